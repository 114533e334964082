import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowRegistry } from '../../flows/index';
import type { JsonObject } from '../../schemas/resolveSchema';
import { normaliseAnswers, stepProperties, validateAnswers, type StepValidator } from '../../schemas/stepForm';
import { jsonProblem } from '../../server/plugins/external/requestGuards';

/**
 * Issue 13 ("keep it closed"): for every step of every flow in the registry, answers generated from the step's schema
 * are accepted by the browser's check iff the server accepts them, and every refusal is in Japanese (issue 35). The browser validates the form's data
 * (src/flow/stepValidator.ts); the server receives it as JSON, refuses at the edge what no route can mean
 * (server/plugins/external/requestGuards.ts) and validates what it parsed with the same compiled validator. ≥ 10,000
 * cases per step schema.
 */
const runs = Number(process.env['PROPERTY_RUNS'] ?? 10_000);
const today = '2026-11-22';

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '　',
    '東京都千代田区千代田',
    'ヤマダ',
    'YAMADA',
    '4111111111111111',
    'a\u0000b',
    'a\u0001',
    'a\tb',
    'a\nb',
    '\ud800',
    'a\u202eb',
    '\u2066a\u2069',
    'a\u0085b',
    'a\u009b',
    'a\u2028b',
  ),
);

/**
 * Values for one field: those its schema names (enum, const, pattern), near misses, and anything a form can hold
 * (numbers JSON can carry: a form never holds NaN or Infinity).
 */
function fieldValue(property: JsonObject): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [
    text,
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constant(null),
  ];
  if (Array.isArray(property['enum'])) choices.push(fc.constantFrom(...(property['enum'] as unknown[])));
  if (property['const'] !== undefined) choices.push(fc.constant(property['const']));
  if (typeof property['pattern'] === 'string') {
    const pattern = property['pattern'];
    choices.push(fc.stringMatching(new RegExp(pattern, 'u')));
    choices.push(
      fc
        .tuple(fc.stringMatching(new RegExp(pattern, 'u')), fc.constantFrom('\u0000', '\u0007', '\u001f', '\u007f'))
        .map(([valid, control]) => `${valid}${control}`),
    );
  }
  if (property['type'] === 'integer' || property['type'] === 'number') choices.push(fc.integer({ min: -1, max: 10_000_000 }));
  return fc.oneof(...choices);
}

function answersOf(schema: JsonObject): fc.Arbitrary<Record<string, unknown>> {
  const properties = stepProperties(schema);
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, fieldValue(property)])), {
    requiredKeys: [],
  });
}

/** The browser's refusals: the form's data, normalised and checked (stepValidator.ts). */
function browserRefusals(validate: StepValidator, schema: JsonObject, data: Record<string, unknown>): readonly string[] {
  return validateAnswers(validate, schema, normaliseAnswers(schema, data), {}, today).map((error) => error.message);
}

/** The server's: the same data after JSON on the wire and the edge, then the same check. */
function serverAccepts(validate: StepValidator, schema: JsonObject, data: Record<string, unknown>): boolean {
  const received: unknown = JSON.parse(JSON.stringify({ answers: data }));
  if (jsonProblem(received) !== null) return false;
  return validateAnswers(validate, schema, normaliseAnswers(schema, (received as { answers: unknown }).answers), {}, today).length === 0;
}

describe.each(flowRegistry.map((entry) => [entry.id, entry] as const))('the %s flow: browser and server agree', (_id, entry) => {
  it('on every step schema, over generated answers', { timeout: 600_000 }, async () => {
    const { form } = await entry.form();
    const steps = Object.entries(form.validators);
    expect(steps.length).toBeGreaterThan(0);
    for (const [step, validate] of steps) {
      const schema = form.schemas[step];
      if (!schema) continue;
      fc.assert(
        fc.property(answersOf(schema), (data) => {
          const refusals = browserRefusals(validate, schema, data);
          // Plain comparisons per case, `expect` only to report a failure: 10,000 cases per step schema made vitest's
          // assertion objects and the messages' JSON most of this file's minutes.
          const disagree = (refusals.length === 0) !== serverAccepts(validate, schema, data);
          // Issue 35: whatever is refused is refused in Japanese, never in ajv's English (「must match pattern …」).
          const english = refusals.find((message) => !/[\u3040-\u30ff\u4e00-\u9fff]/.test(message) || /\bmust\b|\bshould\b/.test(message));
          if (disagree || english !== undefined) {
            expect({ step, data, browserAccepts: refusals.length === 0, englishRefusal: english }).toEqual({
              step,
              data,
              browserAccepts: serverAccepts(validate, schema, data),
              englishRefusal: undefined,
            });
          }
        }),
        { numRuns: runs },
      );
    }
  });
});
