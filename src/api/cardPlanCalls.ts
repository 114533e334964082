import { api } from './appClient';
import type { CashingTopAnswer, RevoTopAnswer } from './cardPlanAnswers';

/** The revolving and cashing tops' reads (server/routes/cardPlans.ts), for the selected card. */
export const cardPlanCalls = {
  revoTop: () => api.get<RevoTopAnswer>('/external/v1/revo/top'),
  cashingTop: () => api.get<CashingTopAnswer>('/external/v1/cashing/top'),
};
