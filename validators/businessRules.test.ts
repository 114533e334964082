import { describe, expect, it } from 'vitest';
import {
  canApplyGold,
  defaultCardType,
  isGoldApplication,
  isRegularSetComplete,
  kycStatus,
  partnerRoute,
  residenceStepExtra,
  skipBankTransferStep,
} from './businessRules.js';

describe('business rules of SPEC 4', () => {
  it('maps a completed partner KYC whatever the case of its type', () => {
    expect(kycStatus({ completed: true, kycType: 'bank' })).toBe('kyc');
    expect(kycStatus({ completed: true, kycType: 'ekyc' })).toBe('eKYC');
    expect(kycStatus(null)).toBe('none');
  });

  it('recognises a gold campaign by a G in second place', () => {
    expect(isGoldApplication({ goldBrand: false, campaignCode: 'SG01' })).toBe(true);
    expect(isGoldApplication({ goldBrand: false, campaignCode: 'G1' })).toBe(false);
  });

  it('names no partner route for a lower-case s', () => {
    expect(partnerRoute('s123')).toBeNull();
    expect(partnerRoute(undefined)).toBeNull();
  });

  it('does not skip the bank step when the kana names are missing', () => {
    expect(skipBankTransferStep({ accountKanaName: '\u3000', lastNameKana: '', firstNameKana: '' })).toBe(false);
  });

  it('adds no residence steps when the expiry is not needed, whatever the card back says', () => {
    expect(residenceStepExtra({ expiryNeeded: false, addressOnBack: true })).toBe(0);
  });

  it('defaults to regular for a user holding nothing', () => {
    expect(defaultCardType({ choseGold: false, holdsGold: false, holdsRegular: false })).toBe('0');
  });

  it('refuses gold when the owned cards are unknown', () => {
    expect(canApplyGold({})).toBe(false);
  });

  it('calls the regular set complete only with Visa, Mastercard and JCB', () => {
    expect(isRegularSetComplete({ ownedRegularBrands: ['1', '2', '9'] })).toBe(true);
    expect(isRegularSetComplete({ ownedRegularBrands: ['1', '2'] })).toBe(false);
  });
});
