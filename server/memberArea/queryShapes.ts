import { STATEMENT_PAGE } from '../../enums/statement';

/** JSON Schema of the member-area reads' query strings and ids: a value of the wrong shape is 400/4000. */
export const billingMonthSchema = { type: 'string', pattern: '^[0-9]{4}(0[1-9]|1[0-2])$' } as const;
export const rowIdSchema = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;

/** SPEC 9 paging: offset 0 and limit 24 unless asked; a page is at most 100 lines. */
export const pageProperties = {
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: STATEMENT_PAGE.offset },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: STATEMENT_PAGE.limit },
} as const;

/** The credentialed calls' own query flag (SPEC 7.2), checked by requireCredential. */
export const switchFlagProperty = { ppcdSwitchServiceFlg: { type: 'string' } } as const;
