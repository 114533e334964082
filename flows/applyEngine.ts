import { applyMachine } from './apply';
import { cardNickname, isHomemaker, isJapanese, isMarried, isOnePersonHousehold } from './applyRules';
import type { AnswersByStep, FlowEngineModule } from './engine';
import { flatten } from './engine';

/**
 * SPEC 5.6: a Japanese national has no residence fields. (The expiry and card photos of a status without an
 * expiry, and the back photo when the address is not on the back, leave with their steps: they are off the path.)
 */
function clearResidence(answers: AnswersByStep): AnswersByStep {
  const nationality = answers['nationality'];
  if (!nationality || !isJapanese(nationality) || nationality['residenceStatus'] === undefined) return answers;
  const kept: Record<string, unknown> = { ...nationality };
  delete kept['residenceStatus'];
  return { ...answers, nationality: kept };
}

/**
 * SPEC 3.1 nickname / isDefaultNickname: a card the applicant did not name (or gave a default name) carries the
 * default name of the card chosen now, so the name follows a later change of brand or card type.
 */
function nameTheCard(answers: AnswersByStep): AnswersByStep {
  if (!answers['designName']) return answers;
  const named = cardNickname(flatten(answers));
  return named ? { ...answers, designName: named } : answers;
}

/**
 * SPEC 5.4 and 5.6 on the answers of the apply flow's path: a homemaker's own income is 0; a spouse's income only
 * exists for a married applicant; a one-person household has no household income beyond the applicant's own.
 * (Workplace and licence-number answers leave with their branch: they are off the path.)
 */
function clearIncome(answers: AnswersByStep): AnswersByStep {
  const income = answers['income'];
  if (!income) return answers;
  const facts = flatten(answers);
  const kept: Record<string, unknown> = { ...income };
  if (isHomemaker(facts)) kept['income'] = '0';
  if (!isMarried(facts)) delete kept['spouseIncome'];
  if (isOnePersonHousehold(facts)) delete kept['familyIncome'];
  return { ...answers, income: kept };
}

/** The apply flow's engine module (registry `engine`): the machine and its clean-up, without the schemas. */
export const engine: FlowEngineModule = {
  machine: applyMachine,
  clear: (answers) => nameTheCard(clearIncome(clearResidence(answers))),
  inputGuards: ['needsPartnerIdLinkage', 'isSbRoute', 'offersCommunicationFee'],
};
