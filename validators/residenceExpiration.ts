import type { MessageKey } from './messages.js';
import { residenceExpiry } from './dates.js';
import { OK, type RuleResult } from './result.js';

/**
 * SPEC 5.7 / 8.3: the residence-info screens are bilingual, so their messages are too. Each SPEC 8.3 code has a
 * Japanese and an English sentence; the screen shows both, Japanese first.
 */
export interface Bilingual {
  readonly ja: string;
  readonly en: string;
}

export const residenceMessages = {
  NO_INPUT_NATIONALITY: { ja: '国籍を選択してください。', en: 'Enter your country.' },
  NO_INPUT_RESIDENCE_STATUS: { ja: '在留資格を選択してください。', en: 'Enter your status of residence.' },
  NO_INPUT: { ja: '在留期間の満了日を入力してください。', en: 'Enter the expiration date of your period of stay.' },
  TOO_SHORT: { ja: '在留期間の満了日は半角数字8桁で入力してください。', en: 'Enter the date in 8 digits.' },
  NOT_DATE_FORMAT: { ja: '正しい日付を入力してください。（例：20290131）', en: 'Enter a valid date (e.g. 20290131).' },
  EXPIRED: {
    ja: '有効期限を過ぎて62日を超えた日付は入力できません。在留カードを更新してください。',
    en: 'A date more than 62 days in the past cannot be entered. Please renew your residence card.',
  },
  OVER_MAX_DATE: {
    ja: '有効期限は申込日から5年以内の日付を入力してください。',
    en: 'Enter a date within 5 years from the date of application.',
  },
} as const satisfies Record<string, Bilingual>;

export type ResidenceMessageCode = keyof typeof residenceMessages;

export const bilingualText = (message: Bilingual): string => `${message.ja} ${message.en}`;

/** The SPEC 8.3 date code of each failure of the shared expiry rule (validators/dates.ts). */
const codeOf: Partial<Record<MessageKey, ResidenceMessageCode>> = {
  required: 'NO_INPUT',
  invalidType: 'TOO_SHORT',
  dateTooShort: 'TOO_SHORT',
  dateNotDate: 'NOT_DATE_FORMAT',
  residenceExpired: 'EXPIRED',
  residenceOverMax: 'OVER_MAX_DATE',
};

/**
 * The residence-card expiry of the apply flow: the shared rule (valid 8-digit date, not expired by more than 62
 * days, at most 5 years 3 months ahead), worded with the bilingual SPEC 8.3 messages.
 */
export function residenceCardExpiry(value: unknown, options: { readonly today: string }): RuleResult {
  const result = residenceExpiry(value, options);
  if (result.valid) return OK;
  const code = codeOf[result.messageKey] ?? 'NOT_DATE_FORMAT';
  return { valid: false, messageKey: result.messageKey, message: bilingualText(residenceMessages[code]) };
}
