import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { flagValues } from '../config/productConfig';

/** SPEC 6 and 7.3: flags come from config/featureFlags.json; the browser treats any failure as "off". */
const featureFlags: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    '/v1/featureFlg/:name',
    { schema: { params: { type: 'object', properties: { name: { type: 'string', pattern: '^[A-Za-z0-9]{1,64}$' } } } } },
    async (request) => {
      const flags = app.productConfig.featureFlags;
      const flag = Object.hasOwn(flags, request.params.name) ? flags[request.params.name] : undefined;
      if (!flag) throw new DomainError('dataNotFound', `unknown feature flag ${request.params.name}`);
      return success({ name: request.params.name, enabled: flag.enabled });
    },
  );

  // SPEC 6 admission landing-page switch: where the service top's apply button leads; null, the service's own entry.
  app.get('/api/bff/admissionLanding', async () => {
    const { featureFlags, externalPages } = app.productConfig;
    return success({ url: featureFlags['admissionLpSwitch']?.enabled === true ? externalPages.admissionLpUrl : null });
  });

  // The page-level JSON the app reads at start (SPEC 7.3: GET /feature/production/{path}).
  app.get('/feature/production/featureFlags.json', async () => flagValues(app.productConfig.featureFlags));
  app.get('/feature/production/campaigns.json', async () => app.productConfig.campaigns);
};

export default featureFlags;
