import { describe, expect, it } from 'vitest';
import { Network } from '../../enums/card';
import { luhnSum } from './cardData';
import { cardNumbersFor } from './cardNumbers';

const key = 'a-test-processor-key-of-enough-length';
const card = { token: 'token-1', network: Network.Visa, card4no: '4821', issuedOn: '2024-05-10' } as const;

describe('the card numbers made for display', () => {
  it("start with the brand's prefix, end with the stored last four digits and pass the Luhn check", () => {
    for (const [network, prefix] of [
      [Network.Visa, '4'],
      [Network.Master, '5'],
      [Network.Jcb, '35'],
    ] as const) {
      for (const last of ['0000', '4821', '9999']) {
        const digits = cardNumbersFor(key, { ...card, network, card4no: last }).number.replace(/ /g, '');
        expect(digits).toMatch(/^[0-9]{16}$/);
        expect(digits.startsWith(prefix)).toBe(true);
        expect(digits.endsWith(last)).toBe(true);
        expect(luhnSum(digits) % 10).toBe(0);
      }
    }
  });

  it("are the same card's every time, another card's under another token or key, with the printed expiry", () => {
    const shown = cardNumbersFor(key, card);
    expect(cardNumbersFor(key, card)).toEqual(shown);
    expect(shown).toMatchObject({
      number: expect.stringMatching(/^\d{4} \d{4} \d{4} 4821$/),
      expiry: '05/29',
      securityCode: expect.stringMatching(/^\d{3}$/),
    });
    expect(cardNumbersFor(key, { ...card, token: 'token-2' }).number).not.toBe(shown.number);
    expect(cardNumbersFor(`${key}-other`, card).number).not.toBe(shown.number);
  });

  it('knows a valid number from one with a digit changed (the Luhn check itself)', () => {
    expect(luhnSum('4111111111111111') % 10).toBe(0);
    expect(luhnSum('4111111111111112') % 10).not.toBe(0);
  });
});
