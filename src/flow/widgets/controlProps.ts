import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../fieldIds';

/** The accessibility attributes every control carries: required, invalid, and what describes it. */
export function controlProps({ id, required, rawErrors, schema, disabled, readonly }: WidgetProps) {
  const hasError = (rawErrors?.length ?? 0) > 0;
  return {
    id,
    name: id,
    disabled: disabled || readonly,
    'aria-required': required || undefined,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy(id, typeof schema.description === 'string', hasError),
  } as const;
}

/** RJSF holds a cleared field as undefined so `required` catches it. */
export const emptyToUndefined = (value: string): string | undefined => (value === '' ? undefined : value);

export function stringOption(options: WidgetProps['options'], key: string): string | undefined {
  const value: unknown = options[key];
  return typeof value === 'string' ? value : undefined;
}
