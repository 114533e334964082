import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import { createMessageComposer, type MessageComposer } from '../../outbox/messageComposer';
import { loadMailTemplates } from '../../outbox/mailTemplates';
import { deliverBatch, startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../../outbox/outboxWorker';
import { mailboxTransport, smsOutboxTransport } from '../../outbox/transports/localSinks';
import { smsGatewayTransport } from '../../outbox/transports/smsGateway';
import { smtpTransport } from '../../outbox/transports/smtpTransport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes messages into the outbox inside a change's transaction (server/outbox/messageComposer.ts). */
    messages: MessageComposer;
    outboxWorker: OutboxWorker;
  }
}

/** The longest wait between retries of a failed delivery. */
const retryCapMs = 10 * 60_000;

/**
 * Issue 30: the outbox's templates (checked at start like every config file), its transports (SMTP_URL, else the
 * local mailbox; SMS_GATEWAY_URL, else the local SMS outbox) and its worker, which every instance runs. The response
 * after messages were written wakes the worker, so they usually leave at once (that call's transaction has committed
 * by then; another call's still open write goes at the next poll, OUTBOX_POLL_MS, at the latest).
 */
export default fp(
  async (app) => {
    const { SMTP_URL, MAIL_FROM, SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, PUBLIC_ORIGIN } = app.config;
    const templates = await loadMailTemplates(resolve(app.config.CONFIG_DIR));
    let written = false;
    const composer = createMessageComposer(templates, PUBLIC_ORIGIN, () => {
      written = true;
    });
    app.decorate('messages', composer);

    const mail = SMTP_URL && MAIL_FROM ? smtpTransport(SMTP_URL, MAIL_FROM) : mailboxTransport(app.db);
    const phone = SMS_GATEWAY_URL ? smsGatewayTransport(SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN) : smsOutboxTransport(app.db);
    if (!SMTP_URL) app.log.warn('SMTP_URL is not set: mail lands in the local mailbox (/develop in demo mode), not in anyone’s inbox');
    if (!SMS_GATEWAY_URL)
      app.log.warn('SMS_GATEWAY_URL is not set: one-time codes land in the local SMS outbox (/develop in demo mode), not on a phone');

    const options: OutboxWorkerOptions = {
      db: app.db,
      transports: { mail, sms: phone, voice: phone },
      pollMs: app.config.OUTBOX_POLL_MS,
      retry: { baseMs: app.config.OUTBOX_RETRY_BASE_MS, capMs: retryCapMs },
      leaseSeconds: app.config.OUTBOX_LEASE_SECONDS,
      batchSize: 20,
      log: app.log,
    };
    // Started once the app is ready, so an app whose start fails leaves no worker behind.
    let worker: OutboxWorker | undefined;
    app.decorate('outboxWorker', {
      runOnce: () => deliverBatch(options),
      wake: () => worker?.wake(),
      stop: async () => worker?.stop(),
    });
    app.addHook('onReady', async () => {
      if (app.config.OUTBOX_WORKER === 'on') worker = startOutboxWorker(options);
    });
    app.addHook('onResponse', async () => {
      if (!written) return;
      written = false;
      worker?.wake();
    });
    // Before the database closes (its onClose hook): an attempt under way finishes and records what it came to.
    app.addHook('preClose', async () => {
      await worker?.stop();
      await Promise.all([mail.close(), phone.close()]);
    });
  },
  { name: 'outbox', dependencies: ['env', 'database'] },
);
