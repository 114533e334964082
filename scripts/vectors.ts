/**
 * Conformance-vector runner (contract: ../shared/vectors/README.md).
 * `npm run vectors -- <file-or-folder>...` runs every case, prints each failing case and ends with
 * `N passed, N failed`; it exits non-zero on any failure, on an unknown rule id and on an unreadable file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, inspect } from 'node:util';
import { findRule, type RuleContext } from '../validators/ruleRegistry.js';

interface VectorCase {
  readonly value: unknown;
  readonly valid?: boolean;
  readonly expect?: unknown;
  readonly context?: RuleContext;
  readonly why?: string;
}

interface VectorGroup {
  readonly rule: string;
  readonly context?: RuleContext;
  readonly cases: readonly VectorCase[];
}

export interface VectorFailure {
  readonly file: string;
  readonly rule: string;
  readonly value: unknown;
  readonly context: RuleContext;
  readonly expected: string;
  readonly got: string;
  readonly why?: string;
}

export interface VectorReport {
  readonly passed: number;
  readonly failed: number;
  readonly failures: readonly VectorFailure[];
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

const show = (x: unknown): string => inspect(x, { depth: 5, breakLength: Infinity });

/** Expands folders to the `*.json` files inside them (sorted, not recursive), keeping files as given. */
export function vectorFiles(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    const full = resolve(p);
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => join(full, name));
  });
}

function isGroupList(data: unknown): data is VectorGroup[] {
  return (
    Array.isArray(data) &&
    data.every(
      (g) => typeof g === 'object' && g !== null && typeof (g as VectorGroup).rule === 'string' && Array.isArray((g as VectorGroup).cases),
    )
  );
}

function checkCase(group: VectorGroup, c: VectorCase, context: RuleContext): { expected: string; got: string } | undefined {
  const rule = findRule(group.rule);
  if (!rule) return { expected: 'a known rule id', got: `unknown rule "${group.rule}"` };
  try {
    if ('valid' in c) {
      if (rule.kind !== 'validator')
        return { expected: `valid: ${String(c.valid)}`, got: `"${group.rule}" is a ${rule.kind}, not a validator` };
      const result = rule.run(c.value, context);
      if (c.valid && !result.valid) return { expected: 'valid', got: `invalid: ${result.messageKey} 「${result.message}」` };
      if (!c.valid && result.valid) return { expected: 'invalid', got: 'valid' };
      if (!result.valid && !JAPANESE.test(result.message)) return { expected: 'a Japanese message', got: show(result.message) };
      return undefined;
    }
    if (rule.kind === 'validator') return { expected: show(c.expect), got: `"${group.rule}" is a validator; the case needs "valid"` };
    const got: unknown = rule.run(c.value);
    return isDeepStrictEqual(got, c.expect) ? undefined : { expected: show(c.expect), got: show(got) };
  } catch (error) {
    return { expected: 'valid' in c ? `valid: ${String(c.valid)}` : show(c.expect), got: `threw ${show(error)}` };
  }
}

/** Runs every case of the given files and folders. */
export function runVectors(paths: readonly string[]): VectorReport {
  let passed = 0;
  const failures: VectorFailure[] = [];
  for (const file of vectorFiles(paths)) {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isGroupList(data)) {
      failures.push({
        file,
        rule: '(file)',
        value: undefined,
        context: {},
        expected: 'an array of { rule, cases } groups',
        got: 'something else',
      });
      continue;
    }
    for (const group of data) {
      if (group.cases.length === 0 && !findRule(group.rule)) {
        failures.push({
          file,
          rule: group.rule,
          value: undefined,
          context: {},
          expected: 'a known rule id',
          got: `unknown rule "${group.rule}"`,
        });
      }
      for (const c of group.cases) {
        const context: RuleContext = { ...group.context, ...c.context };
        const failure = checkCase(group, c, context);
        if (failure) failures.push({ file, rule: group.rule, value: c.value, context, why: c.why, ...failure });
        else passed += 1;
      }
    }
  }
  return { passed, failed: failures.length, failures };
}

export function formatFailure(f: VectorFailure): string {
  const why = f.why ? `  (${f.why})` : '';
  return `FAIL ${f.rule}  value=${show(f.value)}  context=${show(f.context)}  expected=${f.expected}  got=${f.got}${why}  [${f.file}]`;
}

function main(argv: readonly string[]): number {
  if (argv.length === 0) {
    console.error('usage: npm run vectors -- <file-or-folder>...');
    console.log('0 passed, 1 failed');
    return 2;
  }
  let report: VectorReport;
  try {
    report = runVectors(argv);
  } catch (error) {
    console.error(`cannot read vectors: ${error instanceof Error ? error.message : String(error)}`);
    console.log('0 passed, 1 failed');
    return 2;
  }
  for (const f of report.failures) console.log(formatFailure(f));
  console.log(`${report.passed} passed, ${report.failed} failed`);
  return report.failed === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
