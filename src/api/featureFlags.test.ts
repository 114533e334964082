import { describe, expect, it } from 'vitest';
import { admissionLandingUrl, isFeatureOn } from './featureFlags';

const answering = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

describe('feature flag lookup', () => {
  it('is on when the server says enabled', async () => {
    expect(await isFeatureOn('colourDesign', answering(200, { data: { enabled: true } }))).toBe(true);
  });
  it('is off when the server says disabled', async () => {
    expect(await isFeatureOn('colourDesign', answering(200, { data: { enabled: false } }))).toBe(false);
  });
  it('is off when the flag is unknown', async () => {
    expect(await isFeatureOn('colourDesign', answering(404, { resultInfo: { codeId: '4001' } }))).toBe(false);
  });
  it('is off when the network fails', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await isFeatureOn('colourDesign', failing)).toBe(false);
  });
  it('is off when the body is not the expected shape', async () => {
    expect(await isFeatureOn('colourDesign', answering(200, { data: { enabled: 'yes' } }))).toBe(false);
  });
});

describe('admission landing page lookup', () => {
  it('is the page the server names while the switch is on', async () => {
    const url = 'https://www.example.com/card/campaign/admission';
    expect(await admissionLandingUrl(answering(200, { data: { url } }))).toBe(url);
  });
  it('is none while the switch is off', async () => {
    expect(await admissionLandingUrl(answering(200, { data: { url: null } }))).toBeNull();
  });
  it('is none when the server fails or names no https page', async () => {
    expect(await admissionLandingUrl(answering(500, {}))).toBeNull();
    expect(await admissionLandingUrl(answering(200, { data: { url: 'javascript:alert(1)' } }))).toBeNull();
  });
});
