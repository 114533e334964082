import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { databaseGauges } from '../../metrics/databaseGauges';
import { processRegistry } from '../../metrics/processMetrics';
import { observeRequests } from '../../metrics/requestMetrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** What `/metrics` on the console's listener answers: the process's counters and this app's database gauges. */
    metricsRegistry: Registry;
  }
}

/** Issue 56 item 1: the service's requests are timed here; the console's listener serves the text (server/ops). */
export default fp(
  async (app) => {
    app.decorate('metricsRegistry', Registry.merge([processRegistry, databaseGauges(app.db)]));
    observeRequests(app, 'service');
  },
  { name: 'metrics', dependencies: ['database'] },
);
