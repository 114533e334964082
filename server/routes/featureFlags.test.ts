import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { configWithFlags } from '../../tests/helpers/configWithFlags';

let subject: TestApp;
let switched: TestApp;
const switchedConfig = configWithFlags({ admissionLpSwitch: true });
beforeAll(async () => {
  // Outside demo mode, which opens its own stand-ins for the pages outside the service (routes/demoExternalPages.ts).
  [subject, switched] = await Promise.all([buildTestApp(), buildTestApp({ CONFIG_DIR: switchedConfig, DEMO: '0' })]);
});
afterAll(async () => {
  await Promise.all([subject.close(), switched.close()]);
  rmSync(switchedConfig, { recursive: true, force: true });
});

describe('GET /v1/featureFlg/{name}', () => {
  it('answers an enabled flag from config/featureFlags.json', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/featureFlg/sbIdLinkage' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      resultInfo: { code: 'SUCCESS', codeId: '2000', message: '正常に処理しました。' },
      data: { name: 'sbIdLinkage', enabled: true },
    });
  });

  it('answers a disabled flag as off', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/featureFlg/appIntegrationDay1' });
    expect(response.json().data).toEqual({ name: 'appIntegrationDay1', enabled: false });
  });

  it('answers an unknown flag with 4001, which the browser reads as off', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/featureFlg/noSuchFlag' });
    expect(response.statusCode).toBe(404);
    expect(response.json().resultInfo.codeId).toBe('4001');
  });

  it('does not treat inherited object keys as flags', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/featureFlg/constructor' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a malformed flag name with 400 and codeId 4000', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/featureFlg/%E3%81%82' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.codeId).toBe('4000');
  });

  it('serves the flag map and campaigns as page-level JSON', async () => {
    const flags = await subject.app.inject({ method: 'GET', url: '/feature/production/featureFlags.json' });
    expect(flags.json()).toMatchObject({ sbIdLinkage: true, appIntegrationDay1: false });
    const campaigns = await subject.app.inject({ method: 'GET', url: '/feature/production/campaigns.json' });
    expect(campaigns.json()).toHaveLength(24);
  });
});

describe('GET /api/bff/admissionLanding (the admission landing-page switch)', () => {
  it('names no page while admissionLpSwitch is off: the service top leads to its own application', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/bff/admissionLanding' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ url: null });
  });

  it('names the admission landing page of config/externalPages.json while it is on', async () => {
    const response = await switched.app.inject({ method: 'GET', url: '/api/bff/admissionLanding' });
    expect(response.json().data).toEqual({ url: 'https://www.example.com/card/campaign/admission' });
  });
});
