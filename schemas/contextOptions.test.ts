import { describe, expect, it } from 'vitest';
import { contextOptions, flagOrdered, withContextOptions } from './contextOptions';

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

  it('offers a list of choices (type array) its options on its items, each value one of them, those checked ticked', () => {
    const cards = { type: 'array', items: { type: 'string' }, uniqueItems: true, 'x-optionsFrom': 'cardOptions' };
    expect(withContextOptions({ properties: { cards } }, { cardOptions: [visa, master] })).toEqual({
      properties: { cards: { ...cards, items: { type: 'string', oneOf: [visa, master] } } },
    });
    expect(withContextOptions({ properties: { cards } }, { cardOptions: [visa, { ...master, checked: true }] })).toEqual({
      properties: { cards: { ...cards, items: { type: 'string', oneOf: [visa, master] }, default: ['2'] } },
    });
  });

  it('offers nothing without the answer, or for an answer with no list', () => {
    expect(contextOptions(brand, { brandOptions })).toEqual([]);
    expect(contextOptions(brand, { brandOptions, cardType: 'toString' })).toEqual([]);
  });
});

describe('choices a feature flag reorders (x-flagOrder)', () => {
  const jcb = { const: '9', title: 'JCB' };
  const brandCode = {
    type: 'string',
    oneOf: [visa, master, jcb],
    'x-flagOrder': { flag: 'brandCardDisplayPriority', order: ['9', '1'] },
  };

  it('keeps the written order while the flag is off, missing or not a boolean true', () => {
    expect(flagOrdered(brandCode, { flags: { brandCardDisplayPriority: false } })['oneOf']).toEqual([visa, master, jcb]);
    expect(flagOrdered(brandCode, { flags: {} })['oneOf']).toEqual([visa, master, jcb]);
    expect(flagOrdered(brandCode, {})['oneOf']).toEqual([visa, master, jcb]);
    expect(flagOrdered(brandCode, { flags: { brandCardDisplayPriority: 'true' } })['oneOf']).toEqual([visa, master, jcb]);
  });

  it('lists the named values first, in their order, the others after, while the flag is on', () => {
    const on = { flags: { brandCardDisplayPriority: true } };
    expect(flagOrdered(brandCode, on)['oneOf']).toEqual([jcb, visa, master]);
    expect(withContextOptions({ properties: { brandCode } }, on)).toEqual({
      properties: { brandCode: { ...brandCode, oneOf: [jcb, visa, master] } },
    });
  });

  it('orders the options the server offered (x-optionsFrom) too', () => {
    const offered = { ...brand, 'x-flagOrder': { flag: 'brandCardDisplayPriority', order: ['9', '1', '2'] } };
    const context = { brandOptions: { '0': [visa, master, jcb] }, cardType: '0', flags: { brandCardDisplayPriority: true } };
    expect(withContextOptions({ properties: { brandCode: offered } }, context)).toEqual({
      properties: { brandCode: { ...offered, oneOf: [jcb, visa, master] } },
    });
  });
});
