import { CAMPAIGN_CODE_RANGE } from '../../../enums/campaign';
import { SPENDING_CATEGORY_LABELS, type SpendingCategory } from '../../../enums/statement';
import type { Campaign, CampaignReward, ConfigProblem } from '../../config/productConfig';
import type { CampaignField, CampaignFieldError, CampaignForm } from '../pages/CampaignEditPage';
import { tokyoInstant } from './tokyoInstant';
import campaignsSchema from '../../../config/schema/campaigns.schema.json' with { type: 'json' };
import { groupedDigits } from '../../../validators/normalisers';

const POINTS_MAXIMUM = campaignsSchema.properties.campaigns.items.properties.points.maximum;

export const campaignFormFields: readonly CampaignField[] = [
  'code',
  'slug',
  'title',
  'points',
  'startsOn',
  'endsOn',
  'entry',
  'conditions',
  'rewardKind',
  'rewardMin',
  'rewardCategory',
  'rewardCards',
  'body',
  'note',
  'publishAt',
];

/** The form a campaign is edited in; a new one starts from the lowest free code above the others (SPEC 9's range). */
export function formOfCampaign(campaign: Campaign): CampaignForm {
  const condition = campaign.reward?.condition;
  return {
    code: campaign.code,
    slug: campaign.slug,
    title: campaign.title,
    points: String(campaign.points),
    startsOn: campaign.startsOn,
    endsOn: campaign.endsOn,
    entry: campaign.entry === false ? '' : 'on',
    conditions: campaign.conditions,
    rewardKind: condition?.kind ?? '',
    rewardMin: condition ? String(condition.kind === 'spend' ? condition.minYen : condition.minCount) : '',
    rewardCategory: condition?.category ?? '',
    rewardCards: condition?.cards ?? '',
    body: JSON.stringify(campaign.body ?? [], null, 2),
    note: '',
    publishAt: '',
  };
}

export function newCampaignForm(campaigns: readonly Campaign[]): CampaignForm {
  const highest = Math.max(CAMPAIGN_CODE_RANGE.min - 1, ...campaigns.map((campaign) => Number(campaign.code)));
  const code = highest < CAMPAIGN_CODE_RANGE.max ? String(highest + 1) : '';
  return { ...formOfCampaign({ code, slug: '', title: '', points: 0, startsOn: '', endsOn: '', conditions: '' }), points: '' };
}

/** What was posted, every field as text (a missing checkbox is its empty value). */
export function postedForm(body: Record<string, string>): CampaignForm {
  return Object.fromEntries(campaignFormFields.map((field) => [field, String(body[field] ?? '')])) as unknown as CampaignForm;
}

const wholeNumber = (typed: string): number | null => {
  const digits = typed.normalize('NFKC').replace(/[,\s]/g, '');
  return /^[0-9]{1,9}$/.test(digits) ? Number(digits) : null;
};
const isCategory = (value: string): value is SpendingCategory => Object.hasOwn(SPENDING_CATEGORY_LABELS, value);

/** The reward rule as the daily job reads it (server/campaigns/), or none when the form asks for none. */
function rewardOf(form: CampaignForm, errors: CampaignFieldError[]): CampaignReward | undefined {
  if (form.rewardKind === '') return undefined;
  if (form.rewardKind !== 'spend' && form.rewardKind !== 'uses') {
    errors.push({ field: 'rewardKind', message: '一覧から選んでください。' });
    return undefined;
  }
  const least = wholeNumber(form.rewardMin);
  if (least === null || least < 1) errors.push({ field: 'rewardMin', message: '1以上の半角数字の整数で入力してください。' });
  if (form.rewardCategory !== '' && !isCategory(form.rewardCategory))
    errors.push({ field: 'rewardCategory', message: '一覧から選んでください。' });
  if (form.rewardCards !== '' && form.rewardCards !== 'issuedInPeriod')
    errors.push({ field: 'rewardCards', message: '一覧から選んでください。' });
  const narrowing = {
    ...(isCategory(form.rewardCategory) ? { category: form.rewardCategory } : {}),
    ...(form.rewardCards === 'issuedInPeriod' ? { cards: 'issuedInPeriod' as const } : {}),
  };
  return {
    condition:
      form.rewardKind === 'spend'
        ? { kind: 'spend', minYen: least ?? 0, ...narrowing }
        : { kind: 'uses', minCount: least ?? 0, ...narrowing },
  };
}

/**
 * The campaign the form describes, on top of the one it edits (fields the form does not show, such as the reward
 * item's code, are kept), with what the form itself can tell is wrong; the file's schema and rules are checked after.
 */
export function campaignOfForm(
  form: CampaignForm,
  current: Campaign | null,
  publishing: boolean,
): { campaign: Campaign; publishAt: Date | null; errors: CampaignFieldError[] } {
  const errors: CampaignFieldError[] = [];
  const points = wholeNumber(form.points);
  // The rule named, as the file's schema holds it (config/schema/campaigns.schema.json): −5 read 「半角数字の整数で」,
  // which did not say that a minus is what was wrong (issue 58).
  if (points === null || points > POINTS_MAXIMUM)
    errors.push({ field: 'points', message: `0から${groupedDigits(POINTS_MAXIMUM)}までの半角数字の整数で入力してください。` });
  let blocks: unknown = [];
  try {
    blocks = form.body.trim() === '' ? [] : (JSON.parse(form.body) as unknown);
  } catch {
    errors.push({ field: 'body', message: 'JSONとして読めません。括弧・カンマ・引用符をご確認ください。' });
  }
  const publishAt = tokyoInstant(form.publishAt);
  if (publishAt === 'malformed') errors.push({ field: 'publishAt', message: '「2026-12-01T09:00」の形で入力してください。' });
  if (publishing && form.note.trim() === '')
    errors.push({ field: 'note', message: '変更の理由を入力してください（版の履歴に残ります）。' });
  const reward = rewardOf(form, errors);
  const { reward: _replaced, entry: _entry, ...kept } = current ?? {};
  const campaign = {
    ...kept,
    code: current?.code ?? form.code.normalize('NFKC').trim(),
    slug: current?.slug ?? form.slug.trim(),
    title: form.title,
    points: points ?? 0,
    startsOn: form.startsOn,
    endsOn: form.endsOn,
    conditions: form.conditions,
    ...(form.entry === 'on' ? {} : { entry: false }),
    ...(reward ? { reward } : {}),
    body: blocks,
  } as Campaign;
  return { campaign, publishAt: publishAt === 'malformed' ? null : publishAt, errors };
}

/**
 * Which of a campaign's texts still say its old points after the points changed (issue 58: the 条件 and the body kept
 * 「10,000ポイント」 beside a new 12,000, and nothing said so before publishing). The figure as written either way,
 * 10000 or 10,000, and not inside a longer number.
 */
export function textsWithOldPoints(current: Campaign | null, campaign: Campaign): string[] {
  if (!current || current.points === campaign.points) return [];
  const old = new RegExp(`(?<![0-9,])(?:${current.points}|${groupedDigits(current.points)})(?![0-9,])`);
  const says = (text: string) => old.test(text.normalize('NFKC'));
  return [
    ...(says(campaign.title) ? ['名前'] : []),
    ...(says(campaign.conditions) ? ['条件'] : []),
    ...(says(JSON.stringify(campaign.body ?? [])) ? ['本文'] : []),
  ];
}

const problemFields: Readonly<Record<string, CampaignField>> = {
  reward: 'rewardKind',
  'reward.condition': 'rewardKind',
  'reward.condition.kind': 'rewardKind',
  'reward.condition.minYen': 'rewardMin',
  'reward.condition.minCount': 'rewardMin',
  'reward.condition.category': 'rewardCategory',
  'reward.condition.cards': 'rewardCards',
};

/** The edited campaign's field a config problem names (`campaigns.3.reward.condition.minYen`), else the form. */
export function fieldOfProblem(problem: ConfigProblem, index: number): CampaignField | 'form' {
  const match = /^campaigns\.([0-9]+)\.?(.*)$/.exec(problem.field);
  if (!match || Number(match[1]) !== index) return 'form';
  const path = match[2] ?? '';
  const top = path.split('.')[0] ?? '';
  const field = problemFields[path] ?? (top === 'reward' ? 'rewardKind' : top);
  return (campaignFormFields as readonly string[]).includes(field) ? (field as CampaignField) : 'form';
}
