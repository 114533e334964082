import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';
import { startSession } from '../../sessions/sessionStore';
import { logInApplicant } from '../../apply/testing/applicant';

/** A built front end in miniature, with the manifest Vite writes: what the flow page needs, chunk by chunk. */
const manifest = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true },
  'src/pages/allocation/AllocationPage.tsx': { file: 'assets/AllocationPage-1.js', imports: ['_runtime-1.js'] },
  'src/flow/FlowPage.tsx': { file: 'assets/FlowPage-1.js', imports: ['_runtime-1.js', '_form-engine-1.js'], css: ['assets/flow-1.css'] },
  'src/flow/pages/FormPage.tsx': { file: 'assets/FormPage-1.js', imports: ['_form-engine-1.js'] },
  '_form-engine-1.js': { file: 'assets/form-engine-1.js', name: 'form-engine', css: ['assets/form-engine-1.css'] },
  '_flow-apply-1.js': { file: 'assets/flow-apply-1.js', name: 'flow-apply', imports: ['_apply-rules-1.js'] },
  'src/flow/flowForms.ts': { file: 'assets/flowForms-1.js', imports: ['_runtime-1.js'] },
  '_steps-apply-1.js': { file: 'assets/steps-apply-1.js', name: 'steps-apply' },
  '_step-apply-acceptPermission-1.js': {
    file: 'assets/step-apply-acceptPermission-1.js',
    name: 'step-apply-acceptPermission',
    imports: ['_apply-rules-1.js'],
  },
  '_step-apply-attribute-1.js': { file: 'assets/step-apply-attribute-1.js', name: 'step-apply-attribute', imports: ['_apply-rules-1.js'] },
  '_apply-rules-1.js': { file: 'assets/apply-rules-1.js', name: 'apply-rules' },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
};

let dist = '';
let subject: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'card-web-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><script nonce="__CSP_NONCE__" type="module" src="/assets/index-1.js"></script></head><body></body></html>',
  );
  subject = await buildTestApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await subject?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('the page shell', () => {
  it("starts every module and style a flow page needs with the document, its own step's part of the form only, once each, under the page nonce", async () => {
    const cookie = `session=${await startSession(subject.app.db, 'member-applicant')}`;
    const page = await subject.app.inject({ method: 'GET', url: '/apply/accept-permission', headers: { cookie, 'user-agent': phone } });
    expect(page.statusCode).toBe(200);
    const nonce = /<script nonce="([^"]+)"/.exec(page.body)?.[1];
    const preloads = [...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g)];
    expect(preloads.map(([, href]) => href).sort()).toEqual([
      '/assets/AllocationPage-1.js',
      '/assets/FlowPage-1.js',
      '/assets/FormPage-1.js',
      '/assets/apply-rules-1.js',
      '/assets/flowForms-1.js',
      '/assets/form-engine-1.js',
      '/assets/runtime-1.js',
      '/assets/step-apply-acceptPermission-1.js',
      '/assets/steps-apply-1.js',
    ]);
    expect(new Set(preloads.map(([, , given]) => given))).toEqual(new Set([nonce]));
    expect([...page.body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map(([, href]) => href).sort()).toEqual([
      '/assets/flow-1.css',
      '/assets/form-engine-1.css',
    ]);
  });

  it("carries the router's first guard facts and the session's web token, and nothing to start on a page outside the flows", async () => {
    const cookie = `session=${await startSession(subject.app.db, 'member-applicant2')}`;
    const page = await subject.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(page.body).not.toContain('modulepreload');
    const embedded = /<script type="application\/json" id="guard-context" nonce="[^"]+">([^<]*)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(embedded)).toEqual({
      isAuthentication: true,
      registrationConfirmed: true,
      formerMember: false,
      cardMember: false,
      appIntegration: false,
      pcSignUpUrl: expect.any(String),
    });
    const webToken = /<script type="application\/json" id="web-token" nonce="[^"]+">([^<]*)<\/script>/.exec(page.body)?.[1] ?? '';
    const asked = await subject.app.inject({ method: 'GET', url: '/api/bff/webToken', headers: { cookie } });
    expect(JSON.parse(webToken)).toEqual(asked.json().data);
    expect(asked.json().data).toMatchObject({ isAuthentication: true, webTokenKey: expect.any(String) });

    const visitor = await subject.app.inject({ method: 'GET', url: '/' });
    expect(JSON.parse(/id="guard-context" nonce="[^"]+">([^<]*)</.exec(visitor.body)?.[1] ?? '')).toMatchObject({
      isAuthentication: false,
    });
    expect(JSON.parse(/id="web-token" nonce="[^"]+">([^<]*)</.exec(visitor.body)?.[1] ?? '')).toEqual({
      isAuthentication: false,
      webTokenKey: null,
    });
  });

  it("carries the view of the flow the page belongs to, as the entry call answers it; never a card flow's", async () => {
    const applicant = await logInApplicant(subject.app, 'applicant3');
    await applicant.post('/external/v1/flows/apply/steps/acceptPermission', { answers: { agreeTerms: true } });
    const asked = (await applicant.get('/external/v1/flows/apply/entry')).json().data;
    const session = await startSession(subject.app.db, applicant.memberId);
    const page = await subject.app.inject({
      method: 'GET',
      url: '/apply/attribute',
      headers: { cookie: `session=${session}`, 'user-agent': phone },
    });
    const embedded = /<script type="application\/json" id="flow-view" nonce="[^"]+">([^<]*)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(embedded)).toEqual(asked);
    expect(asked).toMatchObject({ flowId: 'apply', currentStep: 'attribute', version: 1 });

    // The selected card is the browser's to say: a card flow's page asks for its view with the credential.
    const member = `session=${await startSession(subject.app.db, 'member-regular')}`;
    const cardFlow = await subject.app.inject({
      method: 'GET',
      url: '/member/setting/balance-raise/purpose',
      headers: { cookie: member, 'user-agent': phone },
    });
    expect(cardFlow.statusCode).toBe(200);
    expect(cardFlow.body).not.toContain('id="flow-view"');
  });

  it('never sends the build manifest', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});
