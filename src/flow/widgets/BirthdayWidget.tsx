import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { FAMILY_AGE_LIMIT, MAIN_AGE_LIMIT, MIN_AGE } from '../../../validators/dates';
import { flowMessages } from '../messages';
import { controlProps } from './controlProps';
import { yearWithEra } from '../../../validators/japaneseEra';

interface Parts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
}

/** The answer is the 8-digit date of SPEC 5.3 (YYYYMMDD); until all three parts are chosen it is empty. */
export function partsOf(value: unknown): Parts {
  const match = typeof value === 'string' ? /^(\d{4})(\d{2})(\d{2})$/.exec(value) : null;
  return match ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) } : { year: '', month: '', day: '' };
}

export function valueOf({ year, month, day }: Parts): string | undefined {
  if (!year || !month || !day) return undefined;
  return `${year}${month.padStart(2, '0')}${day.padStart(2, '0')}`;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Years a person can be born in, newest first: 18 up to the age limit of the field's rule (SPEC 5.3: the applicant
 * under 100, a family member under 120). The oldest year is the limit's: someone born then is still under it until
 * their birthday.
 */
export function birthYears(today: Date, schema: unknown): number[] {
  const now = today.getFullYear();
  const family = typeof schema === 'object' && schema !== null && (schema as Record<string, unknown>)['familyBirthDay'] === true;
  return range(now - (family ? FAMILY_AGE_LIMIT : MAIN_AGE_LIMIT), now - MIN_AGE).reverse();
}

function daysIn(year: string, month: string): number {
  if (!month) return 31;
  return new Date(Number(year || 2000), Number(month), 0).getDate();
}

/** 年/月/日 as three selects, the era beside each year ("1990年（平成2年）"). */
export function BirthdayWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const aria = controlProps(props);
  const update = (next: Partial<Parts>) => {
    const merged = { ...parts, ...next };
    const clamped = merged.day && Number(merged.day) > daysIn(merged.year, merged.month) ? { ...merged, day: '' } : merged;
    setParts(clamped);
    onChange(valueOf(clamped));
  };
  const common = {
    'aria-required': aria['aria-required'],
    'aria-invalid': aria['aria-invalid'],
    'aria-describedby': aria['aria-describedby'],
    disabled: aria.disabled,
    onBlur: () => onBlur(id, value),
  };
  return (
    <div className="birthday">
      <label className="birthday__part birthday__part--year">
        <select
          {...common}
          id={id}
          className="select"
          value={parts.year}
          onChange={(e) => update({ year: e.target.value })}
          autoComplete="bday-year"
        >
          <option value="">{flowMessages.selectPlaceholder}</option>
          {birthYears(new Date(), props.schema).map((y) => (
            <option key={y} value={String(y)}>
              {yearWithEra(y)}
            </option>
          ))}
        </select>
        <span className="visually-hidden">{flowMessages.year}</span>
      </label>
      <label className="birthday__part">
        <select
          {...common}
          id={`${id}__month`}
          className="select"
          value={parts.month}
          onChange={(e) => update({ month: e.target.value })}
          autoComplete="bday-month"
        >
          <option value="">--</option>
          {range(1, 12).map((m) => (
            <option key={m} value={String(m)}>
              {m}
            </option>
          ))}
        </select>
        <span>{flowMessages.month}</span>
      </label>
      <label className="birthday__part">
        <select
          {...common}
          id={`${id}__day`}
          className="select"
          value={parts.day}
          onChange={(e) => update({ day: e.target.value })}
          autoComplete="bday-day"
        >
          <option value="">--</option>
          {range(1, daysIn(parts.year, parts.month)).map((d) => (
            <option key={d} value={String(d)}>
              {d}
            </option>
          ))}
        </select>
        <span>{flowMessages.day}</span>
      </label>
    </div>
  );
}
