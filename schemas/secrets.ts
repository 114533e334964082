import type { FieldError } from './stepForm';
import { stepProperties } from './stepForm';
import type { JsonObject } from './resolveSchema';

/**
 * Secret answers (`"x-secret": true`: a PIN, a 3-D Secure password), for every flow. A secret is validated like any
 * answer when it is given, then never kept: the draft, the machine and the view hold this marker in its place, the
 * host hashes the value into `flow_secrets` (server/flows/flowSecrets.ts) for the completion to take, and a stored
 * marker counts as the valid answer it stands for when the draft is replayed. Brackets are in no secret's alphabet
 * (digits; letters, digits and +), so nobody can type the marker.
 */
export const SECRET_MARKER = '[secret]';

export function secretFields(schema: JsonObject): string[] {
  return Object.entries(stepProperties(schema))
    .filter(([, property]) => property['x-secret'] === true)
    .map(([field]) => field);
}

/** The answers with each secret replaced by the marker, and the secrets given (a marker is no secret). */
export function maskSecrets(
  schema: JsonObject,
  answers: Readonly<Record<string, unknown>>,
): { readonly masked: Record<string, unknown>; readonly secrets: Readonly<Record<string, string>> } {
  const masked: Record<string, unknown> = { ...answers };
  const secrets: Record<string, string> = {};
  for (const field of secretFields(schema)) {
    const value = answers[field];
    if (typeof value !== 'string' || value === SECRET_MARKER) continue;
    secrets[field] = value;
    masked[field] = SECRET_MARKER;
  }
  return { masked, secrets };
}

/** A stored step's errors, less those a secret's marker causes: it stands for a secret that was valid when given. */
export function withoutMarkerErrors(
  schema: JsonObject,
  stored: Readonly<Record<string, unknown>>,
  errors: readonly FieldError[],
): FieldError[] {
  const marked = new Set(secretFields(schema).filter((field) => stored[field] === SECRET_MARKER));
  return errors.filter((error) => !marked.has(error.field));
}
