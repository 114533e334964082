import type { WidgetProps } from '@rjsf/utils';

/** A value another widget sets and the applicant never types (a photo's name on the phone). */
export function HiddenWidget({ id, value }: WidgetProps) {
  return <input type="hidden" id={id} name={id} value={typeof value === 'string' ? value : ''} />;
}
