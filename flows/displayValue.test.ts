import { describe, expect, it } from 'vitest';
import { applySchemas } from '../schemas/generated/apply';
import { balanceRaiseSchemas } from '../schemas/generated/balanceRaise';
import { stepProperties } from '../schemas/stepForm';
import { displayValue } from './engine';

const property = (step: keyof typeof applySchemas, field: string) => stepProperties(applySchemas[step])[field]!;

describe('confirm-page values read as people write them', () => {
  it('shows a zip code with 〒 and its hyphen', () => {
    expect(displayValue(property('zipcode', 'homeZipCode'), '1000001')).toBe('〒100-0001');
  });

  it.each([
    ['phoneNumber', 'mobNumFull', '09012345678', '090-1234-5678'],
    ['phoneNumber', 'telNumFull', '0312345678', '03-1234-5678'],
    ['workplace', 'comTelNumFull', '0466123456', '0466-12-3456'],
    ['familyCardPhone', 'familyMobNumFull', '08098765432', '080-9876-5432'],
  ] as const)('groups %s.%s by its area code', (step, field, stored, shown) => {
    expect(displayValue(property(step, field), stored)).toBe(shown);
  });

  it('groups a number typed through the telephone widget in any flow, without a hint of its own', () => {
    expect(displayValue(stepProperties(balanceRaiseSchemas.companyInput)['comTelNumFull']!, '0312345678')).toBe('03-1234-5678');
  });

  it('shows the licence expiry year with its era, as the step offered it', () => {
    expect(displayValue(property('licenseNumber', 'licenseExpiryYear'), '2030')).toBe('2030年（令和12年）');
  });
});
