import { describe, expect, it } from 'vitest';
import { partsOf, valueOf } from './BirthdayWidget';
import { yearWithEra } from '../../../validators/japaneseEra';

describe('the birthday year with its era', () => {
  it.each([
    [1990, '1990年（平成2年）'],
    [1975, '1975年（昭和50年）'],
    [2008, '2008年（平成20年）'],
    [1989, '1989年（昭和64年・平成元年）'],
    [2019, '2019年（平成31年・令和元年）'],
  ])('%i reads %s', (year, label) => {
    expect(yearWithEra(year)).toBe(label);
  });

  it('keeps the answer as the 8-digit date and splits it back', () => {
    expect(valueOf({ year: '1990', month: '4', day: '1' })).toBe('19900401');
    expect(valueOf({ year: '1990', month: '', day: '1' })).toBeUndefined();
    expect(partsOf('19900401')).toEqual({ year: '1990', month: '4', day: '1' });
    expect(partsOf('1990-04')).toEqual({ year: '', month: '', day: '' });
  });
});
