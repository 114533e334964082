import type { RJSFSchema } from '@rjsf/utils';

type Node = RJSFSchema | boolean;

/**
 * Whether `data` satisfies a condition subschema (an `if` of a step schema), for RJSF to decide which conditional
 * fields to draw. The precompiled step validator has no function per subschema, and the page may not compile one
 * (no `new Function` under the CSP), so the keywords conditions use are read here: const, enum, not, required,
 * properties, allOf, anyOf, oneOf, type, minimum/maximum, pattern. Validation itself always runs the compiled validator.
 */
export function conditionMatches(schema: Node, data: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  if ('const' in schema && !sameValue(schema.const, data)) return false;
  if (schema.enum && !schema.enum.some((v) => sameValue(v, data))) return false;
  if (schema.not !== undefined && conditionMatches(schema.not, data)) return false;
  if (schema.allOf && !schema.allOf.every((s) => conditionMatches(s, data))) return false;
  if (schema.anyOf && !schema.anyOf.some((s) => conditionMatches(s, data))) return false;
  if (schema.oneOf && schema.oneOf.filter((s) => conditionMatches(s, data)).length !== 1) return false;
  if (schema.type !== undefined && !matchesType(schema.type, data)) return false;
  // ajv reads `pattern` as a Unicode regular expression; so does this (a RegExp, not generated code).
  if (typeof data === 'string' && typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(data)) return false;
  if (typeof data === 'number') {
    if (typeof schema.minimum === 'number' && data < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && data > schema.maximum) return false;
  }
  if (isObject(data)) {
    if (schema.required && !schema.required.every((key) => data[key] !== undefined)) return false;
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (data[key] !== undefined && !conditionMatches(sub, data[key])) return false;
    }
  }
  return true;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function matchesType(type: RJSFSchema['type'], data: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => {
    switch (t) {
      case 'string':
        return typeof data === 'string';
      case 'number':
        return typeof data === 'number';
      case 'integer':
        return Number.isInteger(data);
      case 'boolean':
        return typeof data === 'boolean';
      case 'object':
        return isObject(data);
      case 'array':
        return Array.isArray(data);
      case 'null':
        return data === null;
      default:
        return true;
    }
  });
}
