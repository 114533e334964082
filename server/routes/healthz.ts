import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { answeredWithin } from '../db/answeredWithin';

/**
 * For the load balancer and the orchestrator (issue 20), on both listeners (issue 56): `/healthz` is liveness,
 * answered from the process alone (no database query, so a probe costs nothing and a slow database does not get the
 * process restarted); `/readyz` is readiness, healthy only when the database answers within 2 s and the instance is
 * not draining for a shutdown, so traffic goes elsewhere while it is not.
 */
// A database that has not answered `select 1` by then counts as away: during a failover new connections wait for
// seconds (behind a proxy with no primary yet, or behind the pool's other waiters), and a load balancer wants a 503
// from its probe, not a probe that hangs past its own timeout (scripts/cluster's HAProxy waits 3 s).
const readinessTimeoutMs = 2000;

const healthz: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    // Shutting down: the load balancer takes this instance out while it still answers what it was sent.
    if (app.drain.draining) return reply.code(503).send({ status: 'draining', database: app.databaseKind });
    try {
      await answeredWithin(sql`select 1`.execute(app.db), readinessTimeoutMs);
      return { status: 'ok', database: app.databaseKind };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: app.databaseKind });
    }
  });
};

export default healthz;
