import type { FieldError } from '../http/apiResponse';
import { applyMessages } from './applyMessages';

/** The body of POST /external/v1/apply/entry, checked at the edge before the step's own validation. */
export interface EntryInput {
  readonly step: string;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly campaignCode?: string;
  /** Re-serialised JSON text (SPEC 3.1), at most ADDATA_MAX characters. */
  readonly adData?: string;
}

const CAMPAIGN_CODE = /^[A-Za-z0-9]{1,20}$/;
const ADDATA_MAX = 4000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** adData may come as an object or as its JSON text; either way it is stored as JSON text of an object. */
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
  const text = JSON.stringify(parsed);
  return text.length <= ADDATA_MAX ? text : undefined;
}

export function parseEntryInput(body: unknown, steps: readonly string[]): { input: EntryInput } | { errors: FieldError[] } {
  const source = isRecord(body) ? body : {};
  const errors: FieldError[] = [];
  const step = source['step'];
  if (typeof step !== 'string' || !steps.includes(step)) errors.push({ field: 'step', message: applyMessages.stepUnknown });
  const answers = source['answers'];
  if (!isRecord(answers)) errors.push({ field: 'answers', message: applyMessages.answersMalformed });
  const campaignCode = source['campaignCode'];
  if (campaignCode !== undefined && (typeof campaignCode !== 'string' || !CAMPAIGN_CODE.test(campaignCode))) errors.push({ field: 'campaignCode', message: applyMessages.campaignCodeMalformed });
  const adData = source['adData'] === undefined ? undefined : serialiseAdData(source['adData']);
  if (source['adData'] !== undefined && adData === undefined) errors.push({ field: 'adData', message: applyMessages.adDataMalformed });
  if (errors.length > 0 || typeof step !== 'string' || !isRecord(answers)) return { errors };
  return {
    input: {
      step,
      answers,
      ...(typeof campaignCode === 'string' ? { campaignCode } : {}),
      ...(adData !== undefined ? { adData } : {}),
    },
  };
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
