import { describe, expect, it } from 'vitest';
import { zipFill, zipTargetsOf } from './zipFill';

const candidate = { prefectureCode: '13', prefecture: '東京都', city: '千代田区', town: '千代田' };

describe('filling the address from a zip code', () => {
  it('writes the whole address into one field when the schema names one', () => {
    expect(zipFill(zipTargetsOf({ addressField: 'homeAddrKanji' }), candidate)).toEqual({ homeAddrKanji: '東京都千代田区千代田' });
  });

  it('writes each part into its own field when the schema names them', () => {
    const targets = zipTargetsOf({
      prefectureField: 'pref',
      cityField: 'city',
      townField: 'town',
      prefectureCodeField: 'prefCode',
      unrelated: 3,
    });
    expect(zipFill(targets, candidate)).toEqual({ pref: '東京都', city: '千代田区', town: '千代田', prefCode: '13' });
  });
});
