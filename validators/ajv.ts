import Ajv, { _, Name, type AnySchema, type KeywordCxt, type KeywordDefinition, type KeywordErrorDefinition, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { CROSS_PARAMS, CROSS_TARGET, type CrossKeyword, crossRules, type FieldKeyword, fieldRules, RULE_MODULES } from './ajvRuntime.js';

/**
 * ajv adapters for the rules: one keyword per rule, thin over the functions of ./ajvRuntime.ts.
 *
 * Standalone-safe by construction: every keyword is a `code` keyword whose generated code calls a function held
 * in a scope value with both a `ref` (used when ajv compiles at run time) and a `code` expression
 * `__cardRules.field.<rule>` / `__cardRules.cross.<rule>` (used in standalone modules, where `standaloneModule`
 * imports by name the rules the code calls, from the modules that hold them, and gathers them as `__cardRules`).
 * Nothing is compiled with `new Function` in the browser.
 *
 * Server-only / build-only: this file imports the ajv compiler. The browser imports generated modules, which
 * import the rule modules only (validators/ajvRules/, ./ajvPhoneRuntime.ts).
 */

export const RUNTIME_IDENTIFIER = '__cardRules';
const RUNTIME = new Name(RUNTIME_IDENTIFIER);
const THIS = new Name('this');

/** The Japanese message and key come from the rule's result at run time. */
const ruleError: KeywordErrorDefinition = {
  message: ({ params }) => _`${params.message}`,
  params: ({ params }) => _`{messageKey: ${params.messageKey}}`,
};

type Schema = Readonly<Record<string, unknown>>;
const asSchema = (x: unknown): Schema => (typeof x === 'object' && x !== null ? (x as Schema) : {});

function titleOf(schema: unknown): string {
  const title = asSchema(schema).title;
  return typeof title === 'string' ? title : '';
}

/** Options a field keyword's value may carry besides `true`. */
const FIELD_OPTIONS: Partial<Record<FieldKeyword, Schema>> = {
  companyNameKanji: { maxLength: { type: 'integer', minimum: 1 } },
  companyNameKana: { maxLength: { type: 'integer', minimum: 1 } },
  schoolName: { maxLength: { type: 'integer', minimum: 1 } },
};

function fieldKeyword(keyword: FieldKeyword): KeywordDefinition {
  const options = FIELD_OPTIONS[keyword];
  return {
    keyword,
    schemaType: options ? ['boolean', 'object'] : 'boolean',
    metaSchema: options
      ? { anyOf: [{ type: 'boolean' }, { type: 'object', properties: options, additionalProperties: false }] }
      : { type: 'boolean' },
    error: ruleError,
    code(cxt: KeywordCxt) {
      const { gen, data, schema, schemaCode, parentSchema } = cxt;
      if (schema === false) return;
      const fn = gen.scopeValue('keyword', {
        ref: fieldRules[keyword],
        key: `field:${keyword}`,
        code: _`${RUNTIME}.field.${new Name(keyword)}`,
      });
      const result = gen.const('result', _`${fn}(${data}, ${schemaCode}, ${titleOf(parentSchema)}, ${THIS})`);
      gen.if(_`!${result}.valid`, () => cxt.error(false, { messageKey: _`${result}.messageKey`, message: _`${result}.message` }));
    },
  };
}

function crossKeyword(keyword: CrossKeyword): KeywordDefinition {
  const { required, optional } = CROSS_PARAMS[keyword];
  const propertyName =
    keyword === 'cashingHopeAmount' || keyword === 'shoppingAmount' ? { type: ['string', 'number'] } : { type: 'string' };
  const properties = Object.fromEntries(
    [...required, ...optional].map((p) => [p, p === 'limit' ? propertyName : { type: 'string', minLength: 1 }]),
  );
  return {
    keyword,
    type: 'object',
    schemaType: 'object',
    metaSchema: { type: 'object', required: [...required], properties, additionalProperties: false },
    error: ruleError,
    code(cxt: KeywordCxt) {
      const { gen, data, schema, schemaCode, parentSchema } = cxt;
      const target = asSchema(schema)[CROSS_TARGET[keyword]];
      const targetName = typeof target === 'string' ? target : '';
      const label = titleOf(asSchema(asSchema(parentSchema).properties)[targetName]);
      const fn = gen.scopeValue('keyword', {
        ref: crossRules[keyword],
        key: `cross:${keyword}`,
        code: _`${RUNTIME}.cross.${new Name(keyword)}`,
      });
      const result = gen.const('result', _`${fn}(${data}, ${schemaCode}, ${label}, ${THIS})`);
      gen.if(_`!${result}.valid`, () =>
        cxt.error(
          false,
          { messageKey: _`${result}.messageKey`, message: _`${result}.message` },
          // ajv turns a plain property name into the JSON-pointer segment, so the error lands on the field the user fixes.
          { instancePath: targetName as unknown as ReturnType<typeof _> },
        ),
      );
    },
  };
}

export const FIELD_KEYWORDS = Object.keys(fieldRules) as FieldKeyword[];
export const CROSS_KEYWORDS = Object.keys(crossRules) as CrossKeyword[];

/** Registers every rule keyword on an ajv instance. */
export function addCardKeywords(ajv: Ajv): Ajv {
  for (const keyword of FIELD_KEYWORDS) ajv.addKeyword(fieldKeyword(keyword));
  for (const keyword of CROSS_KEYWORDS) ajv.addKeyword(crossKeyword(keyword));
  return ajv;
}

export interface CreateAjvOptions {
  /** Keep generated source for `standaloneModule` (build time). */
  readonly standalone?: boolean;
  /** Further ajv options, e.g. `strictSchema: false` for schemas that carry `ui:` hints. */
  readonly ajv?: Options;
}

/**
 * The project's ajv: all errors (ajv-errors needs them), passContext (so `validate.call({ today, now }, data)`
 * reaches the date keywords), ajv-formats, ajv-errors (`errorMessage`) and every rule keyword.
 */
export function createAjv(options: CreateAjvOptions = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    passContext: true,
    messages: true,
    ...options.ajv,
    code: { ...options.ajv?.code, source: options.standalone === true || options.ajv?.code?.source === true, esm: true },
  });
  addFormats(ajv);
  ajvErrors(ajv);
  addCardKeywords(ajv);
  return ajv;
}

export interface StandaloneOptions {
  /**
   * Import specifier of validators/ajvRuntime as seen from the generated file, e.g. '../../validators/ajvRuntime.ts':
   * the rule modules' are found beside it (`RULE_MODULES`), with the same extension or none.
   */
  readonly runtimeImport: string;
}

/** The module of `RULE_MODULES` that exports, under the keyword's name, the very function the keyword's table holds. */
function ruleModuleOf(keyword: string): string {
  const rule: unknown = (fieldRules as Record<string, unknown>)[keyword] ?? (crossRules as Record<string, unknown>)[keyword];
  const found = Object.entries(RULE_MODULES).find(
    ([, rules]) => rule !== undefined && (rules as Record<string, unknown>)[keyword] === rule,
  );
  if (!found)
    throw new Error(`no module of validators/ajvRuntime.ts RULE_MODULES exports the rule of the keyword ${keyword} under its name`);
  return found[0];
}

/**
 * The imports of the rules `body` calls, each by name from its module, and `__cardRules` gathering them, so a
 * step's module imports its own rules and no table of all of them (issue 33).
 */
function ruleImports(body: string, runtimeImport: string): string[] {
  const called = { field: new Set<string>(), cross: new Set<string>() };
  for (const [, kind, keyword] of body.matchAll(new RegExp(`\\b${RUNTIME_IDENTIFIER}\\.(field|cross)\\.(\\w+)`, 'g'))) {
    called[kind as keyof typeof called].add(keyword!);
  }
  const local = (keyword: string): string => `__rule_${keyword}`;
  const byModule = new Map<string, string[]>();
  for (const keyword of [...called.field, ...called.cross].sort()) {
    const module = ruleModuleOf(keyword);
    byModule.set(module, [...(byModule.get(module) ?? []), keyword]);
  }
  if (byModule.size === 0) return [];
  const members = (keywords: ReadonlySet<string>): string =>
    [...keywords]
      .sort()
      .map((keyword) => `${keyword}: ${local(keyword)}`)
      .join(', ');
  return [
    ...[...byModule].map(
      ([module, keywords]) =>
        `import { ${keywords.map((keyword) => `${keyword} as ${local(keyword)}`).join(', ')} } from ${JSON.stringify(runtimeImport.replace(/ajvRuntime(?=(\.[jt]s)?$)/, module))};`,
    ),
    `const ${RUNTIME_IDENTIFIER} = { field: { ${members(called.field)} }, cross: { ${members(called.cross)} } };`,
  ];
}

/**
 * ajv's standalone output still `require`s its runtime helpers (ucs2length, equal, ajv-formats' formats) even with
 * `code.esm` (ajv-formats issue #68). Each require becomes an ESM import; `__cjs` picks the CommonJS exports object
 * whether the importer is Node (namespace.default is module.exports) or a bundler (namespace is the exports).
 */
function esmifyRequires(source: string): { imports: string; body: string } {
  const specifiers = new Map<string, string>();
  const body = source.replace(/require\((["'`])([^"'`]+)\1\)/g, (_m, _q: string, spec: string) => {
    const withExt = /\.[cm]?js$/.test(spec) || !spec.includes('/') ? spec : `${spec}.js`;
    let local = specifiers.get(withExt);
    if (!local) {
      local = `__req${specifiers.size}`;
      specifiers.set(withExt, local);
    }
    return local;
  });
  if (specifiers.size === 0) return { imports: '', body };
  const lines = [...specifiers].map(
    ([spec, local], i) => `import * as __ns${i} from ${JSON.stringify(spec)};\nconst ${local} = __cjs(__ns${i});`,
  );
  const helper = 'const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);';
  return { imports: `${helper}\n${lines.join('\n')}\n`, body };
}

/**
 * Standalone ESM source exporting one validate function per entry of `schemas` (export name → schema). The module
 * imports the rules its code calls (`ruleImports`) and evaluates no code at run time.
 */
export function standaloneModule(
  schemas: Readonly<Record<string, AnySchema>>,
  options: StandaloneOptions,
  ajvOptions: Options = {},
): string {
  const ajv = createAjv({ standalone: true, ajv: ajvOptions });
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const id = `card:${name}`;
    ajv.addSchema(schema, id);
    refs[name] = id;
  }
  const source = standaloneCode(ajv, refs);
  const { imports, body } = esmifyRequires(source.replace(/^"use strict";/, ''));
  return [
    '// Generated by validators/ajv.ts standaloneModule(): do not edit.',
    '"use strict";',
    ...ruleImports(body, options.runtimeImport),
    imports + body,
  ].join('\n');
}
