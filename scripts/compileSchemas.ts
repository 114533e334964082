import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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

/** `npm run schemas`: regenerates schemas/generated/ from the step schemas. A test fails when it is stale. */
export const generatedFlows = {
  apply: applySchemaSources,
  bank: bankSchemaSources,
  balanceRaise: balanceRaiseSchemaSources,
  balanceReduce: balanceReduceSchemaSources,
  mailSetting: mailSettingSchemaSources,
  revoCourse: revoCourseSchemaSources,
  revoAuto: revoAutoSchemaSources,
  revoIndividual: revoIndividualSchemaSources,
  revoLumpsum: revoLumpsumSchemaSources,
  revoCashing: revoCashingSchemaSources,
  cashingNet: cashingNetSchemaSources,
  cashingLimit: cashingLimitSchemaSources,
  postInstallment: postInstallmentSchemaSources,
  pinChange: pinChangeSchemaSources,
  pinRequest: pinRequestSchemaSources,
  securePassword: securePasswordSchemaSources,
  displayBalance: displayBalanceSchemaSources,
  usageRestriction: usageRestrictionSchemaSources,
  etcCard: etcCardSchemaSources,
  depositPromise: depositPromiseSchemaSources,
  memberAddress: memberAddressSchemaSources,
  memberJob: memberJobSchemaSources,
  memberBank: memberBankSchemaSources,
  mailingLists: mailingListsSchemaSources,
  memberResidence: memberResidenceSchemaSources,
  cashingSimulation: cashingSimulationSchemaSources,
  cardSuspension: cardSuspensionSchemaSources,
  cardWithdrawal: cardWithdrawalSchemaSources,
  bankAgency: bankAgencySchemaSources,
  optionFamilyCard: optionFamilyCardSchemaSources,
  optionCashing: optionCashingSchemaSources,
  cardReissue: cardReissueSchemaSources,
  cardActivation: cardActivationSchemaSources,
  familyCard: familyCardSchemaSources,
  goldUpgrade: goldUpgradeSchemaSources,
  multipleCard: multipleCardSchemaSources,
  familyMember: familyMemberSchemaSources,
} as const;

/** validators/ajvRuntime as a step's generated module (schemas/generated/<flow>/<step>.ts) imports it. */
export const RUNTIME_IMPORT = '../../../validators/ajvRuntime';

export const GENERATED_DIR = fileURLToPath(new URL('../schemas/generated/', import.meta.url));

export type GeneratedFlow = keyof typeof generatedFlows;

/** The flow's generated files, by path under schemas/generated/ (schemas/compileFlow.ts). */
export function generate(flow: GeneratedFlow): ReadonlyMap<string, string> {
  return compileFlow(flow, generatedFlows[flow], RUNTIME_IMPORT);
}

const readOr = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/**
 * What differs between the flow's generated files on disk and what its step schemas generate now: a file missing
 * or different, or a step module whose step is gone. Empty when they are current.
 */
export function staleFiles(flow: GeneratedFlow): string[] {
  const files = generate(flow);
  const differ = [...files].filter(([path, text]) => readOr(`${GENERATED_DIR}${path}`) !== text).map(([path]) => path);
  let written: string[] = [];
  try {
    written = readdirSync(`${GENERATED_DIR}${flow}`).map((name) => `${flow}/${name}`);
  } catch {
    // not generated yet: every file differs
  }
  const left = written.filter((path) => !files.has(path));
  return [...differ, ...left];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const flow of Object.keys(generatedFlows) as GeneratedFlow[]) {
    rmSync(`${GENERATED_DIR}${flow}`, { recursive: true, force: true });
    for (const [path, text] of generate(flow)) {
      mkdirSync(dirname(`${GENERATED_DIR}${path}`), { recursive: true });
      writeFileSync(`${GENERATED_DIR}${path}`, text);
    }
    console.log(`schemas/generated/${flow}.ts, ${flow}.steps.ts, ${flow}/`);
  }
}
