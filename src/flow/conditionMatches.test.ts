import { describe, expect, it } from 'vitest';
import { conditionMatches } from './conditionMatches';

const employed = { properties: { jobCode: { enum: ['01', '03', '06'] } }, required: ['jobCode'] };

describe('conditionMatches', () => {
  it.each([
    [{ jobCode: '03' }, true],
    [{ jobCode: '09' }, false],
    [{}, false],
  ])('an employed-type condition against %j is %s', (data, expected) => {
    expect(conditionMatches(employed, data)).toBe(expected);
  });

  it('reads const, not, anyOf and allOf the way ajv does', () => {
    const single = { properties: { householdNum: { const: '1' } }, required: ['householdNum'] };
    expect(conditionMatches(single, { householdNum: '1' })).toBe(true);
    expect(conditionMatches({ not: single }, { householdNum: '1' })).toBe(false);
    expect(conditionMatches({ anyOf: [single, employed] }, { jobCode: '01' })).toBe(true);
    expect(conditionMatches({ allOf: [single, employed] }, { jobCode: '01', householdNum: '2' })).toBe(false);
  });

  it('checks type and numeric bounds', () => {
    expect(conditionMatches({ properties: { income: { type: 'integer', minimum: 1 } } }, { income: 0 })).toBe(false);
    expect(conditionMatches({ properties: { income: { type: 'integer', minimum: 1 } } }, { income: 300 })).toBe(true);
    expect(conditionMatches({ properties: { income: { type: 'integer' } } }, { income: '300' })).toBe(false);
  });

  it('matches a pattern as ajv does: a gold campaign code is any character followed by G', () => {
    const goldCampaign = { required: ['campaignCode'], properties: { campaignCode: { type: 'string' as const, pattern: '^.G' } } };
    expect(conditionMatches(goldCampaign, { campaignCode: 'AG01' })).toBe(true);
    expect(conditionMatches(goldCampaign, { campaignCode: 'S1001' })).toBe(false);
    expect(conditionMatches(goldCampaign, { campaignCode: 'G' })).toBe(false);
  });
});
