import fp from 'fastify-plugin';
import { failure } from '../../http/apiResponse';
import { resultCodes } from '../../../enums/resultCodes';
import { maintenanceNow } from '../../serviceHours/serviceHours';

// The credentialed API of SPEC 7.2; health probes, the BFF's own calls and the pages stay up, so the browser can
// still load the error page a maintenance answer leads to, and the staff console has a listener of its own.
const credentialedApi = '/external/';

/**
 * The operator's maintenance switch (config/serviceHours.json, published in the staff console): while it is on, by
 * hand or by a scheduled window in Tokyo time, every credentialed call answers 5030, or 6030 in the payment provider's
 * window, before the session or the database is read, and changes nothing (SPEC 7.3: the browser shows maintenance).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(credentialedApi)) return;
      const maintenance = maintenanceNow(app.productConfig.serviceHours, app.clock());
      if (!maintenance) return;
      return reply.code(resultCodes[maintenance].status).header('cache-control', 'no-store').send(failure(maintenance));
    });
  },
  { name: 'maintenance', dependencies: ['product-config'] },
);
