import type { FastifyPluginAsync } from 'fastify';
import { extendCredential } from '../credentials/credentialStore';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/** SPEC 9: a device id kept locally; the browser makes it with crypto.randomUUID. */
const uuidSchema = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
const flagSchema = { type: 'string', enum: ['0', '1'] } as const;

/**
 * Session expiry (SPEC 4: expirationFlg off means the session is treated as expired). The check answers
 * rather than refuses, so a page can ask without tripping the 4031 refresh; the POST is the idle refresh
 * that gives the call's credential a full lifetime again (the session's own idle clock moves on every call).
 */
const expiration: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/external/v2/userAuthentication/expiration',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['uuid'],
          properties: { uuid: uuidSchema, secDataUpdateFlg: flagSchema, appFlg: flagSchema, ppcdSwitchServiceFlg: { const: 'yes' } },
          additionalProperties: false,
        },
      },
    },
    async (request) => success({ expirationFlg: request.session ? '1' : '0' }),
  );

  app.post<{ Body: { uuid: string } }>(
    '/external/v1/userAuthentication/expiration',
    {
      preHandler: app.requireCredential,
      schema: { body: { type: 'object', required: ['uuid'], properties: { uuid: uuidSchema }, additionalProperties: false } },
    },
    async (request) => {
      const session = request.session;
      const credential = request.headers['ppcdcredential'];
      if (!session || typeof credential !== 'string') throw new DomainError('forbidden', 'no credential');
      const extended = await extendCredential(app.db, session, credential, app.config.CREDENTIAL_TTL_MINUTES);
      if (!extended) throw new DomainError('forbidden', 'credential ended during the refresh');
      return success({ expirationFlg: '1' });
    },
  );
};

export default expiration;
