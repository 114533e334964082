import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { billingMonthLabel } from '../../../validators/statementRow';
import { statementMessages as text } from './messages';

interface MonthPickerProps {
  readonly months: readonly string[];
  readonly current: string;
  readonly pathOf: (billingMonth: string) => string;
}

/** Another month of the same list: chosen, then shown with the button (never on change, which would move a keyboard user away). */
export function MonthPicker({ months, current, pathOf }: MonthPickerProps) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(pathOf(chosen));
  };
  return (
    <form className="month-picker" onSubmit={submit}>
      <label htmlFor="month-picker">{text.monthPicker}</label>
      <div className="month-picker__row">
        <select id="month-picker" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {months.map((month) => (
            <option key={month} value={month}>
              {billingMonthLabel(month)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          {text.showMonth}
        </button>
      </div>
    </form>
  );
}
