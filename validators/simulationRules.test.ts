import { describe, expect, it } from 'vitest';
import { annualRate, repaymentPlan } from './simulationRules';

const field = '実質年率';

describe('the simulation’s rate and payment rules', () => {
  it('accepts a rate up to the Interest Rate Restriction Act’s ceiling for the amount, typed full-width too', () => {
    expect(annualRate('18.0', { field, principal: '500000' }).valid).toBe(true);
    expect(annualRate('１８．０', { field, principal: '500000' }).valid).toBe(true);
    expect(annualRate('20', { field, principal: '99999' }).valid).toBe(true);
  });

  it('refuses a rate over the ceiling, naming the band and the ceiling', () => {
    expect(annualRate('18.0', { field, principal: '1000000' })).toMatchObject({
      valid: false,
      message: 'お借入れ金額が100万円以上の場合、実質年率は15%以下で入力してください（利息制限法）。',
    });
    expect(annualRate('18.5', { field, principal: '100000' })).toMatchObject({
      valid: false,
      message: 'お借入れ金額が10万円以上100万円未満の場合、実質年率は18%以下で入力してください（利息制限法）。',
    });
  });

  it('refuses a rate that is not a number from 0.01 to 20.00', () => {
    for (const value of ['0', '20.01', '18.005', 'abc', '', 18]) expect(annualRate(value, { field }).valid, String(value)).toBe(false);
  });

  it('refuses a payment that never pays the loan off, naming the smallest that does', () => {
    expect(repaymentPlan('12000', { field: '毎月のご返済額', principal: '1000000', rate: '15' })).toMatchObject({
      valid: false,
      message: expect.stringMatching(/^この条件では残高が0円になりません。毎月のご返済額を[\d,]+円以上にしてください。$/),
    });
    expect(repaymentPlan('30000', { field: '毎月のご返済額', principal: '1000000', rate: '15' }).valid).toBe(true);
  });

  it('leaves a missing or malformed amount or rate to the fields’ own rules', () => {
    expect(repaymentPlan('3000', { principal: '', rate: '18' }).valid).toBe(true);
    expect(repaymentPlan('3000', { principal: '100000', rate: 'x' }).valid).toBe(true);
    expect(repaymentPlan('3000', { principal: '1000000', rate: '18', rateBand: '1000000' }).valid).toBe(true);
  });

  it('holds a purchase’s fee to 20 % alone: no loan band, so 18 % on 1,000,000 yen is a rate to pay off, or not', () => {
    expect(annualRate('18.0', { field }).valid).toBe(true);
    expect(repaymentPlan('10000', { field: '毎月のお支払い額', principal: '1000000', rate: '18' })).toMatchObject({
      valid: false,
      message: expect.stringMatching(/^この条件では残高が0円になりません。毎月のお支払い額を[\d,]+円以上にしてください。$/),
    });
  });
});
