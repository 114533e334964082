import { coloursFor, designsFor } from '../enums/cardDesigns.js';
import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/**
 * The card-design steps against the design table (enums/cardDesigns.ts): a colour the chosen network has faces in,
 * and a face of the chosen card type, network and colour. The feature flags that withdraw faces are the server's
 * to apply (server/apply/stepChecks.ts); these rules hold whatever the flags say.
 */
export function cardColour(value: unknown, network: unknown, options: FieldOptions = {}): RuleResult {
  return (coloursFor(network) as unknown[]).includes(value) ? OK : fail('designColourUnavailable', options);
}

export function cardDesign(
  value: unknown,
  choice: { cardType: unknown; network: unknown; colour: unknown },
  options: FieldOptions = {},
): RuleResult {
  return designsFor(choice).some((design) => design.code === value) ? OK : fail('designMismatch', options);
}
