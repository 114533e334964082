import type { JsonObject } from '../../schemas/resolveSchema';

/**
 * The texts of the flows' result pages (`apply/complete`), each a small chunk of its own (vite.config.ts names them
 * alike). Every schema a machine names is a generated step or one of these (flowForms.test.ts).
 */
export const resultTexts = import.meta.glob<JsonObject>('../../schemas/*/{complete,underReview,registered}.json', { import: 'default' });
