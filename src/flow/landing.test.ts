import { describe, expect, it } from 'vitest';
import { landingOf } from './landing';

describe('the apply landing query', () => {
  it('takes the campaign code, the shop id and the advertising parameters (utm_* and advertisingId) as ad data', () => {
    expect(landingOf('?campaignCode=S1001&shopId=SB0042&utm_source=carrier&utm_campaign=spring&advertisingId=ad-123&ref=x')).toEqual({
      campaignCode: 'S1001',
      shopId: 'SB0042',
      adData: { utm_source: 'carrier', utm_campaign: 'spring', advertisingId: 'ad-123' },
    });
  });

  it('leaves out malformed values, which the server would refuse', () => {
    expect(landingOf(`?campaignCode=S-1001&shopId=SB%2042&advertisingId=${'a'.repeat(37)}&utm_source=`)).toEqual({});
  });

  it('is empty without landing parameters', () => {
    expect(landingOf('')).toEqual({});
  });
});
