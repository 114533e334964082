import type { FastifyInstance } from 'fastify';
import { tokyoToday } from '../../validators/calendar';
import { partnerCarrierOf } from '../memberSettings/partnerCarrier';
import type { HostContext } from './flowService';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instant the flows read (the 15:00 transfer cutoff, today's date): the machine's clock unless a test injects one. */
    clock: () => Date;
  }
}

/** The host context of one call: the database, the clock's instant and Tokyo date, the feature flags, the outside systems. */
export function hostContext(app: FastifyInstance): HostContext {
  const now = app.clock();
  return {
    db: app.db,
    today: tokyoToday(now),
    now,
    flags: app.productConfig.featureFlags,
    messages: app.messages,
    partnerCarrier: partnerCarrierOf(app.config),
    passwordCost: app.config.PASSWORD_HASH_COST,
    liveSteps: app.liveSteps.current(),
  };
}
