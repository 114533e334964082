import { describe, expect, it } from 'vitest';
import { residenceNotices, restrictionBanner, topNotices } from './memberTopState';

const calm = { contact_warning: false, family_credit_pending: false, residence_document_status: '10', residence_deleted: false };

describe('the member top’s banners and notices', () => {
  it('maps each SPEC 4 usage restriction to its SPEC 8.3 banner, and a stopped card to the suspension banner first', () => {
    expect(
      ['00', '01', '02', '03', '05'].map((usage) => restrictionBanner({ card_status: '0', usage_restriction: usage as '00' })),
    ).toEqual([null, 'all', 'online', 'overseas', 'onlineAndOverseas']);
    expect(restrictionBanner({ card_status: '3', usage_restriction: '02' })).toBe('suspended');
    expect(restrictionBanner({ card_status: '9', usage_restriction: '00' })).toBeNull();
  });

  it('shows nothing for a member with nothing to do', () => {
    expect(topNotices(calm, { activated: true, daiko_cd: '0' }, 'paying')).toEqual([]);
  });

  it('puts money first, then the card to activate, then what the member must send or check', () => {
    expect(
      topNotices(
        { contact_warning: true, family_credit_pending: true, residence_document_status: '92', residence_deleted: false },
        { activated: false, daiko_cd: '1' },
        'unpaid',
      ),
    ).toEqual(['paymentUnpaid', 'goldCardActivation', 'residenceCleansing', 'contactWarning', 'familyCreditRegistration']);
    expect(topNotices(calm, { activated: false, daiko_cd: '0' }, 'paid')).toEqual(['paymentPaid', 'cardActivation']);
  });

  it('asks for a new residence card, and nothing about the old one, once the lapsed card was removed', () => {
    const removed = { ...calm, residence_document_status: '40', residence_deleted: true };
    expect(topNotices(removed, { activated: true, daiko_cd: '0' }, 'paying')).toEqual(['residenceDeleted']);
  });

  it.each([
    ['00', []],
    ['10', []],
    ['20', ['residenceRenew']],
    ['30', ['residenceRenewPromptly']],
    ['40', ['residenceExpired']],
    ['11', ['residenceImageUnclear']],
    ['12', ['residenceMismatch']],
    ['13', ['residenceDeficiency']],
    ['41', ['residenceExpired', 'residenceImageUnclear']],
    ['92', ['residenceCleansing']],
  ])('says residence-document status %s as the SPEC 8.3 notices %j', (status, notices) => {
    expect(residenceNotices(status)).toEqual(notices);
  });
});
