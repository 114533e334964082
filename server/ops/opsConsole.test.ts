import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { memberIdOf, sessionOf } from '../../tests/helpers/testSessions';
import { newApplicant } from '../bank/testing/submittedApplicant';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { startStaffSession } from '../operations/staffMembers';
import { staffSubjectOf } from '../seed/staffAccounts';
import { fulfilmentOrder, requestFulfilment } from '../fulfilment/fulfilment';
import { buildOpsApp } from './opsApp';

/**
 * Issue 31: the staff console on its own listener, through its real routes (fastify.inject) on both databases: who
 * may open what, the examination of an application with four eyes, the optimistic lock, a raise declined and asked
 * again, and what each writes (or does not) in the outbox and the audit log.
 */
const origin = 'http://localhost:3901';
let subject: TestApp;
let ops: FastifyInstance;
const cookies = new Map<string, string>();

beforeAll(async () => {
  subject = await buildTestApp({ OPS_ORIGIN: origin });
  ops = await buildOpsApp(subject.app);
  await ops.ready();
  for (const loginId of ['examiner', 'examiner2', 'supervisor', 'supervisor2', 'fulfilment', 'product', 'auditor'])
    cookies.set(loginId, await startStaffSession(subject.app.db, staffSubjectOf(loginId)));
});
afterAll(async () => {
  await ops.close();
  await subject.close();
});

const as = (loginId: string) => ({ cookie: `ops_session=${cookies.get(loginId) ?? ''}` });
const get = (loginId: string | null, url: string) => ops.inject({ method: 'GET', url, headers: loginId ? as(loginId) : {} });
const decide = (loginId: string, url: string, fields: Record<string, string>, headers: Record<string, string> = { origin }) =>
  ops.inject({
    method: 'POST',
    url: `${url}/decision`,
    headers: { ...as(loginId), ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const auditActions = async (subjectId: string) =>
  (
    await subject.app.db.selectFrom('audit_log').select(['actor', 'action']).where('subject_id', '=', subjectId).orderBy('id').execute()
  ).map((row) => `${row.actor} ${row.action}`);

/** The inquiry number of the application a member sent. */
const inquiryOf = async (memberId: string) =>
  (await subject.app.db.selectFrom('applications').select('inquiry_number').where('member_id', '=', memberId).executeTakeFirstOrThrow())
    .inquiry_number;

describe('who may open the console', () => {
  it('sends a visitor without a staff session to the login, whatever member session the browser holds', async () => {
    const member = await sessionOf(subject.app, 'regular');
    for (const url of ['/queues/application', '/cases/application/1234567890123456', '/audit']) {
      const answer = await ops.inject({ method: 'GET', url, headers: { cookie: `session=${member}` } });
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
    }
  });

  it('refuses every route to a staff member without its role, with 403 in Japanese, and logs the attempt', async () => {
    for (const url of ['/queues/application', '/queues/creditLimit', '/cases/goldUpgrade/1', '/cases/application/1/photos/face']) {
      const answer = await get('fulfilment', url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body).toContain('権限がありません');
    }
    expect((await get('examiner', '/audit')).statusCode).toBe(403);
    expect((await get('auditor', '/queues/application')).statusCode).toBe(403);
    const denied = await subject.app.db
      .selectFrom('audit_log')
      .select(['actor', 'subject_id'])
      .where('action', '=', 'access.denied')
      .execute();
    expect(denied).toEqual(
      expect.arrayContaining([
        { actor: `staff:${staffSubjectOf('fulfilment')}`, subject_id: 'GET /queues/:kind' },
        { actor: `staff:${staffSubjectOf('examiner')}`, subject_id: 'GET /audit' },
      ]),
    );
  });

  it('checks a role on every console route but the login’s own, refusing a staff member who holds none', async () => {
    await subject.app.db.insertInto('staff_members').values({ subject: 'staff-nobody', display_name: '権限 なし', roles: '[]' }).execute();
    const nobody = await startStaffSession(subject.app.db, 'staff-nobody');
    // And the machines' own (issue 56): the probes and the scraper, which name no person.
    const open = new Set(['/login', '/auth/callback', '/logout', '/ops.css', '/favicon.svg', '/', '/healthz', '/readyz', '/metrics']);
    const sample: Readonly<Record<string, string>> = { kind: 'application', id: '1', side: 'face', code: '1001', file: 'campaigns.json' };
    // Every route the console registered, read off Fastify's own route tree (a route added later is checked too).
    const routes: { method: string; path: string }[] = [];
    const parents: string[] = [];
    for (const line of ops.printRoutes({ commonPrefix: false }).split('\n')) {
      const found = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
      if (!found) continue;
      const depth = (found[1] ?? '').length / 4;
      const parent = depth === 0 ? '' : (parents[depth - 1] ?? '');
      const segment = found[2] ?? '';
      const path = depth === 0 ? segment : parent.endsWith('/') || segment.startsWith('/') ? `${parent}${segment}` : `${parent}/${segment}`;
      parents[depth] = path;
      parents.length = depth + 1;
      for (const method of (found[3] ?? '').split(', ')) if (method === 'GET' || method === 'POST') routes.push({ method, path });
    }
    const guarded = routes.filter(({ path }) => !open.has(path) && !path.startsWith('/oidc') && !path.includes('*'));
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    for (const { method, path } of guarded) {
      const url = path.replace(/:([a-z]+)/g, (_match, name: string) => sample[name] ?? 'x');
      const answer = await ops.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { cookie: `ops_session=${nobody}`, origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: method === 'POST' ? '' : undefined,
      });
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('carries the service’s security headers and never lets a page be cached', async () => {
    const answer = await get('examiner', '/queues/application');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks in the menu where the staff member is: the queue as the page itself, and a case’s queue as where it belongs', async () => {
    const menu = (body: string) => body.slice(body.indexOf('<nav'), body.indexOf('</nav>'));
    const queue = menu((await get('supervisor', '/queues/creditLimit')).body);
    expect(queue).toContain('<a href="/queues/creditLimit" aria-current="page">');
    expect(queue.match(/aria-current/g)).toHaveLength(1);
    expect(menu((await get('auditor', '/audit')).body)).toContain('<a href="/audit" aria-current="page">');

    const applicant = await newApplicant(subject.app, 'ops-menu-current');
    const inquiry = await inquiryOf(applicant.memberId);
    const inCase = menu((await get('examiner', `/cases/application/${inquiry}`)).body);
    expect(inCase).toContain('<a href="/queues/application" aria-current="true">');
    expect(inCase.match(/aria-current/g)).toHaveLength(1);
  });
});

describe('an application examined with four eyes', () => {
  it('an examiner approves 150万円, the supervisor gives the second approval, and the applicant is a member with the card and the mail', async () => {
    const applicant = await newApplicant(subject.app, 'ops-four-eyes');
    const inquiry = await inquiryOf(applicant.memberId);
    const url = `/cases/application/${inquiry}`;
    expect((await get('examiner', '/queues/application')).body).toContain(String(inquiry));
    const page = await get('examiner', url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('佐藤');
    expect(page.body).toContain('name="version" value="0"');

    // A foreign origin's post is refused before anything is read.
    expect(
      (
        await decide(
          'examiner',
          url,
          { version: '0', decision: 'approved', reasonCode: 'A01', amount: '150' },
          { origin: 'https://evil.example' },
        )
      ).statusCode,
    ).toBe(403);
    // Every mistake of the form at once, in Japanese, nothing written.
    const mistaken = await decide('examiner', url, { version: '0', decision: 'approved', reasonCode: 'D01', amount: '１５０万' });
    expect(mistaken.statusCode).toBe(400);
    expect(mistaken.body).toContain('承認の理由を選んでください。');
    expect(mistaken.body).toContain('承認する額は半角数字の整数で入力してください。');

    const first = await decide('examiner', url, {
      version: '0',
      decision: 'approved',
      reasonCode: 'A01',
      amount: '150',
      note: '年収を確認',
    });
    expect(first.statusCode, first.body).toBe(303);
    expect(first.headers.location).toBe('/queues/application?decided=awaitingSecond');
    expect(
      await subject.app.db.selectFrom('members').select('role').where('id', '=', applicant.memberId).executeTakeFirstOrThrow(),
    ).toEqual({ role: 'applicant' });

    // The other examiner had the case open at version 0: refused, naming who decided.
    const stale = await decide('examiner2', url, { version: '0', decision: 'declined', reasonCode: 'D01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatch(/佐藤 審査さんが\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}に決定しました/);
    // An examiner cannot give the second approval, nor a supervisor to their own first.
    expect((await decide('examiner2', url, { version: '1', decision: 'approved', reasonCode: 'A01' })).statusCode).toBe(403);

    const second = await decide('supervisor', url, { version: '1', decision: 'approved', reasonCode: 'A02' });
    expect(second.statusCode, second.body).toBe(303);
    expect(second.headers.location).toBe('/queues/application?decided=approved');
    // Decided: a repeat is refused and changes nothing.
    expect((await decide('supervisor2', url, { version: '1', decision: 'declined', reasonCode: 'D01' })).statusCode).toBe(409);

    const member = await subject.app.db
      .selectFrom('members')
      .select(['role', 'membership_status'])
      .where('id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ role: 'member', membership_status: '50' });
    // SPEC 4: the status moved from applied to approval to card issued, in the supervisor's name, with the birthday kept.
    const statusChanges = await subject.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'detail'])
      .where('subject_id', '=', applicant.memberId)
      .orderBy('id')
      .execute();
    expect(statusChanges).toEqual([
      { actor: `staff:${staffSubjectOf('supervisor')}`, action: 'member.membershipStatus', detail: { from: '10', to: '30' } },
      { actor: `staff:${staffSubjectOf('supervisor')}`, action: 'member.membershipStatus', detail: { from: '30', to: '50' } },
    ]);
    expect(
      await subject.app.db.selectFrom('members').select('birth_day').where('id', '=', applicant.memberId).executeTakeFirstOrThrow(),
    ).toEqual({ birth_day: expect.stringMatching(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/) });
    const cards = await subject.app.db
      .selectFrom('cards')
      .select(['credit_limit', 'activated', 'card4no', 'ppcd_token'])
      .where('member_id', '=', applicant.memberId)
      .execute();
    expect(cards).toEqual([
      {
        credit_limit: 150,
        activated: false,
        card4no: expect.stringMatching(/^[0-9]{4}$/),
        ppcd_token: expect.stringMatching(/^[0-9a-f]{48}$/),
      },
    ]);
    await settleOutbox(subject.app);
    const mails = await subject.app.db
      .selectFrom('mailbox')
      .select('text_body')
      .where('subject', '=', '【カード会員サービス】カードの審査結果のお知らせ')
      .execute();
    expect(mails.map((mail) => mail.text_body)).toEqual([expect.stringContaining('ご利用可能枠は150万円です。')]);
    expect(await auditActions(String(inquiry))).toEqual([
      // Issue 61: opening the case asked the credit bureau, which the submit had filed.
      'system:creditBureau creditBureau.inquiry',
      `staff:${staffSubjectOf('examiner')} case.view`,
      `staff:${staffSubjectOf('examiner')} application.decide`,
      `staff:${staffSubjectOf('supervisor')} application.decide`,
    ]);
  });

  it('a supervisor cannot give the second approval to their own first', async () => {
    const applicant = await newApplicant(subject.app, 'ops-own-first');
    const inquiry = await inquiryOf(applicant.memberId);
    const url = `/cases/application/${inquiry}`;
    expect((await decide('supervisor', url, { version: '0', decision: 'approved', reasonCode: 'A01', amount: '200' })).statusCode).toBe(
      303,
    );
    const own = await decide('supervisor', url, { version: '1', decision: 'approved', reasonCode: 'A01' });
    expect(own.statusCode).toBe(403);
    expect(own.body).toContain('ご自身の一次承認は二次承認できません');
    // A decline by the examiner ends it: the applicant is told and stays no member.
    expect((await decide('supervisor2', url, { version: '1', decision: 'declined', reasonCode: 'D05' })).statusCode).toBe(303);
    expect(
      await subject.app.db
        .selectFrom('applications')
        .select('decision')
        .where('member_id', '=', applicant.memberId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ decision: 'declined' });
    expect(await subject.app.db.selectFrom('cards').select('id').where('member_id', '=', applicant.memberId).execute()).toEqual([]);
    // SPEC 4: rejected, in the name of the one who declined, audited with the status it left.
    expect(
      await subject.app.db.selectFrom('members').select('membership_status').where('id', '=', applicant.memberId).executeTakeFirstOrThrow(),
    ).toEqual({ membership_status: '91' });
    expect(
      await subject.app.db.selectFrom('audit_log').select(['actor', 'detail']).where('subject_id', '=', applicant.memberId).execute(),
    ).toEqual([{ actor: `staff:${staffSubjectOf('supervisor2')}`, detail: { from: '10', to: '91' } }]);
  });
});

describe('a credit-limit raise', () => {
  it('approved up to 100万円 by one examiner sets the limit; declined ends the request so a new one may follow', async () => {
    const card = await subject.app.db
      .selectFrom('cards')
      .select(['id', 'member_id', 'credit_limit'])
      .where('member_id', '=', await memberIdOf(subject.app, 'regular'))
      .executeTakeFirstOrThrow();
    const ask = async (requested: number) =>
      (
        await subject.app.db
          .insertInto('credit_limit_requests')
          .values({
            member_id: card.member_id,
            card_id: card.id,
            kind: 'raise',
            previous_limit: card.credit_limit,
            requested_limit: requested,
            status: 'underReview',
            answers: '{}',
            schema_version: 'test',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const declined = await ask(90);
    expect(
      (await decide('examiner', `/cases/creditLimit/${declined}`, { version: '0', decision: 'declined', reasonCode: 'D04' })).statusCode,
    ).toBe(303);
    expect(
      await subject.app.db.selectFrom('credit_limit_requests').select('status').where('id', '=', declined).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'declined' });
    expect((await get('examiner', '/queues/creditLimit')).body).not.toContain(`/cases/creditLimit/${declined}"`);
    const approved = await ask(90);
    expect(
      (await decide('examiner', `/cases/creditLimit/${approved}`, { version: '0', decision: 'approved', reasonCode: 'A03' })).statusCode,
    ).toBe(303);
    expect(await subject.app.db.selectFrom('cards').select('credit_limit').where('id', '=', card.id).executeTakeFirstOrThrow()).toEqual({
      credit_limit: 90,
    });
    // The member withdrew (the card closed) while a raise waited: it leaves the queue and a decision is refused.
    const withdrawn = await ask(100);
    await subject.app.db.updateTable('cards').set({ active: false }).where('id', '=', card.id).execute();
    expect((await get('examiner', '/queues/creditLimit')).body).not.toContain(`/cases/creditLimit/${withdrawn}"`);
    const refused = await decide('examiner', `/cases/creditLimit/${withdrawn}`, { version: '0', decision: 'approved', reasonCode: 'A01' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('取り下げられたか、カードが解約されています');
    await subject.app.db.updateTable('cards').set({ active: true }).where('id', '=', card.id).execute();
  });
});

describe('a bank-agency request', () => {
  it('is answered in the way the person chose and leaves the queue; a decline needs the reason of its own table', async () => {
    const memberId = await memberIdOf(subject.app, 'gold');
    const { id } = await subject.app.db
      .insertInto('support_requests')
      .values({ member_id: memberId, kind: 'bankAgency', topic: '1', contact_method: '2', body: '口座開設について教えてください。' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/cases/bankAgency/${id}`;
    const page = await get('examiner', url);
    expect(page.body).toContain('口座開設について教えてください。');
    expect(page.body).toContain('回答済み');
    const wrong = await decide('examiner', url, { version: '0', decision: 'declined', reasonCode: 'A01' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('対応終了の理由を選んでください。');
    expect((await decide('examiner', url, { version: '0', decision: 'approved', reasonCode: 'B02' })).headers.location).toBe(
      '/queues/bankAgency?decided=approved',
    );
    expect(await subject.app.db.selectFrom('support_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      status: 'answered',
    });
    expect((await get('examiner', '/queues/bankAgency?decided=approved')).body).toContain('「回答済み」にしました。');
  });
});

describe('the fulfilment queue', () => {
  it('marks a reissue printed, offers the day’s vendor file (logged), marks it posted, and refuses a stale second press', async () => {
    const memberId = await memberIdOf(subject.app, 'gold');
    const card = await subject.app.db
      .selectFrom('cards')
      .select(['id', 'card4no'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    await subject.app.db.updateTable('cards').set({ reissue_status: '1' }).where('id', '=', card.id).execute();
    const id = await subject.app.db
      .transaction()
      .execute((trx) => requestFulfilment(trx, { kind: 'reissue', memberId, cardId: card.id, card4no: card.card4no }));
    const post = (url: string, fields: Record<string, string>) =>
      ops.inject({
        method: 'POST',
        url,
        headers: { ...as('fulfilment'), origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await get('examiner', '/fulfilment')).statusCode).toBe(403);
    const queue = await get('fulfilment', '/fulfilment');
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain(`name="order-${id}"`);
    expect((await post('/fulfilment/printed', {})).body).toContain('印刷済みにする依頼を選んでください。');
    const shown = (await fulfilmentOrder(subject.app.db, id))?.version ?? -1;
    expect(queue.body).toContain(`name="version-${id}" value="${shown}"`);
    const printed = await post('/fulfilment/printed', { [`order-${id}`]: 'on', [`version-${id}`]: String(shown) });
    expect(printed.statusCode, printed.body).toBe(303);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const file = await get('fulfilment', `/fulfilment/vendor-file?day=${today}`);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(file.body).toContain(card.card4no);
    const stale = await post(`/fulfilment/${id}/posted`, { version: String(shown) });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('伊藤 発送');
    const posted = await post(`/fulfilment/${id}/posted`, { version: String(shown + 1) });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(
      await subject.app.db.selectFrom('cards').select(['reissue_status', 'activated']).where('id', '=', card.id).executeTakeFirstOrThrow(),
    ).toEqual({ reissue_status: '0', activated: false });
    expect(await auditActions(today)).toEqual([`staff:${staffSubjectOf('fulfilment')} fulfilment.vendorFile`]);
  });
});

/** The values a browser would send from the page's form: its inputs, checked boxes, chosen options and text areas. */
function formOnPage(html: string): Record<string, string> {
  const form = /<form[^>]*id="campaign-form"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const text = (escaped: string) =>
    escaped.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input [^>]*>/g)) {
    const name = attribute(tag, 'name');
    if (!name || (attribute(tag, 'type') === 'checkbox' && !/ checked=""/.test(tag))) continue;
    fields[name] = text(attribute(tag, 'value') ?? '');
  }
  for (const [, name = '', inner = ''] of form.matchAll(/<textarea [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/textarea>/g))
    fields[name] = text(inner);
  for (const [, name = '', options = ''] of form.matchAll(/<select [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option [^>]*value="([^"]*)"[^>]*selected=""/.exec(options) ?? /<option [^>]*value="([^"]*)"/.exec(options);
    fields[name] = text(chosen?.[1] ?? '');
  }
  return fields;
}

describe('product staff’s config', () => {
  const post = (url: string, fields: Record<string, string>) =>
    ops.inject({
      method: 'POST',
      url,
      headers: { ...as('product'), origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const campaignForm = async (changes: Record<string, string>, url = '/config/campaigns/1001') => {
    const page = await get('product', url);
    expect(page.statusCode).toBe(200);
    return { ...formOnPage(page.body), ...changes };
  };
  const publicPoints = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/v1/campaigns?slug=add-card-2507' })).json().data.points as number;

  it('is product staff’s only', async () => {
    expect((await get('product', '/config')).statusCode).toBe(200);
    expect((await get('examiner', '/config')).statusCode).toBe(403);
    expect((await get('auditor', '/config/campaigns/1001')).statusCode).toBe(403);
    expect((await get('examiner', '/config/campaigns/new')).statusCode).toBe(403);
  });

  it('lists each campaign with its public address and whether it runs, so campaigns of one name are told apart', async () => {
    const page = (await get('product', '/config')).body;
    expect(page).toContain('<code>/campaign/scratch202406</code>');
    expect(page).toContain('2024-06-01〜2024-06-30（終了）');
    expect(page.match(/<td>家族カード発行キャンペーン<\/td>/g)).toHaveLength(3);
    expect(page).toContain('<code>/campaign/family-card_2404</code>');
  });

  it('keeps a campaign’s reward rule and entry through an edit of its other fields', async () => {
    const form = await campaignForm({});
    expect(form).toMatchObject({ entry: 'on', rewardKind: 'spend', rewardMin: '30000', rewardCategory: '', rewardCards: 'issuedInPeriod' });
    const preview = await post('/config/campaigns/1001', { ...form, title: '2枚目のカード追加で12,000ポイント', action: 'preview' });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<code>title</code>');
    expect(preview.body).not.toContain('<code>reward');
  });

  it('checks an edit as the start does, every mistake at once beside its field, and previews it with the page’s template', async () => {
    const wrong = await post('/config/campaigns/1001', {
      ...(await campaignForm({ points: '12000', endsOn: '2026-01-01' })),
      action: 'preview',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('開始日（startsOn）より前です');
    const unsaved = await post('/config/campaigns/1001', { ...(await campaignForm({ points: '１２,０００' })), action: 'publish' });
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.body).toContain('変更の理由を入力してください');
    const preview = await post('/config/campaigns/1001', { ...(await campaignForm({ points: '12000' })), action: 'preview' });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('12,000');
    expect(preview.body).toContain('<code>points</code>: 10000 → 12000');
    // The 条件 and the body still say 10,000: the preview says so before anyone publishes.
    expect(preview.body).toContain('「条件」「本文」に変更前のポイント数（10,000）が残っています。');
    const minus = await post('/config/campaigns/1001', { ...(await campaignForm({ points: '-5' })), action: 'preview' });
    expect(minus.statusCode).toBe(400);
    expect(minus.body).toContain('0から100,000までの半角数字の整数で入力してください。');
    expect(await publicPoints(subject.app)).toBe(10000);
  });

  it('publishes a version every instance reads without a restart, and rolls back in one action', async () => {
    const other = await subject.secondInstance();
    expect(
      (await post('/config/campaigns/1001', { ...(await campaignForm({ points: '12000', note: '年末増量' })), action: 'publish' })).headers
        .location,
    ).toBe('/config?saved=published');
    expect(await publicPoints(subject.app)).toBe(12000);
    await other.refreshProductConfig();
    expect(await publicPoints(other)).toBe(12000);
    expect(
      (await post('/config/campaigns/1001', { ...(await campaignForm({ points: '15000', note: 'さらに増量' })), action: 'publish' }))
        .statusCode,
    ).toBe(303);
    expect(await publicPoints(subject.app)).toBe(15000);
    // The seed file's content became the first version when the first change was saved: it may be gone back to too.
    const [latest, first, seed] = await subject.app.db
      .selectFrom('config_versions')
      .select(['id', 'author'])
      .where('file', '=', 'campaigns.json')
      .orderBy('id', 'desc')
      .execute();
    expect(seed?.author).toBe('config');
    const history = await get('product', '/config');
    expect(history.body).toContain(`/config/campaigns.json/rollback/${first?.id}`);
    expect(history.body).toContain(`/config/campaigns.json/rollback/${seed?.id}`);
    expect(history.body).not.toContain(`/config/campaigns.json/rollback/${latest?.id}`);
    expect((await post(`/config/campaigns.json/rollback/${first?.id}`, {})).headers.location).toBe('/config?saved=rolledBack');
    expect(await publicPoints(subject.app)).toBe(12000);
    const exported = await get('product', '/config/campaigns.json/export');
    expect(JSON.parse(exported.body).campaigns[0].points).toBe(12000);
    expect(
      (
        await subject.app.db.selectFrom('audit_log').select('action').where('subject_type', '=', 'campaigns.json').orderBy('id').execute()
      ).map((row) => row.action),
    ).toEqual(['config.publish', 'config.publish', 'config.rollback']);
  });

  it('refuses and reports a scheduled version that no longer validates when its time comes', async () => {
    const flags = { ...subject.app.productConfig.featureFlags, retiredFlag: { enabled: true, description: '削除済みのフラグ' } };
    const { id } = await subject.app.db
      .insertInto('config_versions')
      .values({
        file: 'featureFlags.json',
        body: JSON.stringify({ flags }),
        author: staffSubjectOf('product'),
        author_name: '渡辺 企画',
        state: 'scheduled',
        publish_at: new Date(Date.now() - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await subject.app.refreshProductConfig();
    const row = await subject.app.db
      .selectFrom('config_versions')
      .select(['state', 'refused_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('refused');
    expect(row.refused_reason).toContain('flags.retiredFlag');
    expect(Object.keys(subject.app.productConfig.featureFlags)).not.toContain('retiredFlag');
    expect((await get('product', '/config')).body).toContain('公開できませんでした');
  });

  it('adds a campaign with a reward rule, live on the member’s page at once, and a second send of it changes nothing', async () => {
    const blank = await campaignForm({}, '/config/campaigns/new');
    expect(Number(blank.code)).toBeGreaterThan(5900);
    const form = {
      ...blank,
      slug: 'winter-2612',
      title: '冬のお買い物キャンペーン',
      points: '５００',
      startsOn: '2026-12-15',
      endsOn: '2027-01-31',
      conditions: '期間中にエントリーのうえ、5万円以上ご利用の方に500ポイントを付与します。',
      rewardKind: 'spend',
      rewardMin: '50,000',
      rewardCategory: 'shopping',
      body: '[{"heading": "キャンペーン内容"}]',
      note: '冬の販促',
      action: 'publish',
    };
    const added = await post('/config/campaigns/new', form);
    expect(added.headers.location).toBe('/config?saved=published');
    const live = (await subject.app.inject({ method: 'GET', url: '/v1/campaigns?slug=winter-2612' })).json().data;
    expect(live).toMatchObject({ code: blank.code, title: '冬のお買い物キャンペーン', points: 500 });
    expect(subject.app.productConfig.campaigns.at(-1)?.reward).toEqual({
      condition: { kind: 'spend', minYen: 50000, category: 'shopping' },
    });
    const versions = async () =>
      (await subject.app.db.selectFrom('config_versions').select('id').where('file', '=', 'campaigns.json').execute()).length;
    const before = await versions();
    expect((await post('/config/campaigns/new', form)).headers.location).toBe('/config?saved=published');
    expect(await versions()).toBe(before);
    expect((await get('product', '/config')).body).toContain('冬のお買い物キャンペーン');
  });

  it('keeps what staff paste into a campaign without its hidden characters, a word processor’s line break a line break', async () => {
    const blank = await campaignForm({}, '/config/campaigns/new');
    const added = await post('/config/campaigns/new', {
      ...blank,
      slug: 'pasted-2612',
      title: '年末\u0000\u202eキャンペーン\u0085',
      points: '100',
      startsOn: '2026-12-15',
      endsOn: '2027-01-31',
      conditions: 'エントリーのうえ\u2028ご利用ください\u200f。',
      note: '資料から貼り付け',
      action: 'publish',
    });
    expect(added.headers.location, added.body).toBe('/config?saved=published');
    expect(subject.app.productConfig.campaigns.find((campaign) => campaign.slug === 'pasted-2612')).toMatchObject({
      title: '年末キャンペーン',
      conditions: 'エントリーのうえ\nご利用ください。',
    });
  });

  it('refuses a new campaign’s taken code and a reward without its least amount, each beside its field, saving nothing', async () => {
    const versions = async () =>
      (await subject.app.db.selectFrom('config_versions').select('id').where('file', '=', 'campaigns.json').execute()).length;
    const before = await versions();
    const refused = await post('/config/campaigns/new', {
      ...(await campaignForm({}, '/config/campaigns/new')),
      code: '1001',
      slug: 'another-2612',
      title: '別のキャンペーン',
      points: '100',
      startsOn: '2026-12-15',
      endsOn: '2027-01-31',
      conditions: '条件',
      rewardKind: 'uses',
      rewardMin: '',
      note: '追加',
      action: 'publish',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('id="code-error"');
    expect(refused.body).toContain('コード「1001」は「');
    expect(refused.body).toContain('id="rewardMin-error"');
    expect(refused.body).toContain('1以上の半角数字の整数で入力してください。');
    expect(refused.body).toContain('value="another-2612"');
    expect(await versions()).toBe(before);
  });
});

describe('the audit log', () => {
  it('is read by auditors with filters, newest first, in names and Japanese rather than ids and codes', async () => {
    const page = await get('auditor', '/audit?action=application.decide');
    expect(page.statusCode).toBe(200);
    const rows = page.body.slice(page.body.indexOf('<tbody>'));
    expect(rows).toContain('<td>カードのお申し込みの審査決定</td>');
    expect(rows).not.toContain('権限のない画面へのアクセス');
    expect(rows).not.toContain('staff:');
    expect(rows).toMatch(/<td>\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}<\/td>/);
    expect(rows).toContain('<li>決定：');
    const byName = await get('auditor', `/audit?actor=${encodeURIComponent('審査')}&action=application.decide`);
    expect(byName.statusCode).toBe(200);
    const byNameRows = byName.body.slice(byName.body.indexOf('<tbody>'));
    expect(byNameRows).toContain('<td>佐藤 審査</td>');
    expect(byNameRows).not.toContain('<td>高橋 責任者</td>');
    const unknownAction = await get('auditor', '/audit?action=application.');
    expect(unknownAction.statusCode).toBe(400);
    expect(unknownAction.body).toContain('操作は一覧から選んでください。');
    const wrong = await get('auditor', '/audit?from=2026%2F11%2F01');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('開始日は「2026-11-26」の形で入力してください。');
  });
});
