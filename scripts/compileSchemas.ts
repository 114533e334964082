import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileFlow } from '../schemas/compileFlow';
import { applySchemaSources } from '../schemas/apply/index';
import { bankSchemaSources } from '../schemas/bank/index';
import { balanceRaiseSchemaSources } from '../schemas/balanceRaise/index';
import { balanceReduceSchemaSources } from '../schemas/balanceReduce/index';
import { pinChangeSchemaSources } from '../schemas/pinChange/index';
import { pinRequestSchemaSources } from '../schemas/pinRequest/index';
import { securePasswordSchemaSources } from '../schemas/securePassword/index';
import { displayBalanceSchemaSources } from '../schemas/displayBalance/index';
import { usageRestrictionSchemaSources } from '../schemas/usageRestriction/index';
import { etcCardSchemaSources } from '../schemas/etcCard/index';
import { depositPromiseSchemaSources } from '../schemas/depositPromise/index';
import { memberAddressSchemaSources } from '../schemas/memberAddress/index';
import { memberJobSchemaSources } from '../schemas/memberJob/index';
import { memberBankSchemaSources } from '../schemas/memberBank/index';
import { mailingListsSchemaSources } from '../schemas/mailingLists/index';
import { memberResidenceSchemaSources } from '../schemas/memberResidence/index';
import { cashingSimulationSchemaSources } from '../schemas/cashingSimulation/index';
import { mailSettingSchemaSources } from '../schemas/mailSetting/index';
import { revoCourseSchemaSources } from '../schemas/revoCourse/index';
import { revoAutoSchemaSources } from '../schemas/revoAuto/index';
import { revoIndividualSchemaSources } from '../schemas/revoIndividual/index';
import { revoLumpsumSchemaSources } from '../schemas/revoLumpsum/index';
import { revoCashingSchemaSources } from '../schemas/revoCashing/index';
import { cashingNetSchemaSources } from '../schemas/cashingNet/index';
import { cashingLimitSchemaSources } from '../schemas/cashingLimit/index';
import { postInstallmentSchemaSources } from '../schemas/postInstallment/index';
import { cardSuspensionSchemaSources } from '../schemas/cardSuspension/index';
import { cardWithdrawalSchemaSources } from '../schemas/cardWithdrawal/index';
import { bankAgencySchemaSources } from '../schemas/bankAgency/index';
import { optionFamilyCardSchemaSources } from '../schemas/optionFamilyCard/index';
import { optionCashingSchemaSources } from '../schemas/optionCashing/index';
import { cardReissueSchemaSources } from '../schemas/cardReissue/index';
import { cardActivationSchemaSources } from '../schemas/cardActivation/index';
import { familyCardSchemaSources } from '../schemas/familyCard/index';
import { goldUpgradeSchemaSources } from '../schemas/goldUpgrade/index';
import { multipleCardSchemaSources } from '../schemas/multipleCard/index';
import { familyMemberSchemaSources } from '../schemas/familyMember/index';

/** `npm run schemas`: regenerates schemas/generated/<flow>.ts from the step schemas. A test fails when it is stale. */
export const generatedFlows = {
  apply: { sources: applySchemaSources, file: new URL('../schemas/generated/apply.ts', import.meta.url) },
  bank: { sources: bankSchemaSources, file: new URL('../schemas/generated/bank.ts', import.meta.url) },
  balanceRaise: { sources: balanceRaiseSchemaSources, file: new URL('../schemas/generated/balanceRaise.ts', import.meta.url) },
  balanceReduce: { sources: balanceReduceSchemaSources, file: new URL('../schemas/generated/balanceReduce.ts', import.meta.url) },
  mailSetting: { sources: mailSettingSchemaSources, file: new URL('../schemas/generated/mailSetting.ts', import.meta.url) },
  revoCourse: { sources: revoCourseSchemaSources, file: new URL('../schemas/generated/revoCourse.ts', import.meta.url) },
  revoAuto: { sources: revoAutoSchemaSources, file: new URL('../schemas/generated/revoAuto.ts', import.meta.url) },
  revoIndividual: { sources: revoIndividualSchemaSources, file: new URL('../schemas/generated/revoIndividual.ts', import.meta.url) },
  revoLumpsum: { sources: revoLumpsumSchemaSources, file: new URL('../schemas/generated/revoLumpsum.ts', import.meta.url) },
  revoCashing: { sources: revoCashingSchemaSources, file: new URL('../schemas/generated/revoCashing.ts', import.meta.url) },
  cashingNet: { sources: cashingNetSchemaSources, file: new URL('../schemas/generated/cashingNet.ts', import.meta.url) },
  cashingLimit: { sources: cashingLimitSchemaSources, file: new URL('../schemas/generated/cashingLimit.ts', import.meta.url) },
  postInstallment: { sources: postInstallmentSchemaSources, file: new URL('../schemas/generated/postInstallment.ts', import.meta.url) },
  pinChange: { sources: pinChangeSchemaSources, file: new URL('../schemas/generated/pinChange.ts', import.meta.url) },
  pinRequest: { sources: pinRequestSchemaSources, file: new URL('../schemas/generated/pinRequest.ts', import.meta.url) },
  securePassword: { sources: securePasswordSchemaSources, file: new URL('../schemas/generated/securePassword.ts', import.meta.url) },
  displayBalance: { sources: displayBalanceSchemaSources, file: new URL('../schemas/generated/displayBalance.ts', import.meta.url) },
  usageRestriction: { sources: usageRestrictionSchemaSources, file: new URL('../schemas/generated/usageRestriction.ts', import.meta.url) },
  etcCard: { sources: etcCardSchemaSources, file: new URL('../schemas/generated/etcCard.ts', import.meta.url) },
  depositPromise: { sources: depositPromiseSchemaSources, file: new URL('../schemas/generated/depositPromise.ts', import.meta.url) },
  memberAddress: { sources: memberAddressSchemaSources, file: new URL('../schemas/generated/memberAddress.ts', import.meta.url) },
  memberJob: { sources: memberJobSchemaSources, file: new URL('../schemas/generated/memberJob.ts', import.meta.url) },
  memberBank: { sources: memberBankSchemaSources, file: new URL('../schemas/generated/memberBank.ts', import.meta.url) },
  mailingLists: { sources: mailingListsSchemaSources, file: new URL('../schemas/generated/mailingLists.ts', import.meta.url) },
  memberResidence: { sources: memberResidenceSchemaSources, file: new URL('../schemas/generated/memberResidence.ts', import.meta.url) },
  cashingSimulation: { sources: cashingSimulationSchemaSources, file: new URL('../schemas/generated/cashingSimulation.ts', import.meta.url) },
  cardSuspension: { sources: cardSuspensionSchemaSources, file: new URL('../schemas/generated/cardSuspension.ts', import.meta.url) },
  cardWithdrawal: { sources: cardWithdrawalSchemaSources, file: new URL('../schemas/generated/cardWithdrawal.ts', import.meta.url) },
  bankAgency: { sources: bankAgencySchemaSources, file: new URL('../schemas/generated/bankAgency.ts', import.meta.url) },
  optionFamilyCard: { sources: optionFamilyCardSchemaSources, file: new URL('../schemas/generated/optionFamilyCard.ts', import.meta.url) },
  optionCashing: { sources: optionCashingSchemaSources, file: new URL('../schemas/generated/optionCashing.ts', import.meta.url) },
  cardReissue: { sources: cardReissueSchemaSources, file: new URL('../schemas/generated/cardReissue.ts', import.meta.url) },
  cardActivation: { sources: cardActivationSchemaSources, file: new URL('../schemas/generated/cardActivation.ts', import.meta.url) },
  familyCard: { sources: familyCardSchemaSources, file: new URL('../schemas/generated/familyCard.ts', import.meta.url) },
  goldUpgrade: { sources: goldUpgradeSchemaSources, file: new URL('../schemas/generated/goldUpgrade.ts', import.meta.url) },
  multipleCard: { sources: multipleCardSchemaSources, file: new URL('../schemas/generated/multipleCard.ts', import.meta.url) },
  familyMember: { sources: familyMemberSchemaSources, file: new URL('../schemas/generated/familyMember.ts', import.meta.url) },
} as const;

export const RUNTIME_IMPORT = '../../validators/ajvRuntime';

export function generate(flow: keyof typeof generatedFlows): string {
  return compileFlow(generatedFlows[flow].sources, RUNTIME_IMPORT);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const flow of Object.keys(generatedFlows) as (keyof typeof generatedFlows)[]) {
    writeFileSync(generatedFlows[flow].file, generate(flow));
    console.log(`schemas/generated/${flow}.ts`);
  }
}
