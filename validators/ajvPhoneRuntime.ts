import type { FieldRule } from './ajvRules/context.js';
import { phoneNumber as phoneNumberRule } from './phone.js';

/**
 * The landline rule's adapter, apart from the others (./ajvRules/): it brings libphonenumber-js and Japan's telephone
 * metadata (8 KB brotli), so only a generated step module whose schemas use the rule imports it (validators/ajv.ts),
 * and the pages of every other step do not load it (issue 20). Like every module of ./ajvRuntime.ts `RULE_MODULES`, it
 * exports its rules only, each under its keyword.
 */
export const phoneNumber: FieldRule = (d, _s, field) => phoneNumberRule(d, { field });
