import { describe, expect, it } from 'vitest';
import familyStep from '../../../schemas/apply/familyCardSexType.json';
import applicantStep from '../../../schemas/apply/gender.json';
import { birthDay, familyBirthDay } from '../../../validators/dates';
import { birthYears } from './BirthdayWidget';

// 2026-11-22, the tests' today.
const today = new Date(2026, 10, 22);
const todayText = '2026-11-22';

describe('the birthday widget offers the years its rule accepts (SPEC 5.3, 9)', () => {
  it('reaches 119 years back for a family member (under 120), down to 18', () => {
    const years = birthYears(today, familyStep.properties.familyBirthDay);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1906);
    // The oldest year offered holds a family member of 119 whom the rule accepts; a year older would not.
    expect(familyBirthDay('19061231', { today: todayText }).valid).toBe(true);
    expect(familyBirthDay('19051231', { today: todayText }).valid).toBe(false);
  });

  it('reaches 99 years back for the applicant (under 100)', () => {
    const years = birthYears(today, applicantStep.properties.birthDay);
    expect(years.at(-1)).toBe(1926);
    expect(birthDay('19261231', { today: todayText }).valid).toBe(true);
    expect(birthDay('19251231', { today: todayText }).valid).toBe(false);
  });
});
