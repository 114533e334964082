import type { WidgetProps } from '@rjsf/utils';
import { tokyoToday } from '../../../validators/calendar';
import { flowMessages } from '../messages';
import { controlProps, emptyToUndefined } from './controlProps';
import { yearWithEra } from '../../../validators/japaneseEra';

/**
 * The year a document expires, as a native select with the era beside each year ("2029年（令和11年）"): a driving
 * licence prints its expiry in the era. The years run from this year (Tokyo) for `ui:options.years` years; a saved
 * year outside them stays listed, so a draft shows what it holds and the rule says what is wrong with it.
 */
export function ExpiryYearWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  const first = Number(tokyoToday(new Date()).slice(0, 4));
  const count = typeof options['years'] === 'number' ? options['years'] : 1;
  const years = Array.from({ length: count }, (_, index) => String(first + index));
  const saved = typeof value === 'string' && /^[0-9]{4}$/.test(value) ? value : '';
  if (saved && !years.includes(saved)) years.unshift(saved);
  return (
    <select
      {...controlProps(props)}
      className="select"
      value={saved}
      onChange={(event) => onChange(emptyToUndefined(event.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{flowMessages.selectPlaceholder}</option>
      {years.map((year) => (
        <option key={year} value={year}>
          {yearWithEra(Number(year))}
        </option>
      ))}
    </select>
  );
}
