import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';
import { startSession } from '../../sessions/sessionStore';

/** The real build (tests/helpers/buildFrontEnd.ts builds it when sources changed), with the server's page drawing. */
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject?.close();
});

const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
// The root ends where the page shell's footer begins (src/shell/siteFooterHtml.ts), or at the body's end.
const root = (html: string) =>
  /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*(?:<footer class="app-footer"|<\/body>)/.exec(html) ??
  /<div id="root"([^>]*)>([\s\S]*)$/.exec(html);
const embedded = (html: string, id: string) =>
  [...html.matchAll(/<script type="application\/json" id="([^"]+)" nonce="([^"]+)">([^<]*)<\/script>/g)].find(([, found]) => found === id);

async function pageFor(loginId: string, url: string, cookie?: string) {
  const session = cookie ?? `session=${await startSession(subject.app.db, `member-${loginId}`)}`;
  return subject.app.inject({ method: 'GET', url, headers: { cookie: session, 'user-agent': phone } });
}

describe('a flow page drawn by the server (issue 20)', () => {
  it('draws the step the draft is at into the root, with the router state the browser hydrates with under the page nonce', async () => {
    const page = await pageFor('applicant', '/apply/accept-permission');
    expect(page.statusCode).toBe(200);
    const [, attributes = '', drawn = ''] = root(page.body) ?? [];
    expect(attributes).toContain('data-server-drawn');
    expect(drawn).toContain('<h1 tabindex="-1">お申し込みの前に</h1>');
    expect(drawn).toContain('id="root_agreeTerms"');
    expect(drawn).toContain('必須');
    // Titled as the page titles itself, so a screen reader announces the step as the page loads.
    expect(/<title>([^<]*)<\/title>/.exec(page.body)?.[1]).toBe('お申し込みの前に | カード会員サービス');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    const [, , given, state = ''] = embedded(page.body, 'router-state') ?? [];
    expect(given).toBe(nonce);
    expect(JSON.parse(state)).toMatchObject({ loaderData: { '0': null }, errors: null });
    // A drawn page carries no inline style: the page's CSP would refuse it.
    expect(drawn).not.toMatch(/ style="/);
    // Its scripts are asked for after the first paint, by one script under the nonce; its styles come with it.
    expect(page.body).not.toContain('modulepreload" crossorigin href');
    expect(page.body).not.toMatch(/<script type="module"[^>]*src=/);
    const loaders = [...page.body.matchAll(/<script nonce="([^"]+)">([^<]*)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]?.[1]).toBe(nonce);
    expect(loaders[0]?.[2]).toMatch(/first-contentful-paint/);
    expect(loaders[0]?.[2]).toMatch(/"\/assets\/index-[^"]+\.js"/);
    expect(page.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/flow-[^"]+\.css"/);
  });

  it('leaves a step the draft has not reached to the browser, which sends the person where the flow is', async () => {
    const page = await pageFor('applicant2', '/apply/attribute');
    const [, attributes = '', drawn = ''] = root(page.body) ?? [];
    expect(attributes).not.toContain('data-server-drawn');
    expect(drawn.trim()).toBe('');
    expect(embedded(page.body, 'router-state')).toBeUndefined();
    // The browser draws it: its modules start with the document.
    expect(page.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"/);
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/FlowPage-');
  });

  it('draws nothing for a page the routing rules send elsewhere on a first load', async () => {
    // A computer's browser on an apply page leaves for the PC sign-up page (SPEC 2.7); no session goes to the login.
    const computer = await subject.app.inject({
      method: 'GET',
      url: '/apply/accept-permission',
      headers: { cookie: `session=${await startSession(subject.app.db, 'member-applicant3')}` },
    });
    expect(computer.statusCode).toBe(302);
    const nobody = await subject.app.inject({ method: 'GET', url: '/apply/accept-permission', headers: { 'user-agent': phone } });
    expect(nobody.statusCode).toBe(302);
  });
});

describe('a member page drawn by the server with what it reads (issue 33)', () => {
  it('draws the member top with the selected card, and embeds the reads and the credential they were made with', async () => {
    const cookie = `session=${await startSession(subject.app.db, 'member-regular')}`;
    const page = await pageFor('regular', '/member', cookie);
    expect(page.statusCode).toBe(200);
    const [, attributes = '', drawn = ''] = root(page.body) ?? [];
    expect(attributes).toContain('data-server-drawn');
    expect(drawn).toContain('ご利用中のカード');
    expect(drawn).not.toMatch(/ style="/);
    const reads = JSON.parse(embedded(page.body, 'page-reads')?.[3] ?? '{}') as Record<string, { kind: string }>;
    expect(reads['memberCards']?.kind).toBe('ready');
    const credential = JSON.parse(embedded(page.body, 'credential')?.[3] ?? '{}') as { ppcdCredential?: string };
    // The credential works for the browser's later calls, as one it asked for itself would.
    const cards = await subject.app.inject({
      method: 'GET',
      url: '/external/v1/user/multiple/cards/web?ppcdSwitchServiceFlg=yes',
      headers: { cookie, ppcdCredential: credential.ppcdCredential ?? '' },
    });
    expect(cards.statusCode).toBe(200);
  });

  it('draws a statement month with its lines, so no call stands between the document and the bill', async () => {
    const page = await pageFor('heavy', '/member/statement/monthly');
    const [, attributes = '', drawn = ''] = root(page.body) ?? [];
    expect(attributes).toContain('data-server-drawn');
    expect(drawn).toMatch(/<h1 tabindex="-1">\d{4}年\d{1,2}月/);
    // Arrives whole: no boundary left to be moved into place by an inline script, which the page's CSP would refuse.
    expect(drawn).not.toMatch(/<!--\$\?-->|<template id="B:/);
    expect(drawn).toContain('¥');
    const reads = JSON.parse(embedded(page.body, 'page-reads')?.[3] ?? '{}') as Record<string, { kind: string }>;
    expect(reads['read:/member/statement/monthly']?.kind).toBe('ready');
  });

  it('draws a flow about the selected card at its first step, with the view read for the card the session selected', async () => {
    const page = await pageFor('regular', '/member/setting/balance-raise/purpose');
    const view = JSON.parse(embedded(page.body, 'flow-view')?.[3] ?? 'null') as { flowId: string; currentRoute: string } | null;
    expect(view).toMatchObject({ flowId: 'balanceRaise', currentRoute: '/member/setting/balance-raise/purpose' });
    const [, attributes = '', drawn = ''] = root(page.body) ?? [];
    expect(attributes).toContain('data-server-drawn');
    expect(drawn).toContain('<form');
  });

  it("draws a former member's old cards", async () => {
    const page = await pageFor('former', '/ex-member/top');
    const [, attributes = ''] = root(page.body) ?? [];
    expect(attributes).toContain('data-server-drawn');
    const reads = JSON.parse(embedded(page.body, 'page-reads')?.[3] ?? '{}') as Record<string, { kind: string }>;
    expect(reads['exMemberCards']?.kind).toBe('ready');
  });

  it('leaves a page without a session to the login, and a page not marked for drawing to the browser', async () => {
    const nobody = await subject.app.inject({ method: 'GET', url: '/member', headers: { 'user-agent': phone } });
    expect(nobody.statusCode).toBe(302);
    const support = await pageFor('regular', '/support');
    expect(root(support.body)?.[1] ?? '').not.toContain('data-server-drawn');
  });
});
