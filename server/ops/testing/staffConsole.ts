import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';
import { startStaffSession } from '../../operations/staffMembers';
import { staffSubjectOf } from '../../seed/staffAccounts';
import { buildOpsApp } from '../opsApp';

/** The service and its console on one test database, with a session for each staff demo account a test names. */
export interface StaffConsole {
  readonly subject: TestApp;
  readonly ops: FastifyInstance;
  get(loginId: string, url: string): Promise<LightMyRequestResponse>;
  /** A form posted from the console's own origin, as a staff browser sends it. */
  post(loginId: string, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `environment`: settings of the test's own over the test app's (a short CREDIT_BUREAU_TIMEOUT_MS). */
export async function openStaffConsole(
  origin: string,
  loginIds: readonly string[],
  environment: Record<string, string> = {},
): Promise<StaffConsole> {
  const subject = await buildTestApp({ OPS_ORIGIN: origin, OUTBOX_WORKER: 'off', ...environment });
  const ops = await buildOpsApp(subject.app);
  await ops.ready();
  const cookies = new Map<string, string>();
  for (const loginId of loginIds) cookies.set(loginId, await startStaffSession(subject.app.db, staffSubjectOf(loginId)));
  const session = (loginId: string) => ({ cookie: `ops_session=${cookies.get(loginId) ?? ''}` });
  return {
    subject,
    ops,
    get: (loginId, url) => ops.inject({ method: 'GET', url, headers: session(loginId) }),
    post: (loginId, url, fields) =>
      ops.inject({
        method: 'POST',
        url,
        headers: { ...session(loginId), origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    close: async () => {
      await ops.close();
      await subject.close();
    },
  };
}
