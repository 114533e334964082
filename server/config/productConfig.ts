import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import localizeJapanese from 'ajv-i18n/localize/ja';
import { CAMPAIGN_CODE_RANGE } from '../../enums/campaign';
import { FEATURE_FLAGS, isFeatureFlagName } from '../../enums/featureFlags';
import type { SpendingCategory } from '../../enums/statement';
import campaignsSchema from '../../config/schema/campaigns.schema.json' with { type: 'json' };
import supportSchema from '../../config/schema/support.schema.json' with { type: 'json' };
import externalPagesSchema from '../../config/schema/externalPages.schema.json' with { type: 'json' };
import featureFlagsSchema from '../../config/schema/featureFlags.schema.json' with { type: 'json' };
import partnerShopsSchema from '../../config/schema/partnerShops.schema.json' with { type: 'json' };
import serviceHoursSchema from '../../config/schema/serviceHours.schema.json' with { type: 'json' };
import siteFooterSchema from '../../config/schema/siteFooter.schema.json' with { type: 'json' };
import sitePagesSchema from '../../config/schema/sitePages.schema.json' with { type: 'json' };
import { sitePagePath, type SitePage, unknownSiteTextNames } from '../../routing/sitePages';
import { findFlow } from '../../flows/index';
import type { ServiceHours } from '../serviceHours/serviceHours';

export interface FeatureFlag {
  readonly enabled: boolean;
  readonly description: string;
}

/** The flags as plain on/off values by name: what a machine's input and the browser's flag file carry. */
export function flagValues(flags: Readonly<Record<string, FeatureFlag>>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(flags).map(([name, flag]) => [name, flag.enabled]));
}

export interface Campaign {
  readonly code: string;
  readonly slug: string;
  readonly title: string;
  readonly points: number;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly conditions: string;
  readonly entry?: boolean;
  readonly rewardCode?: string;
  readonly body?: readonly CampaignBlock[];
  /** The condition the daily job grants the points on (server/campaigns/); none: the job grants nothing. */
  readonly reward?: CampaignReward;
}

/**
 * Counted over the statement lines of the member's cards used from the entry day to endsOn, cashing never:
 * `spend` adds the amounts (a refund subtracts), `uses` counts purchases; `category` and `cards` narrow the lines.
 */
export type RewardCondition = (
  | { readonly kind: 'spend'; readonly minYen: number }
  | { readonly kind: 'uses'; readonly minCount: number }
) & { readonly category?: SpendingCategory; readonly cards?: 'all' | 'issuedInPeriod' };

export interface CampaignReward {
  readonly condition: RewardCondition;
}

/** A block of a campaign page's text: never HTML, so config cannot put markup or script on a page. */
export type CampaignBlock = { readonly heading: string } | { readonly paragraph: string } | { readonly items: readonly string[] };

export interface ExternalPages {
  /** SPEC 2.7: where apply pages send a non-smartphone browser. */
  readonly pcSignUpUrl: string;
  /** SPEC 6 admission landing-page switch: where the service top's apply button leads while the flag is on. */
  readonly admissionLpUrl: string;
}

export interface ProductConfig {
  readonly featureFlags: Readonly<Record<string, FeatureFlag>>;
  readonly campaigns: readonly Campaign[];
  readonly externalPages: ExternalPages;
  readonly support: SupportPage;
  readonly serviceHours: ServiceHours;
}

/** The support page's questions by SPEC 3.2 guidance topic, and the numbers to call (config/support.json). */
export interface SupportPage {
  readonly topics: readonly {
    readonly topic: string;
    readonly questions: readonly { readonly question: string; readonly answer: string }[];
  }[];
  readonly contacts: readonly { readonly title: string; readonly telephone: string; readonly hours: string; readonly note?: string }[];
}

/** One mistake in a config file: the file, the field (a dotted path; empty for the whole file), in English and Japanese. */
export interface ConfigProblem {
  readonly file: string;
  readonly field: string;
  readonly en: string;
  readonly ja: string;
}

const lineOf = ({ file, field, en, ja }: ConfigProblem): string =>
  `config/${file}: ${field || '(file)'} ${en}（${field || 'ファイル全体'}: ${ja}）`;

/**
 * The config files product staff got wrong: every mistake at once, one line each naming the file and the field, in
 * English and Japanese, so one start tells the person fixing them all of it.
 */
export class ProductConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(problems.map(lineOf).join('\n'));
    this.name = 'ProductConfigError';
  }
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, messages: true });
addFormats(ajv);
const validateFlags = ajv.compile<{ flags: Record<string, FeatureFlag> }>(featureFlagsSchema);
const validateCampaigns = ajv.compile<{ campaigns: Campaign[] }>(campaignsSchema);
// The apply rules read config/partnerShops.json directly (browser and server alike); checked here so a mistake stops the start.
const validatePartnerShops = ajv.compile(partnerShopsSchema);
const validateSupport = ajv.compile<SupportPage & { $schema?: string }>(supportSchema);
const validateExternalPages = ajv.compile<ExternalPages & { $schema?: string }>(externalPagesSchema);
const validateServiceHours = ajv.compile<ServiceHours & { $schema?: string }>(serviceHoursSchema);
// The browser draws the footer and its pages from these files as built (src/shell/SiteFooter.tsx, src/pages/site/);
// checked here so a mistake stops the start.
const validateSiteFooter = ajv.compile<{ links: { label: string; path: string }[] }>(siteFooterSchema);
const validateSitePages = ajv.compile<{ pages: Record<string, SitePage> }>(sitePagesSchema);

const fieldOf = (error: ErrorObject): string => error.instancePath.replace(/^\//, '').replaceAll('/', '.');
const named = (error: ErrorObject): string =>
  error.keyword === 'additionalProperties' ? ` "${String(error.params['additionalProperty'])}"` : '';

/** Each schema error in ajv's English and, through ajv-i18n, in Japanese. */
export function schemaProblems(file: string, errors: readonly ErrorObject[]): ConfigProblem[] {
  const japanese = structuredClone(errors) as ErrorObject[];
  localizeJapanese(japanese);
  return errors.map((error, index) => ({
    file,
    field: fieldOf(error),
    en: `${error.message ?? 'is invalid'}${named(error)}`,
    ja: `${japanese[index]?.message ?? '値が正しくありません'}${named(error)}`,
  }));
}

/** The file as JSON, or the problem that it is not. */
export async function readJson(dir: string, file: string): Promise<{ value: unknown } | ConfigProblem> {
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch {
    return { file, field: '', en: 'cannot be read', ja: 'ファイルを読めません' };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      file,
      field: '',
      en: `is not valid JSON (${(error as Error).message})`,
      ja: 'JSONとして読めません（括弧・カンマ・引用符をご確認ください）',
    };
  }
}

type Validator<T> = { (value: unknown): value is T; errors?: ErrorObject[] | null };

/** Flag names the code does not read (a typo, or a flag no longer used), and flags the code reads that are missing. */
function flagProblems(flags: Readonly<Record<string, FeatureFlag>>): ConfigProblem[] {
  const file = 'featureFlags.json';
  const unknown = Object.keys(flags).filter((name) => !isFeatureFlagName(name));
  const missing = FEATURE_FLAGS.filter((name) => !Object.hasOwn(flags, name));
  return [
    ...unknown.map((name) => ({
      file,
      field: `flags.${name}`,
      en: `is not a flag the code reads (a misspelling?); it reads: ${FEATURE_FLAGS.join(', ')}`,
      ja: `コードが読まないフラグ名です（綴りの誤り？）。読むのは ${FEATURE_FLAGS.join('、')} です`,
    })),
    ...missing.map((name) => ({
      file,
      field: `flags.${name}`,
      en: 'is missing: the code reads this flag',
      ja: 'このフラグがありません。コードが読むフラグです（消さずに enabled を false にしてください）',
    })),
  ];
}

/** Each campaign ends after it starts, has a code in the SPEC 9 range, and no two share a code or a slug. */
function campaignProblems(campaigns: readonly Campaign[]): ConfigProblem[] {
  const file = 'campaigns.json';
  const problems: ConfigProblem[] = [];
  const firstWith = (key: 'code' | 'slug', value: string) => campaigns.findIndex((campaign) => campaign[key] === value);
  for (const [index, campaign] of campaigns.entries()) {
    if (campaign.endsOn < campaign.startsOn)
      problems.push({ file, field: `campaigns.${index}.endsOn`, en: 'is before startsOn', ja: '開始日（startsOn）より前です' });
    // Only entered members are evaluated: a reward on a campaign nobody can enter would never be granted.
    if (campaign.reward && campaign.entry === false)
      problems.push({
        file,
        field: `campaigns.${index}.reward`,
        en: 'needs an entry: only entered members are granted (entry is false)',
        ja: 'エントリーのないキャンペーンには設定できません（特典はエントリーした会員に付与します）',
      });
    const code = Number(campaign.code);
    if (!(code >= CAMPAIGN_CODE_RANGE.min && code <= CAMPAIGN_CODE_RANGE.max)) {
      problems.push({
        file,
        field: `campaigns.${index}.code`,
        en: `must be from ${CAMPAIGN_CODE_RANGE.min} to ${CAMPAIGN_CODE_RANGE.max}`,
        ja: `${CAMPAIGN_CODE_RANGE.min}〜${CAMPAIGN_CODE_RANGE.max}の範囲にしてください`,
      });
    }
    for (const key of ['code', 'slug'] as const) {
      const first = firstWith(key, campaign[key]);
      if (first !== index)
        problems.push({
          file,
          field: `campaigns.${index}.${key}`,
          en: `"${campaign[key]}" is also campaigns.${first}'s`,
          ja: `「${campaign[key]}」は campaigns.${first} と重複しています`,
        });
    }
  }
  return problems;
}

/** A window ends after it starts, and the hours name flows that exist and close after they open. */
function serviceHoursProblems(value: ServiceHours): ConfigProblem[] {
  const file = 'serviceHours.json';
  const problems: ConfigProblem[] = [];
  for (const name of ['maintenance', 'paymentProviderMaintenance'] as const)
    for (const [index, window] of value[name].windows.entries())
      if (window.until <= window.from)
        problems.push({ file, field: `${name}.windows.${index}.until`, en: 'is not after from', ja: '開始（from）より後にしてください' });
  for (const [index, service] of value.hours.entries()) {
    if (service.closes <= service.opens)
      problems.push({ file, field: `hours.${index}.closes`, en: 'is not after opens', ja: '開始時刻（opens）より後にしてください' });
    for (const [at, flowId] of service.flows.entries())
      if (!findFlow(flowId))
        problems.push({
          file,
          field: `hours.${index}.flows.${at}`,
          en: `"${flowId}" is not a flow`,
          ja: `「${flowId}」というお手続き（flow）はありません`,
        });
  }
  return problems;
}

/** Each footer link to a /site/ page names a page, each page is linked, and each text names only known values. */
function siteProblems(links: readonly { readonly path: string }[], pages: Readonly<Record<string, SitePage>>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const [index, link] of links.entries())
    if (link.path.startsWith('/site/') && !Object.keys(pages).some((id) => sitePagePath(id) === link.path))
      problems.push({
        file: 'siteFooter.json',
        field: `links.${index}.path`,
        en: `"${link.path}" is no page of sitePages.json`,
        ja: `「${link.path}」のページが sitePages.json にありません`,
      });
  for (const [id, page] of Object.entries(pages)) {
    if (!links.some((link) => link.path === sitePagePath(id)))
      problems.push({
        file: 'sitePages.json',
        field: `pages.${id}`,
        en: 'is linked from nowhere: add it to siteFooter.json',
        ja: 'どこからもリンクされていません。siteFooter.json に加えてください',
      });
    for (const [index, block] of page.body.entries()) {
      const texts = 'items' in block ? block.items : ['heading' in block ? block.heading : block.paragraph];
      for (const name of texts.flatMap(unknownSiteTextNames))
        problems.push({
          file: 'sitePages.json',
          field: `pages.${id}.body.${index}`,
          en: `names {{${name}}}, which has no value`,
          ja: `{{${name}}} という値はありません`,
        });
    }
  }
  return problems;
}

/** The files product staff edit in the console (issue 31 item 5), each checked exactly as at start. */
export type EditableConfigFile = 'campaigns.json' | 'featureFlags.json' | 'serviceHours.json';

/**
 * A version of an editable file checked as the start checks the file: the schema, then the rules a schema cannot say;
 * every mistake at once, or the value.
 */
export function checkEditableConfig(
  file: 'campaigns.json',
  value: unknown,
): { problems: ConfigProblem[]; value?: { campaigns: Campaign[] } };
export function checkEditableConfig(
  file: 'featureFlags.json',
  value: unknown,
): { problems: ConfigProblem[]; value?: { flags: Record<string, FeatureFlag> } };
export function checkEditableConfig(file: 'serviceHours.json', value: unknown): { problems: ConfigProblem[]; value?: ServiceHours };
export function checkEditableConfig(file: EditableConfigFile, value: unknown): { problems: ConfigProblem[] };
export function checkEditableConfig(
  file: EditableConfigFile,
  value: unknown,
): { problems: ConfigProblem[]; value?: { campaigns: Campaign[] } | { flags: Record<string, FeatureFlag> } | ServiceHours } {
  if (file === 'serviceHours.json') {
    if (!validateServiceHours(value)) return { problems: schemaProblems(file, validateServiceHours.errors ?? []) };
    const problems = serviceHoursProblems(value);
    return problems.length > 0 ? { problems } : { problems, value };
  }
  if (file === 'campaigns.json') {
    if (!validateCampaigns(value)) return { problems: schemaProblems(file, validateCampaigns.errors ?? []) };
    const problems = campaignProblems(value.campaigns);
    return problems.length > 0 ? { problems } : { problems, value };
  }
  if (!validateFlags(value)) return { problems: schemaProblems(file, validateFlags.errors ?? []) };
  const problems = flagProblems(value.flags);
  return problems.length > 0 ? { problems } : { problems, value };
}

/**
 * Reads and checks every config file, all of them before answering: a config with mistakes is refused with every
 * mistake listed (ProductConfigError), never loaded in part.
 */
export async function loadProductConfig(dir: string): Promise<ProductConfig> {
  const problems: ConfigProblem[] = [];
  const checked = async <T>(
    file: string,
    validate: Validator<T>,
    more: (value: T) => ConfigProblem[] = () => [],
  ): Promise<T | undefined> => {
    const read = await readJson(dir, file);
    if (!('value' in read)) {
      problems.push(read);
      return undefined;
    }
    if (!validate(read.value)) {
      problems.push(...schemaProblems(file, validate.errors ?? []));
      return undefined;
    }
    const found = more(read.value);
    problems.push(...found);
    return found.length === 0 ? read.value : undefined;
  };
  const flags = await checked('featureFlags.json', validateFlags, (value) => flagProblems(value.flags));
  const campaigns = await checked('campaigns.json', validateCampaigns, (value) => campaignProblems(value.campaigns));
  const externalPages = await checked('externalPages.json', validateExternalPages);
  await checked('partnerShops.json', validatePartnerShops);
  const support = await checked('support.json', validateSupport);
  const serviceHours = await checked('serviceHours.json', validateServiceHours, serviceHoursProblems);
  const footer = await checked('siteFooter.json', validateSiteFooter);
  await checked('sitePages.json', validateSitePages, (value) => siteProblems(footer?.links ?? [], value.pages));
  if (problems.length > 0 || !flags || !campaigns || !externalPages || !support || !serviceHours) throw new ProductConfigError(problems);
  return {
    featureFlags: flags.flags,
    campaigns: campaigns.campaigns,
    externalPages: { pcSignUpUrl: externalPages.pcSignUpUrl, admissionLpUrl: externalPages.admissionLpUrl },
    support: { topics: support.topics, contacts: support.contacts },
    serviceHours: {
      maintenance: serviceHours.maintenance,
      paymentProviderMaintenance: serviceHours.paymentProviderMaintenance,
      hours: serviceHours.hours,
    },
  };
}
