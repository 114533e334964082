import type { FieldError } from '../http/apiResponse';
import { containsCardNumber, maskCardNumbers } from '../../validators/cardNumbers';
import { applyMessages } from './applyMessages';
import { DomainError } from '../http/DomainError';
import { partnerOfShop } from '../../flows/partnerShop';

/**
 * What the applicant landed with (SPEC 3.1, 6): the campaign code, the advertising data and the shop id the landing
 * URL carried. The browser keeps them for the session and sends them with every save; the server keeps those of the
 * application's first save.
 */
export interface LandingInput {
  readonly campaignCode?: string;
  /** Re-serialised JSON text (SPEC 3.1), at most ADDATA_MAX characters. */
  readonly adData?: string;
  readonly shopId?: string;
}

/** The body of POST /external/v1/apply/entry, checked at the edge before the step's own validation. */
export interface EntryInput extends LandingInput {
  readonly step: string;
  readonly answers: Readonly<Record<string, unknown>>;
}

const CAMPAIGN_CODE = /^[A-Za-z0-9]{1,20}$/;
const SHOP_ID = /^[A-Za-z0-9_-]{1,32}$/;
const ADDATA_MAX = 4000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A card number anywhere in the advertising data, starred out: the person never typed it and cannot correct it. */
function masked(value: unknown): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (typeof value === 'number') return containsCardNumber(String(value)) ? maskCardNumbers(String(value)) : value;
  if (Array.isArray(value)) return value.map(masked);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [maskCardNumbers(key), masked(inner)]));
  return value;
}

/**
 * adData may come as an object or as its JSON text; either way it is stored as JSON text of an object, with any card
 * number in it masked (a link's parameters can carry one: DESIGN.md keeps a full card number nowhere).
 */
function serialiseAdData(value: unknown): string | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(parsed)) return undefined;
  const text = JSON.stringify(masked(parsed));
  return text.length <= ADDATA_MAX ? text : undefined;
}

/** The landing fields of a body (each optional); a malformed one is a field error, a shop id of no partner shop 4038. */
export function parseLandingInput(body: unknown): { input: LandingInput } | { errors: FieldError[] } {
  const source = isRecord(body) ? body : {};
  const errors: FieldError[] = [];
  const campaignCode = source['campaignCode'];
  if (campaignCode !== undefined && (typeof campaignCode !== 'string' || !CAMPAIGN_CODE.test(campaignCode)))
    errors.push({ field: 'campaignCode', message: applyMessages.campaignCodeMalformed });
  const adData = source['adData'] === undefined ? undefined : serialiseAdData(source['adData']);
  if (source['adData'] !== undefined && adData === undefined) errors.push({ field: 'adData', message: applyMessages.adDataMalformed });
  const shopId = source['shopId'];
  if (shopId !== undefined && (typeof shopId !== 'string' || !SHOP_ID.test(shopId)))
    errors.push({ field: 'shopId', message: applyMessages.shopIdMalformed });
  if (errors.length > 0) return { errors };
  // A well-formed id of no partner shop is a shop's URL gone wrong, not a typing mistake: the screen says so (SPEC 8.2).
  if (typeof shopId === 'string' && partnerOfShop(shopId) === undefined)
    throw new DomainError('invalidShopUrl', `landing with the shop id ${shopId} of no partner shop`);
  return {
    input: {
      ...(typeof campaignCode === 'string' ? { campaignCode } : {}),
      ...(adData !== undefined ? { adData } : {}),
      ...(typeof shopId === 'string' ? { shopId } : {}),
    },
  };
}

/**
 * The landing a flow's first save may carry, as the flow host stores it (every field present, null when not given):
 * the application's, and another card's, whose partner route it decides the same way.
 */
export function storedLandingOf(
  given: unknown,
): { readonly landing: Readonly<Record<string, string | null>> } | { readonly errors: FieldError[] } {
  const parsed = parseLandingInput(given);
  if ('errors' in parsed) return parsed;
  return {
    landing: { campaignCode: parsed.input.campaignCode ?? null, adData: parsed.input.adData ?? null, shopId: parsed.input.shopId ?? null },
  };
}

export function parseEntryInput(body: unknown, steps: readonly string[]): { input: EntryInput } | { errors: FieldError[] } {
  const source = isRecord(body) ? body : {};
  const errors: FieldError[] = [];
  const step = source['step'];
  if (typeof step !== 'string' || !steps.includes(step)) errors.push({ field: 'step', message: applyMessages.stepUnknown });
  const answers = source['answers'];
  if (!isRecord(answers)) errors.push({ field: 'answers', message: applyMessages.answersMalformed });
  const landing = parseLandingInput(source);
  if ('errors' in landing) errors.push(...landing.errors);
  if (errors.length > 0 || typeof step !== 'string' || !isRecord(answers) || 'errors' in landing) return { errors };
  return { input: { step, answers, ...landing.input } };
}

export function parseAdData(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
