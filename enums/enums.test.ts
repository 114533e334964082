import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryOf,
  isCode,
  isLicenseCommissionCode,
  LICENSE_COMMISSION_LABELS,
  LicenseHoyuType,
  Prefecture,
  PREFECTURE_LABELS,
  prefectureOfAddress,
  RESIDENCE_EXPIRY_MAX_MONTHS,
  RESIDENCE_STATUS_LABELS,
  residenceExpiryRequired,
  residenceNoticeLevel,
  ResidenceStatus,
  Sex,
  SEX_LABELS,
  toOneOf,
} from './index.js';

describe('code tables', () => {
  it('lists the 47 prefectures with codes 01 to 47', () => {
    expect(Object.values(Prefecture)).toEqual(Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(PREFECTURE_LABELS['13']).toBe('東京都');
  });

  it('finds the prefecture an address starts with, telling 京都府 from 東京都', () => {
    expect(prefectureOfAddress('京都府京都市')).toBe('26');
    expect(prefectureOfAddress('東京都千代田区')).toBe('13');
    expect(prefectureOfAddress('京都市左京区')).toBeUndefined();
  });

  it('lists the 34 residence statuses in Japanese and English', () => {
    expect(Object.values(ResidenceStatus)).toHaveLength(34);
    expect(RESIDENCE_STATUS_LABELS['30']).toEqual({ ja: '永住者', en: 'Permanent Resident' });
  });

  it('requires a residence expiry except for diplomat, official, highly skilled 2 and permanent statuses', () => {
    expect(['01', '02', '08', '30', '34'].map((s) => residenceExpiryRequired(s as ResidenceStatus))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(residenceExpiryRequired('26')).toBe(true);
  });

  it('takes the 5 years 3 months reading for the residence expiry', () => {
    expect(RESIDENCE_EXPIRY_MAX_MONTHS).toBe(63);
  });

  it('alerts on an expired residence document and cautions otherwise', () => {
    expect(residenceNoticeLevel('40')).toBe('alert');
    expect(residenceNoticeLevel('21')).toBe('caution');
    expect(residenceNoticeLevel('00')).toBe('none');
  });

  it('takes the application reading of the licence status: 0 means none', () => {
    expect(LicenseHoyuType.None).toBe('0');
    expect(LicenseHoyuType.DrivingHistoryCertificate).toBe('2');
  });

  it('knows the 51 licence commission codes and no others', () => {
    expect(Object.keys(LICENSE_COMMISSION_LABELS)).toHaveLength(51);
    expect(isLicenseCommissionCode('30')).toBe(true);
    expect(isLicenseCommissionCode('31')).toBe(false);
    expect(isLicenseCommissionCode('00')).toBe(false);
  });

  it('builds the country list from the package without Kosovo, with Taiwan by its alias and Japan first', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES[0]?.code).toBe('JP');
    expect(countryOf('XK')).toBeUndefined();
    expect(countryOf('TW')).toEqual({ code: 'TW', ja: '台湾', en: 'Taiwan' });
    expect(COUNTRIES.every((c) => c.ja !== '' && c.en !== '' && /^[A-Z]{2}$/.test(c.code))).toBe(true);
  });

  it('gives select options with the Japanese label as title', () => {
    expect(toOneOf(Sex, SEX_LABELS)).toEqual([
      { const: '1', title: '男性' },
      { const: '2', title: '女性' },
    ]);
    expect(isCode(Sex, '2')).toBe(true);
    expect(isCode(Sex, '3')).toBe(false);
  });
});
