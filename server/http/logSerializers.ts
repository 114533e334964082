import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What a log line may carry of a request and of an error: nothing personal (DESIGN.md; issue 57 item 4). Every
 * listener's logger is the service's or a child of it (the staff console's too), so these hold on all of them.
 */

/** A database error's fields that quote the row or the statement: `Key (mail_address)=(taro@example.jp) already exists`. */
const ROW_FIELDS = ['detail', 'where', 'hint', 'internalQuery', 'parameters'] as const;
/** A SQLSTATE: the error came from the database, whose messages quote the value refused (`for type integer: "山田"`). */
const sqlState = /^[0-9A-Z]{5}$/;
const quoted = /"[^"\n]*"/g;

/** An error as logged: its kind, message, stack and code, without what a database error quotes of the data. */
export function errorForLog(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const { type, message, stack, ...rest } = stdSerializers.err(error);
  for (const field of ROW_FIELDS) delete rest[field];
  const fromDatabase = typeof rest['code'] === 'string' && sqlState.test(rest['code']);
  const scrub = (text: string): string => (fromDatabase ? text.replace(quoted, '"…"') : text);
  return { ...rest, type, message: scrub(message), stack: scrub(stack) };
}

export const logSerializers = {
  /**
   * The request: the path without its query (issue 13 item 8: `/v1/banks?q=4111…` put whatever a person typed into
   * the log), the client as the limits see it.
   */
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: (request.url ?? '').split('?')[0],
    remoteAddress: request.ip,
  }),
  err: errorForLog,
};
