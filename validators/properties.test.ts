import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as source from './index.js';
import { normaliserRules, validatorRules, type RuleContext } from './ruleRegistry.js';

/**
 * Properties over arbitrary input. The behaviour suite takes the implementation as an argument, so it runs on the
 * source modules and on the browser build (bundled by vite for the browser, as the app ships it).
 */

type Impl = Pick<typeof source, 'validatorRules' | 'normaliserRules'>;

const codePointIn = (min: number, max: number): fc.Arbitrary<string> => fc.integer({ min, max }).map((cp) => String.fromCodePoint(cp));

/** Text biased towards what Japanese forms receive, plus the awkward: lone surrogates, combining marks, astral. */
const awkwardChar = fc.oneof(
  codePointIn(0x20, 0x7e),
  codePointIn(0x3040, 0x30ff),
  codePointIn(0xff01, 0xff9f),
  codePointIn(0x4e00, 0x9fff),
  codePointIn(0x0300, 0x036f),
  codePointIn(0x3099, 0x309a),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)),
  codePointIn(0x10000, 0x10ffff),
  codePointIn(0, 0xffff),
);
const awkwardText = fc.array(awkwardChar, { maxLength: 40 }).map((chars) => chars.join(''));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  awkwardText,
  fc.string(),
  fc.anything(),
  fc.double(),
  fc.constant(undefined),
  fc.constant(null),
);
const contextArb: fc.Arbitrary<RuleContext> = fc.record(
  {
    today: fc.oneof(fc.constant('2026-11-22'), fc.string()),
    now: fc.oneof(fc.constant('2026-11-22T14:59:00+09:00'), fc.string(), fc.date({ noInvalidDate: false })),
    jobCode: fc.oneof(fc.constantFrom('01', '03', '08', '09', '11'), anyValue),
    householdNum: fc.oneof(fc.constantFrom('1', '2', '3', '4'), anyValue),
    income: anyValue,
    spouseIncome: anyValue,
    birthDay: fc.oneof(fc.constant('19900215'), anyValue),
    mobNumFull: anyValue,
    telNumFull: anyValue,
    mainMobNumFull: anyValue,
    subAddress: anyValue,
    usage: anyValue,
    limit: anyValue,
    current: anyValue,
  },
  { requiredKeys: [] },
);

const isWellFormedResult = (r: unknown): boolean =>
  typeof r === 'object' &&
  r !== null &&
  ((r as { valid: unknown }).valid === true ||
    ((r as { valid: unknown }).valid === false && typeof (r as { message: unknown }).message === 'string'));

function behaviourSuite(name: string, impl: () => Impl): void {
  describe(name, () => {
    it('normalisers are idempotent on arbitrary text', () => {
      fc.assert(
        fc.property(fc.oneof(awkwardText, fc.string({ unit: 'binary' })), (text) => {
          for (const normalise of Object.values(impl().normaliserRules)) {
            const once = normalise(text);
            expect(normalise(once)).toBe(once);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('no validator throws, and each answers a well-formed result, on arbitrary values and contexts', () => {
      fc.assert(
        fc.property(anyValue, contextArb, (value, context) => {
          for (const rule of Object.values(impl().validatorRules)) expect(isWellFormedResult(rule(value, context))).toBe(true);
        }),
        { numRuns: 300 },
      );
    });

    it('no validator hangs on 10,000-character strings', () => {
      const long = [
        '山'.repeat(10_000),
        `${'a'.repeat(10_000)}@`,
        '1'.repeat(10_000),
        '\ud800'.repeat(10_000),
        'ｶﾞ'.repeat(5_000),
        '-'.repeat(10_000),
      ];
      const context: RuleContext = {
        today: '2026-11-22',
        now: '2026-11-22T10:00:00+09:00',
        birthDay: '1'.repeat(10_000),
        subAddress: '1'.repeat(10_000),
      };
      for (const value of long) {
        for (const [rule, run] of Object.entries(impl().validatorRules)) {
          const started = performance.now();
          expect(isWellFormedResult(run(value, context)), rule).toBe(true);
          expect(performance.now() - started, rule).toBeLessThan(250);
        }
      }
    });
  });
}

let bundleDir = '';
let browser: Impl | undefined;

beforeAll(async () => {
  // A directory inside the project so the bundle resolves nothing from outside it; removed afterwards.
  bundleDir = mkdtempSync(fileURLToPath(new URL('./.browser-build-', import.meta.url)));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: fileURLToPath(new URL('./index.ts', import.meta.url)), formats: ['es'], fileName: 'validators' },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const outputs = Array.isArray(output) ? output : [output];
  for (const chunk of outputs.flatMap((o) => o.output)) {
    writeFileSync(join(bundleDir, chunk.fileName), chunk.type === 'chunk' ? chunk.code : chunk.source);
  }
  const entry = outputs.flatMap((o) => o.output).find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry) throw new Error('no entry chunk in the browser build');
  browser = (await import(pathToFileURL(join(bundleDir, entry.fileName)).href)) as Impl;
}, 120_000);

afterAll(() => {
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
});

behaviourSuite('source modules', () => source);
behaviourSuite('browser build', () => {
  if (!browser) throw new Error('browser build missing');
  return browser;
});

describe('browser build and source', () => {
  it('agree on every validator and normaliser for arbitrary input', () => {
    const bundle = browser;
    if (!bundle) throw new Error('browser build missing');
    fc.assert(
      fc.property(
        fc.oneof(awkwardText, fc.constantFrom('09012345678', '0312345678', '19900215', '山田', 'ヤマダ', '304512837465')),
        contextArb,
        (value, context) => {
          for (const [id, rule] of Object.entries(validatorRules)) {
            expect(bundle.validatorRules[id as keyof typeof validatorRules](value, context), id).toEqual(rule(value, context));
          }
          for (const [id, normalise] of Object.entries(normaliserRules)) {
            expect(bundle.normaliserRules[id as keyof typeof normaliserRules](value), id).toBe(normalise(value));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
