import { createHash } from 'node:crypto';
import { compileStep } from './compileFlow';
import type { JsonObject } from './resolveSchema';

/**
 * A step version product staff published in the console (issue 55), compiled on the server by the compiler
 * `npm run schemas` uses (`compileStep`: ajv's standalone code, the resolved schema, its conditions), as one module the
 * browser loads from the service's own origin and the server runs itself. The generated module imports its rules from
 * validators/ and ajv's runtime helpers by path, which exist only in the source tree and in the built chunks under
 * names the bundler chose; so the live module takes what it imports as an argument instead: it exports `needs` (the
 * modules by their key, `STEP_RUNTIME_KEYS`) and a `default` function that receives them and answers the step's
 * module (`validate`, `schema`, `conditions`). The code inside is the compiler's, word for word; nothing is evaluated
 * from a string, in the browser or on the server.
 */

/** What a live step module may import, by the key both sides provide it under (src/flow/stepRuntime.ts, server). */
export const STEP_RUNTIME_KEYS = [
  'ajvRules/names',
  'ajvRules/contact',
  'ajvRules/cards',
  'ajvRules/dates',
  'ajvRules/numbers',
  'ajvRules/amounts',
  'ajvPhoneRuntime',
  'ajv/dist/runtime/ucs2length.js',
  'ajv/dist/runtime/equal.js',
] as const;
export type StepRuntimeKey = (typeof STEP_RUNTIME_KEYS)[number];

/** The path the generated code imports a module by, as validators/ajv.ts writes it for schemas/generated/steps/. */
const RUNTIME_IMPORT = '../../../../validators/ajvRuntime';

const keyOf = (specifier: string): StepRuntimeKey => {
  const key = specifier.replace(/^(\.\.\/)+validators\//, '');
  const known = STEP_RUNTIME_KEYS.find((candidate) => candidate === key);
  if (!known) throw new Error(`a compiled step imports ${specifier}, which no live step runtime provides`);
  return known;
};

export interface LiveStepModule {
  /** The module's text, served as `/assets/steps/<hash>.js`. */
  readonly code: string;
  /** The text's SHA-256, hex, first 20 characters: its name, so a new version is a new address and caches never go stale. */
  readonly hash: string;
  readonly needs: readonly StepRuntimeKey[];
}

/**
 * The live module of `schemaId` (`apply/attribute`) as written (`written`, the file's JSON). Throws what the compiler
 * throws: the caller reports it as a problem of the draft.
 */
export function liveStepModule(schemaId: string, written: JsonObject): LiveStepModule {
  const generated = compileStep(schemaId, written, RUNTIME_IMPORT);
  const needs: StepRuntimeKey[] = [];
  const exported: string[] = [];
  const need = (specifier: string): string => {
    const key = keyOf(specifier);
    if (!needs.includes(key)) needs.push(key);
    return JSON.stringify(key);
  };
  const body = generated
    .replace(/^\/\/ @ts-nocheck\n/, '')
    .replace(/^"use strict";$/m, '')
    .replace(
      /^import \{ ([^}]*) \} from "([^"]+)";$/gm,
      (_line, names: string, specifier: string) =>
        `const { ${names.replace(/(\w+) as (\w+)/g, '$1: $2')} } = __imports[${need(specifier)}];`,
    )
    .replace(
      /^import \* as (\w+) from "([^"]+)";$/gm,
      (_line, local: string, specifier: string) => `const ${local} = __imports[${need(specifier)}];`,
    )
    .replace(/\bexport const (\w+) =/g, (_match, name: string) => {
      exported.push(name);
      return `const ${name} =`;
    });
  if (/\bimport\b[^(]|\bexport\b/.test(body.replace(/"(?:[^"\\]|\\.)*"/g, '""')))
    throw new Error(`the compiled step ${schemaId} has an import or export the live module cannot take`);
  const code = [
    `// The step ${schemaId} as published in the staff console, compiled by schemas/compileFlow.ts compileStep.`,
    `export const needs = ${JSON.stringify(needs)};`,
    'export default function step(__imports) {',
    body,
    `return { ${['validate', 'schema', 'conditions'].filter((name) => exported.includes(name)).join(', ')} };`,
    '}',
    '',
  ].join('\n');
  return { code, hash: createHash('sha256').update(code).digest('hex').slice(0, 20), needs };
}
