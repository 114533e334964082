import { ApplyAccountType, APPLY_ACCOUNT_TYPE_LABELS } from '../enums/bank';
import { BankAgencyTopic, BANK_AGENCY_TOPIC_LABELS, ContactMethod, CONTACT_METHOD_LABELS } from '../enums/support';
import {
  AutoPaylaterFlg,
  AUTO_PAYLATER_FLG_LABELS,
  CARD_DESIGN_CODES,
  LossType,
  LOSS_TYPE_LABELS,
  ReissueReason,
  REISSUE_REASON_LABELS,
  CardPurpose,
  CARD_PURPOSE_LABELS,
  CARD_TYPE_LABELS,
  CardType,
  Network,
  NETWORK_LABELS,
} from '../enums/card';
import { DESIGN_LABELS, REGULAR_COLOURS, REGULAR_COLOUR_LABELS } from '../enums/cardDesigns';
import { toOneOf, type CodeOption } from '../enums/codeTable';
import { bilingualCountryLabel, COUNTRIES } from '../enums/country';
import { AddressListedOnCardBack, ADDRESS_LISTED_ON_CARD_BACK_LABELS } from '../enums/residence';
import { bilingualResidenceStatusLabel, RESIDENCE_STATUS_CODES } from '../enums/residenceStatus';
import {
  FAMILY_CARD_COUNTS,
  FAMILY_CARD_COUNT_LABELS,
  FamilyRelation,
  FAMILY_RELATION_LABELS,
  FamilyStructure,
  FAMILY_STRUCTURE_LABELS,
  GOLD_FAMILY_CARD_COUNTS,
  HouseholdNum,
  HOUSEHOLD_NUM_LABELS,
} from '../enums/family';
import { LICENSE_EXPIRY_MONTHS, LICENSE_EXPIRY_MONTH_LABELS, LicenseHoyuType, LICENSE_HOYU_TYPE_LABELS } from '../enums/license';
import { LoanReason, LOAN_REASON_LABELS, PastLoan, PAST_LOAN_LABELS } from '../enums/loan';
import { creditLimitChoices, creditLimitLabel, ReduceReason, REDUCE_REASON_LABELS } from '../enums/creditLimit';
import { JobCode, JOB_CODE_LABELS } from '../enums/occupation';
import { WithdrawalReason, WITHDRAWAL_REASON_LABELS } from '../enums/member';
import { COMMUNICATION_FEE_CHOICE_LABELS, PartnerOptionChoice, POINT_AUTO_EXCHANGE_LABELS } from '../enums/partner';
import {
  COMPANY_TYPE_CODES,
  COMPANY_TYPE_LABELS,
  HOUSING_TYPE_CODES,
  HOUSING_TYPE_LABELS,
  INDUSTRY_CODES,
  INDUSTRY_LABELS,
  LengthOfResidence,
  LENGTH_OF_RESIDENCE_LABELS,
  Sex,
  SEX_LABELS,
} from '../enums/personal';
import { PREFECTURE_LABELS, Prefecture } from '../enums/prefecture';
import {
  DisplayBalance,
  DISPLAY_BALANCE_LABELS,
  ETC_CARD_COUNTS,
  ETC_CARD_COUNT_LABELS,
  UsageRestriction,
  USAGE_RESTRICTION_CHOICE_LABELS,
} from '../enums/settings';
import { AutoRevolving, AUTO_REVOLVING_LABELS, INSTALLMENT_COUNTS, INSTALLMENT_COUNT_LABELS } from '../enums/cardPlans';

/**
 * The code tables a step schema may name with `"x-codeTable"` (a JSON file cannot import enums/). The schema
 * compiler turns the name into `oneOf: [{ const, title }]` in table order.
 */
const fromList = <C extends string>(codes: readonly C[], labels: Readonly<Record<C, string>>): CodeOption<C>[] =>
  codes.map((code) => ({ const: code, title: labels[code] }));

export const codeTables = {
  Sex: toOneOf(Sex, SEX_LABELS),
  JobCode: toOneOf(JobCode, JOB_CODE_LABELS),
  FamilyStructure: toOneOf(FamilyStructure, FAMILY_STRUCTURE_LABELS),
  HouseholdNum: toOneOf(HouseholdNum, HOUSEHOLD_NUM_LABELS),
  LengthOfResidence: toOneOf(LengthOfResidence, LENGTH_OF_RESIDENCE_LABELS),
  HousingType: fromList(HOUSING_TYPE_CODES, HOUSING_TYPE_LABELS),
  CompanyType: fromList(COMPANY_TYPE_CODES, COMPANY_TYPE_LABELS),
  Industry: fromList(INDUSTRY_CODES, INDUSTRY_LABELS),
  CardPurpose: toOneOf(CardPurpose, CARD_PURPOSE_LABELS),
  LicenseHoyuType: toOneOf(LicenseHoyuType, LICENSE_HOYU_TYPE_LABELS),
  LicenseExpiryMonth: fromList(LICENSE_EXPIRY_MONTHS, LICENSE_EXPIRY_MONTH_LABELS),
  Prefecture: toOneOf(Prefecture, PREFECTURE_LABELS),
  CardType: toOneOf(CardType, CARD_TYPE_LABELS),
  Network: fromList([Network.Visa, Network.Master, Network.Jcb], NETWORK_LABELS),
  RegularColour: fromList(REGULAR_COLOURS, REGULAR_COLOUR_LABELS),
  CardDesign: fromList(CARD_DESIGN_CODES, DESIGN_LABELS),
  AutoPaylaterFlg: toOneOf(AutoPaylaterFlg, AUTO_PAYLATER_FLG_LABELS),
  FamilyCardCount: fromList(FAMILY_CARD_COUNTS, FAMILY_CARD_COUNT_LABELS),
  GoldFamilyCardCount: fromList(GOLD_FAMILY_CARD_COUNTS, FAMILY_CARD_COUNT_LABELS),
  FamilyRelation: toOneOf(FamilyRelation, FAMILY_RELATION_LABELS),
  // The nationality and residence screens are bilingual (SPEC 1), so are their option labels.
  COUNTRIES: COUNTRIES.map((country) => ({ const: country.code, title: bilingualCountryLabel(country) })),
  ResidenceStatus: RESIDENCE_STATUS_CODES.map((code) => ({ const: code, title: bilingualResidenceStatusLabel(code) })),
  AddressListedOnCardBack: toOneOf(AddressListedOnCardBack, ADDRESS_LISTED_ON_CARD_BACK_LABELS),
  ApplyAccountType: toOneOf(ApplyAccountType, APPLY_ACCOUNT_TYPE_LABELS),
  CommunicationFeeChoice: toOneOf(PartnerOptionChoice, COMMUNICATION_FEE_CHOICE_LABELS),
  PointAutoExchange: toOneOf(PartnerOptionChoice, POINT_AUTO_EXCHANGE_LABELS),
  LoanReason: toOneOf(LoanReason, LOAN_REASON_LABELS),
  PastLoan: toOneOf(PastLoan, PAST_LOAN_LABELS),
  // The limits a card may have (万円, enums/creditLimit.ts): a regular card's list ends at 200, a gold card's at 500.
  RegularCreditLimit: creditLimitChoices(CardType.Regular).map((amount) => ({ const: amount, title: creditLimitLabel(amount) })),
  GoldCreditLimit: creditLimitChoices(CardType.Gold).map((amount) => ({ const: amount, title: creditLimitLabel(amount) })),
  ReduceReason: toOneOf(ReduceReason, REDUCE_REASON_LABELS),
  InstallmentCount: fromList(INSTALLMENT_COUNTS, INSTALLMENT_COUNT_LABELS),
  AutoRevolving: toOneOf(AutoRevolving, AUTO_REVOLVING_LABELS),
  UsageRestriction: toOneOf(UsageRestriction, USAGE_RESTRICTION_CHOICE_LABELS),
  DisplayBalance: toOneOf(DisplayBalance, DISPLAY_BALANCE_LABELS),
  EtcCardCount: fromList(ETC_CARD_COUNTS, ETC_CARD_COUNT_LABELS),
  LossType: toOneOf(LossType, LOSS_TYPE_LABELS),
  ReissueReason: toOneOf(ReissueReason, REISSUE_REASON_LABELS),
  WithdrawalReason: toOneOf(WithdrawalReason, WITHDRAWAL_REASON_LABELS),
  BankAgencyTopic: toOneOf(BankAgencyTopic, BANK_AGENCY_TOPIC_LABELS),
  ContactMethod: toOneOf(ContactMethod, CONTACT_METHOD_LABELS),
} as const satisfies Record<string, readonly CodeOption<string>[]>;

export type CodeTableName = keyof typeof codeTables;

export function isCodeTableName(name: unknown): name is CodeTableName {
  return typeof name === 'string' && Object.hasOwn(codeTables, name);
}
