import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import campaignsSchema from '../../config/schema/campaigns.schema.json' with { type: 'json' };
import supportSchema from '../../config/schema/support.schema.json' with { type: 'json' };
import externalPagesSchema from '../../config/schema/externalPages.schema.json' with { type: 'json' };
import featureFlagsSchema from '../../config/schema/featureFlags.schema.json' with { type: 'json' };
import partnerShopsSchema from '../../config/schema/partnerShops.schema.json' with { type: 'json' };

export interface FeatureFlag {
  readonly enabled: boolean;
  readonly description: string;
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
}

/** A block of a campaign page's text: never HTML, so config cannot put markup or script on a page. */
export type CampaignBlock = { readonly heading: string } | { readonly paragraph: string } | { readonly items: readonly string[] };

export interface ExternalPages {
  /** SPEC 2.7: where apply pages send a non-smartphone browser. */
  readonly pcSignUpUrl: string;
}

export interface ProductConfig {
  readonly featureFlags: Readonly<Record<string, FeatureFlag>>;
  readonly campaigns: readonly Campaign[];
  readonly externalPages: ExternalPages;
  readonly support: SupportPage;
}

/** The support page's questions by SPEC 3.2 guidance topic, and the numbers to call (config/support.json). */
export interface SupportPage {
  readonly topics: readonly { readonly topic: string; readonly questions: readonly { readonly question: string; readonly answer: string }[] }[];
  readonly contacts: readonly { readonly title: string; readonly telephone: string; readonly hours: string; readonly note?: string }[];
}

/** A config file product staff got wrong: the message names the file and the field, for the person fixing it. */
export class ProductConfigError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`config/${file}: ${field || '(file)'} ${problem}`);
    this.name = 'ProductConfigError';
  }
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
const validateFlags = ajv.compile<{ flags: Record<string, FeatureFlag> }>(featureFlagsSchema);
const validateCampaigns = ajv.compile<{ campaigns: Campaign[] }>(campaignsSchema);
// The apply rules read config/partnerShops.json directly (browser and server alike); checked here so a mistake stops the start.
const validatePartnerShops = ajv.compile(partnerShopsSchema);
const validateSupport = ajv.compile<SupportPage & { $schema?: string }>(supportSchema);
const validateExternalPages = ajv.compile<ExternalPages & { $schema?: string }>(externalPagesSchema);

function describe(error: ErrorObject): { field: string; problem: string } {
  const extra =
    error.keyword === 'additionalProperties' ? ` "${String(error.params['additionalProperty'])}"` : '';
  return { field: error.instancePath.replace(/^\//, '').replaceAll('/', '.'), problem: `${error.message ?? 'is invalid'}${extra}` };
}

async function readJson(dir: string, file: string): Promise<unknown> {
  const text = await readFile(join(dir, file), 'utf8').catch(() => {
    throw new ProductConfigError(file, '', 'cannot be read');
  });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ProductConfigError(file, '', `is not valid JSON (${(error as Error).message})`);
  }
}

function check<T>(file: string, value: unknown, validate: { (v: unknown): v is T; errors?: ErrorObject[] | null }): T {
  if (validate(value)) return value;
  const first = validate.errors?.[0];
  const { field, problem } = first ? describe(first) : { field: '', problem: 'is invalid' };
  throw new ProductConfigError(file, field, problem);
}

export async function loadProductConfig(dir: string): Promise<ProductConfig> {
  const flags = check('featureFlags.json', await readJson(dir, 'featureFlags.json'), validateFlags);
  const campaigns = check('campaigns.json', await readJson(dir, 'campaigns.json'), validateCampaigns);
  for (const [index, campaign] of campaigns.campaigns.entries()) {
    if (campaign.endsOn < campaign.startsOn) {
      throw new ProductConfigError('campaigns.json', `campaigns.${index}.endsOn`, 'is before startsOn');
    }
  }
  const externalPages = check('externalPages.json', await readJson(dir, 'externalPages.json'), validateExternalPages);
  check('partnerShops.json', await readJson(dir, 'partnerShops.json'), validatePartnerShops);
  const support = check('support.json', await readJson(dir, 'support.json'), validateSupport);
  return {
    featureFlags: flags.flags,
    campaigns: campaigns.campaigns,
    externalPages: { pcSignUpUrl: externalPages.pcSignUpUrl },
    support: { topics: support.topics, contacts: support.contacts },
  };
}
