import { describe, expect, it } from 'vitest';
import { contextOptions, withContextOptions } from './contextOptions';

const visa = { const: '1', title: 'Visa' };
const master = { const: '2', title: 'Mastercard' };
const brand = { type: 'string', 'x-optionsFrom': 'brandOptions', 'x-optionsBy': 'cardType' };
const brandOptions = { '0': [master], '1': [visa, master] };

describe('options a step offers from the server', () => {
  it('takes the list the earlier answer names (x-optionsBy), so another card type offers other brands', () => {
    expect(contextOptions(brand, { brandOptions, cardType: '0' })).toEqual([master]);
    expect(contextOptions(brand, { brandOptions, cardType: '1' })).toEqual([visa, master]);
    expect(withContextOptions({ properties: { brandCode: brand } }, { brandOptions, cardType: '0' })).toEqual({
      properties: { brandCode: { ...brand, oneOf: [master] } },
    });
  });

  it('offers nothing without the answer, or for an answer with no list', () => {
    expect(contextOptions(brand, { brandOptions })).toEqual([]);
    expect(contextOptions(brand, { brandOptions, cardType: 'toString' })).toEqual([]);
  });
});
