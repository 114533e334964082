import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { jsonProblem } from '../plugins/external/requestGuards';
import { cardEventsReceived, cardEventsRefused } from '../metrics/processMetrics';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { type CardEvent, parseCardEvent, type EventProblem } from './cardEvent';
import { type AppliedReceipt, cardOfToken, storeEvent, type Receipt } from './applyCardEvent';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';

export const PROCESSOR_EVENTS_PATH = '/processor/v1/events';

/** Why a request was refused, as the processor's software reads it; nothing of it was written. */
export type RefusalCode = 'badSignature' | 'staleTimestamp' | 'replayed' | 'malformedEvent' | 'unknownCard';

const refusalStatus: Readonly<Record<RefusalCode, number>> = {
  badSignature: 401,
  staleTimestamp: 401,
  replayed: 409,
  malformedEvent: 400,
  unknownCard: 422,
};

// The processor's operators read these; the machine reads `code`.
const refusalMessages: Readonly<Record<RefusalCode, string>> = {
  badSignature: '署名が正しくありません。',
  staleTimestamp: '送信時刻が許容範囲を外れています。',
  replayed: '同じリクエストはすでに受け付けています。',
  malformedEvent: 'イベントの形式が正しくありません。',
  unknownCard: 'カードが見つかりません。',
};

/** The request is at most one event: a few hundred bytes. A bigger body is not the processor's. */
const BODY_LIMIT = 16 * 1024;

/** A class so the transaction rolls back with it: a replay found inside the transaction writes nothing. */
class Refused extends Error {
  constructor(readonly code: RefusalCode) {
    super(code);
  }
}

function refuse(reply: FastifyReply, code: RefusalCode, problems?: readonly EventProblem[]): FastifyReply {
  cardEventsRefused.inc({ code });
  return reply
    .code(refusalStatus[code])
    .header('cache-control', 'no-store')
    .send({ result: 'refused', code, message: refusalMessages[code], ...(problems ? { problems } : {}) });
}

/**
 * The card processor's events (issue 60): one signed JSON event per POST, on a path of its own. No session or
 * credential opens it and none is read: only the signature over the exact bytes received, so the body is kept as
 * text here (this plugin is encapsulated: the service's JSON parser stays as it is for every other route) and parsed
 * only once it is proven to be the processor's.
 */
export interface ProcessorEventsOptions {
  readonly secret: string;
  /** Writes the notices an applied event causes, in the event's transaction (server/cardEvents/cardNotices.ts). */
  readonly notify?: (trx: Transaction<Database>, event: CardEvent, receipt: AppliedReceipt) => Promise<void>;
}

const processorEvents: FastifyPluginAsync<ProcessorEventsOptions> = async (app, { secret, notify }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(PROCESSOR_EVENTS_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const signed = checkSignature(
      secret,
      { signature: request.headers[SIGNATURE_HEADER], timestamp: request.headers[TIMESTAMP_HEADER] },
      body,
      app.clock(),
    );
    if (!signed.ok) return refuse(reply, signed.code);

    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return refuse(reply, 'malformedEvent', [{ path: '/', rule: 'json' }]);
    }
    const problem = jsonProblem(value);
    if (problem) return refuse(reply, 'malformedEvent', [{ path: '/', rule: 'json' }]);
    const parsed = parseCardEvent(value);
    if ('problems' in parsed) return refuse(reply, 'malformedEvent', parsed.problems);
    const { event } = parsed;

    let receipt: Receipt;
    try {
      receipt = await app.db.transaction().execute(async (trx) => {
        const card = await cardOfToken(trx, event.cardToken);
        if (!card) throw new Refused('unknownCard');
        const stored = await storeEvent(trx, event, card, signed.digest);
        if (stored.result === 'replayed') throw new Refused('replayed');
        if (stored.result === 'applied' && notify) await notify(trx, event, stored);
        return stored;
      });
    } catch (error) {
      if (error instanceof Refused) return refuse(reply, error.code);
      throw error;
    }
    cardEventsReceived.inc({ kind: event.kind, result: receipt.result });
    // The event id only: the log holds no shop, amount or card (DESIGN.md, nothing personal in logs).
    request.log.info({ eventId: event.eventId, kind: event.kind, result: receipt.result }, 'card event');
    return reply.code(200).header('cache-control', 'no-store').send({ result: receipt.result, eventId: event.eventId });
  });
};

export default processorEvents;
