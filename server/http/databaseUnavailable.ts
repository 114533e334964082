/**
 * Whether an error says the database is away for now rather than that the request or the code is wrong (issue 56):
 * the connection refused, cut or timed out, the server shutting down or starting (a restart, a failover), too many
 * connections, or the embedded database's thread gone. The caller is told to come back (503 with Retry-After), not
 * that the system broke (500); an Idempotency-Key makes the retry safe whatever the cut call came to.
 */
const systemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE: class 08 connection exceptions; 57P01–57P03 the server shutting down or not yet accepting; 53300 too many connections.
const sqlStates = /^(08...|57P0[123]|53300)$/;
const driverMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database thread stopped)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  return systemCodes.has(code) || sqlStates.test(code) || driverMessages.test(error.message);
}
