import { describe, expect, it } from 'vitest';
import { employeeAnswers } from '../flows/apply';
import { LIVING_COSTS_YEN } from '../enums/creditLaw';
import { abilityInputsOf, abilityToPay, approvalCeiling, lendingCap } from './creditLaw';

/**
 * 包括支払可能見込額 (割賦販売法 第30条の2第2項) and the cap of 第30条の2の2, computed as the ordinance says: the yearly
 * income, less the other credit's yearly repayments (年間請求予定額), less 生活維持費 from 施行規則 別表第三, times 9/10.
 */
describe('the ordinance table of living costs (施行規則 別表第三)', () => {
  it('has one figure per household size and housing, larger where the home is paid for', () => {
    expect(LIVING_COSTS_YEN.paysForHome).toEqual({ 1: 1_160_000, 2: 1_690_000, 3: 2_090_000, 4: 2_400_000 });
    expect(LIVING_COSTS_YEN.noHousingCost).toEqual({ 1: 900_000, 2: 1_250_000, 3: 1_610_000, 4: 1_980_000 });
  });
});

describe('包括支払可能見込額 and the cap', () => {
  it.each([
    // income, household, pays for home, other credit a year → living costs, ability, cap in yen, cap in 万円
    [4_000_000, 3, true, 500_000, 2_090_000, 1_410_000, 1_269_000, 126],
    [3_000_000, 1, false, 0, 900_000, 2_100_000, 1_890_000, 189],
    [2_000_000, 1, true, 0, 1_160_000, 840_000, 756_000, 75],
    [6_000_000, 4, true, 1_200_000, 2_400_000, 2_400_000, 2_160_000, 216],
    // Living costs and other credit above the income: nothing may be granted under the Act.
    [2_000_000, 2, true, 600_000, 1_690_000, 0, 0, 0],
    // The cap is exact to the yen, then rounded down to a whole 万円: 1,111,111 × 0.9 = 999,999.9 → 999,999 → 99万円.
    [2_011_111, 1, false, 0, 900_000, 1_111_111, 999_999, 99],
  ] as const)(
    'income %i, %i people, paid home %s, other credit %i → %i, %i, %i (%i万円)',
    (income, size, paysForHome, credit, living, ability, cap, capMan) => {
      expect(
        abilityToPay({ annualIncomeYen: income, incomeBasis: 'own', householdSize: size, paysForHome, yearlyCreditRepaymentsYen: credit }),
      ).toMatchObject({ livingCostsYen: living, abilityYen: ability, capYen: cap, capManYen: capMan });
    },
  );
});

describe("the inputs from an application's answers", () => {
  it("takes the applicant's own income, the household's size and whether the home costs rent or a mortgage", () => {
    // 500万円, married with three in the household, an owned home with a mortgage (housing 02).
    expect(abilityInputsOf(employeeAnswers, 240_000)).toEqual({
      annualIncomeYen: 5_000_000,
      incomeBasis: 'own',
      householdSize: 3,
      paysForHome: true,
      yearlyCreditRepaymentsYen: 240_000,
    });
  });

  it("takes the household's income for a homemaker, who gives none of their own, and a home owned outright as costing nothing", () => {
    const answers = {
      ...employeeAnswers,
      profession: { jobCode: '08' },
      housing: { housingType: '01', lengthOfResidence: '5' },
      income: { spouseIncome: '400', familyIncome: '400' },
      household: { familyStructure: '1', householdNum: '4' },
    };
    expect(abilityInputsOf(answers, 0)).toMatchObject({
      annualIncomeYen: 4_000_000,
      incomeBasis: 'household',
      householdSize: 4,
      paysForHome: false,
    });
  });

  it('is none without the household, housing or income answers: then only the small limit the Act allows without the computation', () => {
    const { housing: _housing, ...withoutHousing } = employeeAnswers;
    expect(abilityInputsOf(withoutHousing, 0)).toBeNull();
    expect(approvalCeiling(null)).toEqual({ ceilingManYen: 30, basis: 'smallLimitException', ability: null });
  });
});

describe('総量規制 (貸金業法 第13条の2)', () => {
  it('leaves one third of the income, rounded down, less the other lenders’ balances, never below 0', () => {
    expect(lendingCap(5_000_000, 0)).toEqual({ capYen: 1_666_666, roomYen: 1_666_666 });
    // たじゅう of the stand-in bureau: 1,300,000円 owed to two lenders.
    expect(lendingCap(5_000_000, 1_300_000)).toEqual({ capYen: 1_666_666, roomYen: 366_666 });
    expect(lendingCap(3_000_000, 1_200_000)).toEqual({ capYen: 1_000_000, roomYen: 0 });
    expect(lendingCap(0, 0)).toEqual({ capYen: 0, roomYen: 0 });
  });
});
