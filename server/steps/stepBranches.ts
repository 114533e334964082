import { isObject, type JsonObject } from '../../schemas/resolveSchema';

/**
 * A field a step asks only on one branch of a condition (`if`/`then`/`else`, at the top or in `allOf`): 年収 in
 * `apply/income` is asked unless the job is 主婦・主夫, 在留資格 only when the nationality is not Japanese. Its key
 * names the branch (`allOf-1-then`), so a field asked on both branches with different options is two fields here.
 */
export interface BranchField {
  readonly key: string;
  readonly name: string;
  /** The field's definition inside the branch, the object an edit writes to. */
  readonly property: JsonObject;
}

function branchesOf(node: JsonObject, path: string): { key: string; branch: JsonObject }[] {
  const own = isObject(node['if'])
    ? (['then', 'else'] as const).flatMap((side) => {
        const branch = node[side];
        return isObject(branch) ? [{ key: `${path}${side}`, branch }] : [];
      })
    : [];
  const nested = (Array.isArray(node['allOf']) ? node['allOf'] : []).flatMap((part, index) =>
    isObject(part) ? branchesOf(part, `${path}allOf-${index}-`) : [],
  );
  return [...own, ...nested];
}

/**
 * The fields a branch defines for the page (a title of their own), not the constraints a branch adds to a field the
 * step already asks (household's 家族構成 narrowed for 主婦・主夫): those are the top-level field's.
 */
export function branchFields(schema: JsonObject): BranchField[] {
  return branchesOf(schema, '').flatMap(({ key, branch }) =>
    Object.entries(isObject(branch['properties']) ? branch['properties'] : {}).flatMap(([name, property]) =>
      isObject(property) && typeof property['title'] === 'string' ? [{ key, name, property }] : [],
    ),
  );
}
