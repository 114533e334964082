import type { CampaignBlock } from '../../api/campaignAnswers';
import { formatYen } from '../../validators/money';
import { japaneseDate } from '../../validators/japaneseDate';
import { campaignContentMessages as text } from './messages';

export interface CampaignContentProps {
  readonly campaign: {
    readonly startsOn: string;
    readonly endsOn: string;
    readonly points: number;
    readonly conditions: string;
    readonly body: readonly CampaignBlock[];
  };
}

/**
 * A campaign's page below its title: period, reward, conditions and the body's blocks. The public page draws it, and
 * the staff console draws its preview of an unpublished version with it (issue 31 item 5), so the preview is the page.
 */
export function CampaignContent({ campaign }: CampaignContentProps) {
  return (
    <>
      <dl className="campaign__facts">
        <div>
          <dt>{text.periodLabel}</dt>
          <dd>{text.period(japaneseDate(campaign.startsOn), japaneseDate(campaign.endsOn))}</dd>
        </div>
        <div>
          <dt>{text.pointsLabel}</dt>
          <dd>{text.points(formatYen(campaign.points).slice(1))}</dd>
        </div>
        <div>
          <dt>{text.conditionsLabel}</dt>
          <dd>{campaign.conditions}</dd>
        </div>
      </dl>
      <div className="campaign__body">
        {campaign.body.map((block, index) =>
          'heading' in block ? (
            <h2 key={index}>{block.heading}</h2>
          ) : 'paragraph' in block ? (
            <p key={index}>{block.paragraph}</p>
          ) : (
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </>
  );
}
