// The ajv adapters (./ajv.ts) are deliberately not re-exported: they pull in the ajv compiler, which the browser never loads.
export * from './amounts.js';
export * from './businessRules.js';
export * from './calendar.js';
export * from './contact.js';
export * from './phone.js';
export * from './dates.js';
export * from './integers.js';
export * from './japaneseEra.js';
export * from './jisX0208.js';
export * from './messages.js';
export * from './names.js';
export * from './normalisers.js';
export * from './numbers.js';
export * from './result.js';
export * from './ruleRegistry.js';
export { cardRules, type ValidationContext } from './ajvRuntime.js';
