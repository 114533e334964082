import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';

/** GET /v1/support: the support page's questions and numbers (config/support.json), public and cacheable briefly. */
const support: FastifyPluginAsync = async (app) => {
  app.get('/v1/support', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return success(app.productConfig.support);
  });
};

export default support;
