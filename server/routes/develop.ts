import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { maskPhoneNumber } from '../otp/oneTimeCode';
import { outboxProblems, resendDeadMessage, waitingCount } from '../outbox/outboxAdmin';
import { seedPersonLike } from '../seed/seedDemoData';
import { tokyoToday } from '../../validators/calendar';
import type { FlowEntry } from '../../flows/index';
import { flowFunnel } from '../flows/flowJournal';
import { processorSecretOf } from '../cardEvents/developmentSecret';
import { PROCESSOR_EVENTS_PATH } from '../cardEvents/processorEventsRoute';
import { isStandInScenario, STAND_IN_SCENARIOS, standInEvents } from '../cardEvents/processorStandIn';
import { signedRequest } from '../cardEvents/signedRequest';

const shownMessages = 20;
/*
 * The local sinks (server/outbox/transports/localSinks.ts) are listed newest written first, by the outbox row each came
 * from: the worker delivers a batch at once, so a sink's own order is the order the deliveries finished, and a code sent
 * after another could land first and be read as the older one (a rare failure of the SMS test on PostgreSQL). A row
 * put in by hand has no outbox row and goes by its own time.
 */
/** Who acts through this page, as the audit log names them: the demo's tester (staff act in the console, issue 31). */
const demoActor = 'demo';

/**
 * Demo mode's developer page (DESIGN.md): the local SMS outbox and mailbox (where messages land without a gateway or
 * an SMTP server), the messages that could not be delivered, newest first. Production refuses every call whatever
 * the transports, so a misconfiguration never turns into a public list of codes or mail.
 */
const develop: FastifyPluginAsync<{ readonly registry: readonly FlowEntry[] }> = async (app, options) => {
  // Issue 19: per flow, how many reached each step, left there, and the refusals by field and rule (no personal data).
  app.get('/api/develop/flows', async (_request, reply) => {
    if (app.config.NODE_ENV === 'production') throw new DomainError('dataNotFound', 'flow funnels refused in production');
    const funnels = await Promise.all(
      options.registry.map(async (entry) => {
        const { engine } = await entry.engine();
        return flowFunnel(app.db, entry.id, Object.keys(engine.machine.states));
      }),
    );
    return reply.header('cache-control', 'no-store').send(success({ flows: funnels }));
  });

  // A fresh person like a demo person, for a test that changes what it logs in as (issue 20: tests make their own).
  app.post<{ Body: unknown }>('/api/develop/people', async (request, reply) => {
    if (app.config.NODE_ENV === 'production') throw new DomainError('dataNotFound', 'people refused in production');
    const body = request.body;
    const template = typeof body === 'object' && body !== null && 'like' in body && typeof body.like === 'string' ? body.like : undefined;
    const loginId =
      template === undefined
        ? undefined
        : await seedPersonLike(app.db, template, { today: tokyoToday(new Date()), passwordCost: app.config.PASSWORD_HASH_COST });
    if (!loginId)
      throw new DomainError('invalidParams', 'no demo person to copy', [
        { field: 'like', message: '元にするデモの会員が見つかりません。' },
      ]);
    return reply.header('cache-control', 'no-store').send(success({ loginId }));
  });

  // `waiting`: messages written but not yet delivered, so a tester (and a journey) knows a newer code is on its way.
  app.get('/api/develop/sms-outbox', async (_request, reply) => {
    if (app.config.NODE_ENV === 'production') throw new DomainError('dataNotFound', 'outbox refused in production');
    const rows = await app.db
      .selectFrom('sms_outbox as sms')
      .leftJoin('outbox_messages as written', 'written.delivery_key', 'sms.delivery_key')
      .select(['sms.id', 'sms.phone_number', 'sms.body', 'sms.channel', 'sms.sent_at'])
      .orderBy(sql`coalesce(written.created_at, sms.sent_at)`, 'desc')
      .orderBy('sms.id', 'desc')
      .limit(shownMessages)
      .execute();
    return reply.header('cache-control', 'no-store').send(
      success({
        messages: rows.map((row) => ({
          id: row.id,
          maskedPhoneNumber: maskPhoneNumber(row.phone_number),
          body: row.body,
          channel: row.channel,
          sentAt: new Date(row.sent_at).toISOString(),
        })),
        waiting: await waitingCount(app.db, ['sms', 'voice']),
      }),
    );
  });

  // Issue 30: the mail that landed in the local mailbox (no SMTP_URL), newest first, as a person would read it.
  app.get('/api/develop/mailbox', async (_request, reply) => {
    if (app.config.NODE_ENV === 'production') throw new DomainError('dataNotFound', 'mailbox refused in production');
    const rows = await app.db
      .selectFrom('mailbox')
      .leftJoin('outbox_messages as written', 'written.delivery_key', 'mailbox.delivery_key')
      .select(['mailbox.id', 'mailbox.recipient', 'mailbox.subject', 'mailbox.text_body', 'mailbox.received_at'])
      .orderBy(sql`coalesce(written.created_at, mailbox.received_at)`, 'desc')
      .orderBy('mailbox.id', 'desc')
      .limit(shownMessages)
      .execute();
    return reply.header('cache-control', 'no-store').send(
      success({
        messages: rows.map((row) => ({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          receivedAt: new Date(row.received_at).toISOString(),
        })),
        waiting: await waitingCount(app.db, ['mail']),
      }),
    );
  });

  /*
   * Issue 60: the processor stand-in sends a scenario's events for a demo member's card (the first active one, or the
   * one of `card4no`) through the signed intake itself (an inject into this app, signed with this app's key), never
   * written around it, so the demo shows what a real event does: the authorisations page, the statement, the mail.
   */
  app.post<{ Body: unknown }>('/api/develop/card-events', async (request, reply) => {
    if (app.config.NODE_ENV === 'production') throw new DomainError('dataNotFound', 'card events refused in production');
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    const { loginId, scenario, card4no } = body;
    if (typeof loginId !== 'string' || !isStandInScenario(scenario))
      throw new DomainError('invalidParams', 'card event scenario malformed', [
        { field: 'scenario', message: `送るイベントを選んでください（${STAND_IN_SCENARIOS.join('、')}）。` },
      ]);
    const card = await app.db
      .selectFrom('cards')
      .innerJoin('members', 'members.id', 'cards.member_id')
      .innerJoin('embedded_idp_accounts', 'embedded_idp_accounts.subject', 'members.oidc_subject')
      .select(['cards.ppcd_token'])
      .where('embedded_idp_accounts.login_id', '=', loginId)
      .where('cards.active', '=', true)
      .$if(typeof card4no === 'string', (query) => query.where('cards.card4no', '=', String(card4no)))
      .orderBy('cards.issued_on')
      .orderBy('cards.id')
      .executeTakeFirst();
    if (!card)
      throw new DomainError('dataNotFound', 'no card of that demo member', [
        { field: 'loginId', message: 'そのデモ会員のカードが見つかりません。' },
      ]);
    const secret = processorSecretOf(app.config);
    const results: { eventId: string; kind: string; result: string }[] = [];
    for (const event of standInEvents(scenario, card.ppcd_token, app.clock())) {
      const signed = signedRequest(secret, event, app.clock());
      const answer = await app.inject({ method: 'POST', url: PROCESSOR_EVENTS_PATH, payload: signed.body, headers: signed.headers });
      const outcome = answer.json<{ result: string; code?: string }>();
      results.push({ eventId: event.eventId, kind: event.kind, result: outcome.code ?? outcome.result });
    }
    app.outboxWorker.wake();
    return reply.header('cache-control', 'no-store').send(success({ events: results }));
  });

  // Issue 30 item 6: the messages that could not be delivered (dead) or keep failing, and a resend of a dead one.
  app.get('/api/develop/outbox/problems', async (_request, reply) => {
    if (app.config.NODE_ENV === 'production') throw new DomainError('dataNotFound', 'outbox refused in production');
    return reply.header('cache-control', 'no-store').send(success({ messages: await outboxProblems(app.db) }));
  });

  app.post<{ Params: { id: string } }>('/api/develop/outbox/:id/resend', async (request, reply) => {
    if (app.config.NODE_ENV === 'production') throw new DomainError('dataNotFound', 'outbox refused in production');
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const outcome = id > 0 && id <= 2_147_483_647 ? await resendDeadMessage(app.db, id, demoActor) : 'notDead';
    if (outcome === 'oneTimeCode') {
      throw new DomainError('invalidParams', `outbox ${id} is a one-time code`, [
        { field: 'id', message: '認証コードのメッセージは再送できません。お客さまに新しい認証コードを請求していただいてください。' },
      ]);
    }
    if (outcome === 'notDead') throw new DomainError('dataNotFound', `no dead message ${request.params.id}`);
    request.log.info({ outboxId: id }, 'dead message resent by hand');
    app.outboxWorker.wake();
    return reply.header('cache-control', 'no-store').send(success({ id, status: 'pending' }));
  });
};

export default develop;
