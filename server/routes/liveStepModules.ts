import type { FastifyPluginAsync } from 'fastify';

/**
 * The modules of steps published (or previewed) in the staff console, `/assets/steps/<hash>.js` (issue 55 item 5):
 * same origin, named by their content's hash, so immutable; the page's CSP trusts them through 'strict-dynamic' as it
 * trusts the built chunks. Any instance answers any hash a saved version has, compiling it on first ask.
 */
const liveStepModules: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/assets/steps/:file', async (request, reply) => {
    const hash = /^([0-9a-f]{20})\.js$/.exec(request.params.file)?.[1];
    const module = hash ? await app.liveSteps.moduleByHash(hash) : undefined;
    if (!module) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript; charset=utf-8').send(module.code);
  });
};

export default liveStepModules;
