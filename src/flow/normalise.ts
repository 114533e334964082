import type { RJSFSchema } from '@rjsf/utils';
import { normalisers, type NormaliserName } from '../../validators/normalisers';

const isNormaliserName = (name: unknown): name is NormaliserName => typeof name === 'string' && Object.hasOwn(normalisers, name);

/**
 * One value through its property's `x-normalise` list, as the widget leaves the field (the server runs the same
 * list over the whole step with schemas/stepForm.ts normaliseAnswers before validating).
 */
export function normaliseValue(schema: RJSFSchema | undefined, value: unknown): unknown {
  const names: unknown = schema?.['x-normalise'];
  if (typeof value !== 'string' || !Array.isArray(names)) return value;
  return names.filter(isNormaliserName).reduce<string>((v, name) => normalisers[name](v), value);
}
