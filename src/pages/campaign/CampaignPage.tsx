import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CampaignPageAnswer } from '../../../api/campaignAnswers';
import { ApiError } from '../../api/apiAnswer';
import { enterCampaign, readCampaign } from '../../api/campaignCalls';
import { resultCodes } from '../../../enums/resultCodes';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { campaignMessages as text } from './messages';
import { CampaignContent } from '../../../views/campaign/CampaignContent';
import './campaign.css';

/**
 * SPEC 2.3 /campaign/<slug>: every campaign of config/campaigns.json on this one template (title, period, reward,
 * conditions, the body's blocks), "coming soon" before its period and "entry closed" after (SPEC 8.2), and the
 * entry for a logged-in card member: once, then shown as entered.
 */
export default function CampaignPage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/campaign\//, '').replace(/\/+$/, '');
  const { state, reload, replace } = useRead(() => readCampaign(slug), `campaign:${slug}`);
  const campaign = state.kind === 'ready' ? state.data : null;
  usePageTitle(campaign?.title ?? 'キャンペーン');
  return (
    <div className="campaign">
      <h1 tabIndex={-1}>{campaign?.title ?? 'キャンペーン'}</h1>
      <ReadStatus state={state} onRetry={reload} notFound={text.notFound} />
      {campaign ? (
        <>
          <CampaignContent campaign={campaign} />
          <Entry campaign={campaign} onEntered={() => replace({ ...campaign, entryState: 'entered' })} />
        </>
      ) : null}
    </div>
  );
}

function Entry({ campaign, onEntered }: { readonly campaign: CampaignPageAnswer; readonly onEntered: () => void }) {
  const [state, setState] = useState<'idle' | 'entering' | 'done' | 'failed'>('idle');
  const navigate = useNavigate();
  if (campaign.entryState === null) return null;
  if (campaign.entryState === 'entered') {
    return (
      <p className="notice campaign__entered" role="status">
        {state === 'done' ? text.enteredNow : text.entered}
      </p>
    );
  }
  if (campaign.period === 'comingSoon') return <p className="notice">{text.comingSoon}</p>;
  if (campaign.period === 'closed') return <p className="notice notice--error">{text.closed}</p>;
  if (campaign.entryState === 'notMember') return <p className="notice">{text.notMember}</p>;
  if (campaign.entryState === 'loginRequired') {
    return (
      <div className="campaign__entry">
        <p>{text.loginLead}</p>
        {/* /login is the server's page (the OpenID login), so a plain link loads it. */}
        <a
          className="button button--primary button--block"
          href={`/login?${new URLSearchParams({ redirect: `/campaign/${campaign.slug}` }).toString()}`}
        >
          {text.loginToEnter}
        </a>
      </div>
    );
  }
  const enter = () => {
    setState('entering');
    enterCampaign(campaign.code).then(
      () => {
        setState('done');
        onEntered();
      },
      (error: unknown) => {
        // The period ended while the page was open: the entry-closed screen (SPEC 8.2), not a failure to try again.
        if (error instanceof ApiError && error.codeId === resultCodes.entryClosed.codeId)
          void navigate(`/error?type=${resultCodes.entryClosed.screen}`);
        else setState('failed');
      },
    );
  };
  return (
    <div className="campaign__entry">
      <button type="button" className="button button--primary button--block" onClick={enter} disabled={state === 'entering'}>
        {state === 'entering' ? text.entering : text.enter}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="notice notice--error">
          {text.enterFailed}
        </p>
      ) : null}
      <p>
        <Link to="/member/setting/campaign-status">{text.statusTitle}</Link>
      </p>
    </div>
  );
}
