import type { RJSFSchema } from '@rjsf/utils';
import { normalisers, type NormaliserName } from '../../validators/normalisers';
import type { Answers } from './types';

const isNormaliserName = (name: unknown): name is NormaliserName => typeof name === 'string' && name in normalisers;

/** The normalisers a property names in `x-normalise`, in order; unknown names are ignored (the schema test flags them). */
export function normalisersOf(schema: RJSFSchema | undefined): NormaliserName[] {
  const names: unknown = schema?.['x-normalise'];
  return Array.isArray(names) ? names.filter(isNormaliserName) : [];
}

export function normaliseValue(schema: RJSFSchema | undefined, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return normalisersOf(schema).reduce<string>((v, name) => normalisers[name](v), value);
}

/** Every string answer through its property's normalisers: what the server does before validating. */
export function normaliseAnswers(schema: RJSFSchema, answers: Answers): Answers {
  const out: Answers = {};
  for (const [name, value] of Object.entries(answers)) {
    const property = schema.properties?.[name];
    out[name] = typeof property === 'object' ? normaliseValue(property, value) : value;
  }
  return out;
}
