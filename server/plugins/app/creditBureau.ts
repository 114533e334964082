import fp from 'fastify-plugin';
import type { CreditBureau } from '../../creditBureau/creditBureau';
import { httpCreditBureau } from '../../creditBureau/httpCreditBureau';
import { askDueInquiries, askInquiry, type InquiryView } from '../../creditBureau/inquiries';
import { startStandInBureau, type StandInBureau } from '../../creditBureau/standInBureau';

export interface CreditBureauService {
  /** Asks one case's inquiry now if it has no answer (an examiner's 再照会, an approval about to be made). */
  askNow(kind: string, caseId: string): Promise<InquiryView | null>;
  /** One look of the worker: asks every inquiry due; answers how many. Tests call it instead of waiting for the timer. */
  tick(): Promise<number>;
  /** The stand-in where no CREDIT_BUREAU_URL is set (tests steer its answers); null with a real bureau. */
  readonly standIn: StandInBureau | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    creditBureau: CreditBureauService;
  }
}

/**
 * Issue 61 item 1: the designated credit bureau. CREDIT_BUREAU_URL's API where it is set (production's start requires
 * it); elsewhere a stand-in HTTP server this app starts on a loopback port, asked through the same adapter, so tests and
 * the demo run the code production runs. Every instance runs the worker that asks pending inquiries
 * (CREDIT_BUREAU_POLL_MS), except under NODE_ENV=test, where a test asks (tick, askNow) so what it counts is its own.
 */
export default fp(
  async (app) => {
    const { CREDIT_BUREAU_URL, CREDIT_BUREAU_TOKEN, CREDIT_BUREAU_TIMEOUT_MS, NODE_ENV } = app.config;
    let standIn: StandInBureau | null = null;
    let bureau: CreditBureau;
    if (CREDIT_BUREAU_URL && CREDIT_BUREAU_TOKEN) {
      bureau = httpCreditBureau({ url: CREDIT_BUREAU_URL, token: CREDIT_BUREAU_TOKEN, timeoutMs: CREDIT_BUREAU_TIMEOUT_MS });
    } else {
      if (NODE_ENV === 'production') throw new Error('no credit bureau configured: the stand-in is never asked in production');
      standIn = await startStandInBureau();
      bureau = httpCreditBureau({ url: standIn.url, token: standIn.token, timeoutMs: CREDIT_BUREAU_TIMEOUT_MS });
      app.log.warn('CREDIT_BUREAU_URL is not set: credit inquiries are answered by the local stand-in bureau');
    }
    const options = { leaseMs: CREDIT_BUREAU_TIMEOUT_MS * 2 + 1000, log: app.log };
    let running: Promise<number> | undefined;
    const tick = (): Promise<number> => {
      running ??= askDueInquiries(app.db, bureau, options).finally(() => {
        running = undefined;
      });
      return running;
    };
    app.decorate('creditBureau', {
      askNow: (kind: string, caseId: string) => askInquiry(app.db, bureau, kind, caseId, { ...options, force: true }),
      tick,
      standIn,
    });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (NODE_ENV === 'test') return;
      timer = setInterval(() => {
        tick().catch((error: unknown) => app.log.error({ err: error, job: 'creditBureau' }, 'credit bureau worker failed; it looks again'));
      }, app.config.CREDIT_BUREAU_POLL_MS).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
    app.addHook('onClose', async () => {
      await standIn?.close();
    });
  },
  { name: 'creditBureau', dependencies: ['env', 'database'] },
);
