import { describe, expect, it } from 'vitest';
import { cashingSimulationSchemas, cashingSimulationValidators } from '../../../schemas/generated/cashingSimulation';
import { normaliseAnswers, stepProperties, validateAnswers } from '../../../schemas/stepForm';
import { SIMULATIONS } from './simulations';

const messagesOf = (step: keyof typeof cashingSimulationSchemas, answers: Record<string, unknown>): string[] => {
  const schema = cashingSimulationSchemas[step];
  return validateAnswers(cashingSimulationValidators[step], schema, normaliseAnswers(schema, answers), {}, '2026-11-29').map(
    (error) => error.message,
  );
};

describe('the revolving simulation', () => {
  const revo = SIMULATIONS.find((simulation) => simulation.input === '/member/revo/simulation');

  it('asks for a purchase and its monthly payment in its messages, as its labels do, never for a loan', () => {
    expect(revo?.step).toBe('revo');
    const messages = [
      ...messagesOf('revo', {}),
      ...messagesOf('revo', { usage: '0', annualRate: 'abc', monthlyPayment: '2500' }),
      ...messagesOf('revo', { usage: '1000000', annualRate: '15.0', monthlyPayment: '3000' }),
      // Over the Interest Rate Restriction Act's band for a loan of this size: a purchase's fee is no loan.
      ...messagesOf('revo', { usage: '1000000', annualRate: '18.0', monthlyPayment: '10000' }),
    ];
    expect(messages).toEqual(
      expect.arrayContaining([
        'リボ払いにするご利用金額を入力してください。',
        '毎月のお支払い額を入力してください。',
        expect.stringMatching(/^この条件では残高が0円になりません。毎月のお支払い額を[\d,]+円以上にしてください。$/),
      ]),
    );
    expect(messages.filter((message) => /お借入れ|ご返済|キャッシング/.test(message))).toEqual([]);
  });

  it('keeps the cashing step’s fields, and refuses what it refuses outside the loan bands: amounts out of range, a rate over 20 %', () => {
    expect(Object.keys(stepProperties(cashingSimulationSchemas.revo))).toEqual(Object.keys(stepProperties(cashingSimulationSchemas.input)));
    const refused = (step: 'input' | 'revo') => messagesOf(step, { usage: '20000000', annualRate: '25', monthlyPayment: '1500' }).length;
    expect(refused('revo')).toBe(refused('input'));
    expect(refused('revo')).toBeGreaterThan(0);
  });
});
