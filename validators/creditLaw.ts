import { ABILITY_CAP_RATE, HOUSING_PAID_FOR, LENDING_CAP_SHARE, LIVING_COSTS_YEN, SMALL_LIMIT_EXCEPTION_MAN_YEN } from '../enums/creditLaw';

/** What the 包括支払可能見込額 is computed from (割賦販売法 第30条の2第1項・第2項). */
export interface AbilityInputs {
  /** The yearly income the computation uses, in yen. */
  readonly annualIncomeYen: number;
  /** The applicant's own income, or the household's where they have none of their own (主婦・主夫). */
  readonly incomeBasis: 'own' | 'household';
  /** The people living on the income, 4 standing for four or more (the ordinance's table's rows). */
  readonly householdSize: 1 | 2 | 3 | 4;
  /** Rent or a mortgage is paid (the table's columns). */
  readonly paysForHome: boolean;
  /** The other credit contracts' yearly repayments the bureau reports (年間請求予定額), in yen. */
  readonly yearlyCreditRepaymentsYen: number;
}

export interface AbilityToPay extends AbilityInputs {
  /** 生活維持費 from 割賦販売法施行規則 別表第三. */
  readonly livingCostsYen: number;
  /** 包括支払可能見込額: income less the other credit's yearly repayments less the living costs, never below 0. */
  readonly abilityYen: number;
  /** The highest limit 第30条の2の2 allows: the ability times 9/10, in yen and in whole 万円 (rounded down). */
  readonly capYen: number;
  readonly capManYen: number;
}

/**
 * 包括支払可能見込額 (割賦販売法 第30条の2第2項: what a person can pay a year for card purchases without selling or
 * pledging their home and without touching the living costs) and the cap on the limit it sets (第30条の2の2).
 */
export function abilityToPay(inputs: AbilityInputs): AbilityToPay {
  const livingCostsYen = LIVING_COSTS_YEN[inputs.paysForHome ? 'paysForHome' : 'noHousingCost'][inputs.householdSize];
  const abilityYen = Math.max(0, inputs.annualIncomeYen - inputs.yearlyCreditRepaymentsYen - livingCostsYen);
  // Integer arithmetic: the cap is exact to the yen, then rounded down to the 万円 a limit is set in.
  const capYen = Math.floor((abilityYen * ABILITY_CAP_RATE.numerator) / ABILITY_CAP_RATE.denominator);
  return { ...inputs, livingCostsYen, abilityYen, capYen, capManYen: Math.floor(capYen / 10_000) };
}

/** What the examiner may approve at most, and on what ground. */
export interface ApprovalCeiling {
  readonly ceilingManYen: number;
  /** `computed`: the cap of 第30条の2の2; `smallLimitException`: no computation possible, the Act's small limit. */
  readonly basis: 'computed' | 'smallLimitException';
  readonly ability: AbilityToPay | null;
}

export function approvalCeiling(ability: AbilityToPay | null): ApprovalCeiling {
  return ability
    ? { ceilingManYen: ability.capManYen, basis: 'computed', ability }
    : { ceilingManYen: SMALL_LIMIT_EXCEPTION_MAN_YEN, basis: 'smallLimitException', ability: null };
}

const manYen = (value: unknown): number | null =>
  typeof value === 'string' && /^[0-9]{1,6}$/.test(value) ? Number(value) * 10_000 : typeof value === 'number' ? value * 10_000 : null;

/**
 * The inputs from an application's answers (万円 strings, as the income step keeps them) and the bureau's yearly
 * repayments; null where an answer the computation needs is missing (then only the small-limit exception applies).
 */
export function abilityInputsOf(
  answers: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>,
  yearlyCreditRepaymentsYen: number,
): AbilityInputs | null {
  const household = answers['household']?.['householdNum'];
  const housing = answers['housing']?.['housingType'];
  const size =
    household === '1' || household === '2' || household === '3' || household === '4' ? (Number(household) as 1 | 2 | 3 | 4) : null;
  if (size === null || typeof housing !== 'string' || !Object.hasOwn(HOUSING_PAID_FOR, housing)) return null;
  const own = manYen(answers['income']?.['income']);
  const family = manYen(answers['income']?.['familyIncome']);
  // 主婦・主夫 give no income of their own (the income step asks only the household's): the household's is theirs.
  const homemaker = answers['profession']?.['jobCode'] === '08';
  const annualIncomeYen = homemaker ? family : own;
  if (annualIncomeYen === null) return null;
  return {
    annualIncomeYen,
    incomeBasis: homemaker ? 'household' : 'own',
    householdSize: size,
    paysForHome: HOUSING_PAID_FOR[housing] === true,
    yearlyCreditRepaymentsYen,
  };
}

/**
 * 総量規制 (貸金業法 第13条の2第2項): the most all money lenders together may lend a person, one third of the annual
 * income (基準額), rounded down to the yen; and what is left of it for this lender's limit after the other lenders'
 * balances (never below 0). A cashing limit above the room is refused.
 */
export function lendingCap(annualIncomeYen: number, otherLendersBalanceYen: number): { readonly capYen: number; readonly roomYen: number } {
  const capYen = Math.floor((annualIncomeYen * LENDING_CAP_SHARE.numerator) / LENDING_CAP_SHARE.denominator);
  return { capYen, roomYen: Math.max(0, capYen - otherLendersBalanceYen) };
}

/** The refusal's Japanese, naming the Act: the member's and the examiner's alike. */
export const lendingCapMessage = (roomYen: number): string =>
  `貸金業法第13条の2（総量規制）により、他社のお借入れと合わせて年収の3分の1を超えるキャッシング枠はご利用いただけません。お申し込みいただけるのは${roomYen.toLocaleString('ja-JP')}円までです。`;
