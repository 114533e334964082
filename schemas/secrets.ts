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

/**
 * The secret a field only repeats (`sameAnswer`: a confirmation the step checked equal to its first entry), or
 * undefined. Such a field is masked like any secret but not kept: its hash would be the first's again, read by
 * nothing, and each is a slow hash on the save's path.
 */
function repeatedSecret(schema: JsonObject, field: string, secrets: readonly string[]): string | undefined {
  const same = schema['sameAnswer'];
  if (typeof same !== 'object' || same === null || Array.isArray(same) || same['field'] !== field) return undefined;
  const first = same['first'];
  return typeof first === 'string' && secrets.includes(first) ? first : undefined;
}

/** The answers with each secret replaced by the marker, and the secrets given (a marker is no secret). */
export function maskSecrets(
  schema: JsonObject,
  answers: Readonly<Record<string, unknown>>,
): { readonly masked: Record<string, unknown>; readonly secrets: Readonly<Record<string, string>> } {
  const masked: Record<string, unknown> = { ...answers };
  const secrets: Record<string, string> = {};
  const fields = secretFields(schema);
  for (const field of fields) {
    const value = answers[field];
    if (typeof value !== 'string' || value === SECRET_MARKER) continue;
    masked[field] = SECRET_MARKER;
    if (repeatedSecret(schema, field, fields) === undefined) secrets[field] = value;
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
