import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';

/**
 * For the load balancer and the orchestrator (issue 20): `/healthz` is liveness, answered from the process alone
 * (no database query, so a probe costs nothing and a slow database does not get the process restarted);
 * `/readyz` is readiness, healthy only when the database answers, so traffic goes elsewhere while it does not.
 */
const healthz: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: app.databaseKind };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: app.databaseKind });
    }
  });
};

export default healthz;
