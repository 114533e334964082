import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { withinPerMinuteLimit } from '../http/perMinuteLimit';
import { reporterData, withoutReporterData } from '../telemetry/reporterData';

/** How many reports one client address may leave a minute: a page that fails reports once per failure. */
export const crashReportLimit = { perMinute: 20 } as const;

/**
 * What a message must not carry into the table: card numbers and other long digit runs (a PAN with spaces or
 * hyphens too), mail addresses, and long opaque strings (credentials, tokens, keys).
 */
const secretPatterns: readonly (readonly [RegExp, string])[] = [
  // Ten digits and more: a card number, and a telephone number too (a landline has ten, a mobile eleven).
  [/\d(?:[ -]?\d){9,}/g, '[digits]'],
  [/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[mail]'],
  // A word of letters alone (an error's name) is not a token: a token holds digits too.
  [/(?=[A-Za-z0-9_\-+/=]*\d)[A-Za-z0-9_\-+/=]{24,}/g, '[token]'],
];

export function withoutSecrets(message: string): string {
  return secretPatterns.reduce((text, [pattern, stand]) => text.replace(pattern, stand), message).slice(0, 500);
}

interface CrashReport {
  readonly ppcdToken?: string;
  readonly message: string;
  readonly time?: string;
  readonly model?: string;
}

/**
 * SPEC 7.3 POST /v1/report/crash/: the browser's report of a thrown failure (SPEC 8.3) or a failed login. Anyone
 * may send one (a visitor's login fails before any session); each is stored stripped of secrets, the card by a
 * digest of its token, and one address may leave at most crashReportLimit.perMinute a minute (perMinuteLimit.ts).
 */
const crashReports: FastifyPluginAsync = async (app) => {
  const schema = {
    body: {
      type: 'object',
      required: ['message'],
      additionalProperties: false,
      properties: {
        ppcdToken: { type: 'string', maxLength: 200 },
        message: { type: 'string', minLength: 1, maxLength: 2000 },
        time: { type: 'string', maxLength: 40 },
        model: { type: 'string', maxLength: 100 },
      },
    },
  };
  for (const url of ['/v1/report/crash/', '/v1/report/crash']) {
    app.post<{ Body: CrashReport }>(url, { schema }, async (request) => {
      const { ppcdToken, time, model } = request.body;
      // The reporter's own name, numbers and address out first, then what any secret looks like.
      const known = request.session ? await reporterData(app.db, request.session.memberId) : [];
      const message = withoutReporterData(request.body.message, known);
      const stored = await app.db.transaction().execute(async (trx) => {
        if (!(await withinPerMinuteLimit(trx, 'crash_reports', request.ip, crashReportLimit.perMinute))) return false;
        await trx
          .insertInto('crash_reports')
          .values({
            message: withoutSecrets(message),
            reported_time: time ?? null,
            model: model ? withoutSecrets(model) : null,
            card_digest: ppcdToken ? createHash('sha256').update(ppcdToken).digest('hex').slice(0, 16) : null,
            client_address: request.ip,
          })
          .execute();
        return true;
      });
      if (!stored) throw new DomainError('tooManyReports', `crash reports from ${request.ip} over the limit`);
      request.log.warn({ crashReport: withoutSecrets(message) }, 'browser crash report');
      return success({ received: true });
    });
  }
};

export default crashReports;
