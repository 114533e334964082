import { Link } from 'react-router';
import { CAMPAIGN_ENTRY_STATUS_LABELS, type CampaignEntryStatus } from '../../../enums/campaign';
import type { CampaignRewardState } from '../../../api/campaignAnswers';
import { campaignEntries } from '../../api/campaignCalls';
import { groupedDigits } from '../../../validators/normalisers';
import { japaneseDate } from '../../../validators/japaneseDate';
import { tokyoDate } from '../memberArea/tokyoDate';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { campaignMessages as text } from './messages';
import './campaign.css';

const statusLabel = (status: string): string => CAMPAIGN_ENTRY_STATUS_LABELS[status as CampaignEntryStatus] ?? status;

function rewardText(reward: CampaignRewardState): string {
  if (reward.state === 'granted') return text.rewardGranted(groupedDigits(reward.points), japaneseDate(tokyoDate(reward.grantedAt)));
  return reward.state === 'waiting' ? text.rewardWaiting : text.rewardNotMet;
}

/** SPEC 2.6 /member/setting/campaign-status: the member's campaigns, each with its entry status and its reward. */
export default function CampaignStatusPage() {
  usePageTitle(text.statusTitle);
  const { state, reload } = useRead(() => campaignEntries(), 'campaign-status');
  return (
    <div className="campaign">
      <h1 tabIndex={-1}>{text.statusTitle}</h1>
      <ReadStatus state={state} onRetry={reload} />
      {state.kind === 'ready' ? (
        <>
          {state.data.entries.length === 0 ? <p className="notice">{text.statusEmpty}</p> : null}
          <ul className="campaign-status">
            {state.data.entries.map((entry) => (
              <li key={entry.campaignCode} className="campaign-status__item" data-campaign={entry.campaignCode}>
                {entry.slug ? (
                  <Link className="campaign-status__title" to={`/campaign/${entry.slug}`}>
                    {entry.title}
                  </Link>
                ) : (
                  <span className="campaign-status__title">{entry.title}</span>
                )}
                <span className="badge">{statusLabel(entry.status)}</span>
                <span className="campaign-status__meta">
                  {entry.points === null ? '' : `${text.points(groupedDigits(entry.points))}　`}
                  {entry.enteredAt
                    ? `${text.enteredOn}：${japaneseDate(tokyoDate(entry.enteredAt))}`
                    : entry.endsOn
                      ? `${text.endsOn}：${japaneseDate(entry.endsOn)}`
                      : ''}
                </span>
                {entry.reward ? (
                  <span className={`campaign-status__reward campaign-status__reward--${entry.reward.state}`}>
                    {rewardText(entry.reward)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{text.back}</Link>
      </p>
    </div>
  );
}
