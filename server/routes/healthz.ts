import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';

/** For the load balancer: healthy only when the database answers. */
const healthz: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: app.databaseKind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: app.databaseKind });
    }
  });
};

export default healthz;
