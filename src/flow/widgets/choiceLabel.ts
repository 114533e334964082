import type { EnumOptionsType, RJSFSchema, Registry } from '@rjsf/utils';

/**
 * A choice's label. A conditional branch can narrow a code-table field to a plain `enum` (a homemaker's family
 * structure: married only), and RJSF's merged schema then has values without titles; the titles stay in the
 * step's own `oneOf`, so they are read from there.
 */
export function choiceLabels(
  options: readonly EnumOptionsType<RJSFSchema>[],
  registry: Registry,
  name: string,
): { value: unknown; label: string }[] {
  const property: unknown = registry.rootSchema.properties?.[name];
  const oneOf: unknown = typeof property === 'object' && property !== null ? (property as RJSFSchema).oneOf : undefined;
  const titles = new Map<unknown, string>();
  if (Array.isArray(oneOf)) {
    for (const option of oneOf) {
      if (typeof option === 'object' && option !== null && 'const' in option && typeof option.title === 'string')
        titles.set(option.const, option.title);
    }
  }
  return options.map((option) => ({ value: option.value, label: titles.get(option.value) ?? option.label }));
}
