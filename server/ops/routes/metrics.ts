import type { FastifyPluginAsync } from 'fastify';

/**
 * Issue 56 item 1: Prometheus reads the instance here, on the console's listener, which an operator keeps off the
 * internet; the public port has no `/metrics`. No session: the scraper is a machine, and nothing here names a person.
 */
const metrics: FastifyPluginAsync = async (app) => {
  app.get('/metrics', async (_request, reply) => {
    const text = await app.metricsRegistry.metrics();
    return reply.header('cache-control', 'no-store').type(app.metricsRegistry.contentType).send(text);
  });
};

export default metrics;
