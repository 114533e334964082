import type { FieldRule } from './ajvRuntime.js';
import { phoneNumber } from './phone.js';

/**
 * The landline rule's runtime, apart from ./ajvRuntime.ts: it brings libphonenumber-js and Japan's telephone
 * metadata (8 KB brotli), so a generated step module imports it only when one of its schemas uses the rule
 * (validators/ajv.ts), and the pages of every other step do not load it (issue 20).
 */
export const phoneFieldRules = {
  phoneNumber: (d, _s, field) => phoneNumber(d, { field }),
} as const satisfies Record<string, FieldRule>;

/** The object the generated code imports when it uses the rule. */
export const phoneRules = { field: phoneFieldRules } as const;
