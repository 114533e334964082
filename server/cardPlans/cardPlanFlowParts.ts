import { defineFlowParts } from '../flows/hostContracts';
import { cardPlanChecks as checks } from './cardPlanChecks';
import { cardPlanEffects as effects } from './cardPlanEffects';
import { cardPlans } from './cardPlanInput';

/** The card-plan flows' server parts (issue 17): one input builder, a check and a completion each. */
export const cardPlanFlowParts = defineFlowParts({
  revoCourse: { input: cardPlans, checks: { course: checks.revolvingChangeAllowed }, effect: effects.revolvingCourseChanged },
  revoAuto: { input: cardPlans, checks: { auto: checks.autoRevolvingChanged }, effect: effects.autoRevolvingChanged },
  revoIndividual: { input: cardPlans, checks: { select: checks.revolvingPurchaseWithinLimit }, effect: effects.purchaseMadeRevolving },
  revoLumpsum: { input: cardPlans, checks: { lumpsum: checks.revolvingBalanceToPay }, effect: effects.revolvingPaidInOneSum },
  revoCashing: { input: cardPlans, checks: { amount: checks.revolvingCashAdvance }, effect: effects.revolvingCashAdvanceTaken },
  cashingNet: { input: cardPlans, effect: effects.oneTimeCashAdvanceTaken },
  cashingLimit: { input: cardPlans, checks: { limit: checks.cashingLimitChangeable }, effect: effects.cashingLimitChanged },
  postInstallment: { input: cardPlans, checks: { select: checks.instalmentsWithinLimit }, effect: effects.purchaseSplit },
  // The option-service applications (SPEC 2.1): the course and cashing-limit changes' own parts at their routes.
  optionRevo: { input: cardPlans, checks: { course: checks.revolvingChangeAllowed }, effect: effects.revolvingCourseChanged },
  optionCashing: { input: cardPlans, checks: { limit: checks.cashingLimitChangeable }, effect: effects.cashingLimitChanged },
});
