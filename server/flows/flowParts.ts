import type { FlowId } from '../../flows/index';
import { applyFlowParts } from '../apply/applyFlowParts';
import { bankFlowParts } from '../bank/bankFlowParts';
import { cardPlanFlowParts } from '../cardPlans/cardPlanFlowParts';
import { creditLimitFlowParts } from '../creditLimits/creditLimitFlowParts';
import { cardLifecycleFlowParts } from '../memberSettings/cardLifecycle';
import { cardSettingFlowParts } from '../memberSettings/cardSettings';
import { cardSuspensionFlowParts } from '../memberSettings/cardSuspension';
import { familyCardFlowParts } from '../memberSettings/familyCards';
import { goldUpgradeFlowParts } from '../memberSettings/goldUpgrade';
import { mailingListFlowParts } from '../memberSettings/mailingLists';
import { memberDataFlowParts } from '../memberSettings/memberData';
import { multipleCardFlowParts } from '../memberSettings/multipleCards';
import { partnerIdLinkFlowParts } from '../memberSettings/partnerIdLinks';
import { paylaterFlowParts } from '../memberSettings/paylater';
import { paymentAccountFlowParts } from '../memberSettings/paymentAccount';
import { residenceFlowParts } from '../memberSettings/residence';
import { supportFlowParts } from '../support/bankAgencyRequests';
import type { FlowServerParts } from './hostContracts';

/**
 * Every registry flow's server parts, by flow id: the parts objects the domain modules export (`defineFlowParts`),
 * spread. A plain list of imports and spreads (to be generated from the modules).
 */
const gathered = {
  ...applyFlowParts,
  ...bankFlowParts,
  ...cardPlanFlowParts,
  ...creditLimitFlowParts,
  ...cardLifecycleFlowParts,
  ...cardSettingFlowParts,
  ...cardSuspensionFlowParts,
  ...familyCardFlowParts,
  ...goldUpgradeFlowParts,
  ...mailingListFlowParts,
  ...memberDataFlowParts,
  ...multipleCardFlowParts,
  ...partnerIdLinkFlowParts,
  ...paylaterFlowParts,
  ...paymentAccountFlowParts,
  ...residenceFlowParts,
  ...supportFlowParts,
};

/**
 * tsc checks of the index, naming the flow ids at fault: the registry's ids are literals (widened to `string`, no
 * misspelt id would be caught any more), every registry flow has an entry (a flow without parts: `{}` in its
 * module's parts), and every entry is a registry flow's (`defineFlowParts` already refuses another id).
 */
const flowIdsAreLiterals: string extends FlowId ? 'FlowId must be a union of literal ids' : true = true;
void flowIdsAreLiterals;
type MissingFlows = Exclude<FlowId, keyof typeof gathered>;
type UnknownFlows = Exclude<keyof typeof gathered, FlowId>;
const everyFlowHasParts: [MissingFlows] extends [never] ? true : MissingFlows = true;
const noPartsWithoutAFlow: [UnknownFlows] extends [never] ? true : UnknownFlows = true;
void everyFlowHasParts;
void noPartsWithoutAFlow;

export const serverPartsByFlow: Readonly<Record<FlowId, FlowServerParts>> = gathered;

const isFlowId = (id: string): id is FlowId => Object.hasOwn(serverPartsByFlow, id);

/** The parts of a flow by its id; none for a flow outside the registry (a test's fixture flow). */
export const serverPartsOf = (flowId: string): FlowServerParts => (isFlowId(flowId) ? serverPartsByFlow[flowId] : {});
