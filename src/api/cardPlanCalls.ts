import { api } from './appClient';
import type { CardSettingsAnswer, CashingTopAnswer, RevoTopAnswer } from '../../api/cardPlanAnswers';
import type { CardApplicationsAnswer } from '../../api/cardApplicationAnswers';
import type { FamilyCardsAnswer } from '../../api/familyCardAnswers';
import type { MemberInfoAnswer } from '../../api/memberAreaAnswers';

/** The revolving, cashing and settings tops' reads (server/routes/cardPlans.ts), for the selected card. */
export const cardPlanCalls = {
  revoTop: () => api.get<RevoTopAnswer>('/external/v1/revo/top'),
  cashingTop: () => api.get<CashingTopAnswer>('/external/v1/cashing/top'),
  settings: () => api.get<CardSettingsAnswer>('/external/v1/card/settings'),
  memberInfo: () => api.get<MemberInfoAnswer>('/external/v1/member/info'),
  familyCards: () => api.get<FamilyCardsAnswer>('/external/v1/family-cards'),
  cardApplications: () => api.get<CardApplicationsAnswer>('/external/v1/memberOptionService/multiple/apply/reviewStatus'),
};
