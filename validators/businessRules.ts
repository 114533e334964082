import { CardType } from '../enums/card.js';
import { KycStatus, PartnerRoute } from '../enums/kyc.js';

/** Business rules of SPEC 4 (apply flow, KYC mapping, multiple-card ownership). Pure; every input is `unknown`-safe. */

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** SPEC 4: a completed partner KYC of type bank gives kyc; ekyc or physical gives eKYC; anything else none. */
export function kycStatus(input: { completed?: unknown; kycType?: unknown } | unknown): KycStatus {
  const { completed, kycType } = record(input);
  if (completed !== true) return KycStatus.None;
  switch (text(kycType).toUpperCase()) {
    case 'BANK':
      return KycStatus.Kyc;
    case 'EKYC':
    case 'PHYSICAL':
      return KycStatus.EKyc;
    default:
      return KycStatus.None;
  }
}

/**
 * SPEC 4: a gold application is recognised by the gold brand, or by a campaign code of "any character followed by G".
 * Read as the second character being G (the first names the route, as S and Y do), so a lone "G" is not gold.
 */
export function isGoldApplication(input: { goldBrand?: unknown; campaignCode?: unknown } | unknown): boolean {
  const { goldBrand, campaignCode } = record(input);
  return goldBrand === true || /^.G/su.test(text(campaignCode));
}

/** SPEC 4: a campaign code starting with S is the SB partner carrier, with Y the YM one; anything else no partner. */
export function partnerRoute(campaignCode: unknown): PartnerRoute | null {
  const first = text(campaignCode).charAt(0);
  if (first === 'S') return PartnerRoute.SB;
  if (first === 'Y') return PartnerRoute.YM;
  return null;
}

/** SPEC 4: the bank-transfer step is skipped when the account kana name is last + full-width space + first kana. */
export function skipBankTransferStep(
  input: { accountKanaName?: unknown; lastNameKana?: unknown; firstNameKana?: unknown } | unknown,
): boolean {
  const { accountKanaName, lastNameKana, firstNameKana } = record(input);
  const last = text(lastNameKana);
  const first = text(firstNameKana);
  return last !== '' && first !== '' && text(accountKanaName) === `${last}\u3000${first}`;
}

/** SPEC 4 step counter: +3 when residence expiry is needed without the address on the card back, +4 with it. */
export function residenceStepExtra(input: { expiryNeeded?: unknown; addressOnBack?: unknown } | unknown): 0 | 3 | 4 {
  const { expiryNeeded, addressOnBack } = record(input);
  if (expiryNeeded !== true) return 0;
  return addressOnBack === true ? 4 : 3;
}

/**
 * SPEC 4 default card type for a multiple-card application: gold if the user chose gold and lacks one; none when
 * holding both kinds; gold when holding a gold card only; otherwise regular.
 */
export function defaultCardType(input: { choseGold?: unknown; holdsGold?: unknown; holdsRegular?: unknown } | unknown): CardType | '' {
  const { choseGold, holdsGold, holdsRegular } = record(input);
  if (choseGold === true && holdsGold !== true) return CardType.Gold;
  if (holdsGold === true && holdsRegular === true) return '';
  if (holdsGold === true) return CardType.Gold;
  return CardType.Regular;
}

/** SPEC 4: a gold card may be applied for only when every owned card is regular. */
export function canApplyGold(input: { ownedCardTypes?: unknown } | unknown): boolean {
  const { ownedCardTypes } = record(input);
  if (!Array.isArray(ownedCardTypes)) return false;
  return ownedCardTypes.every((t) => t === CardType.Regular);
}

/** SPEC 4: the regular cards are a full set when all three regular brands are held. */
export function isRegularSetComplete(input: { ownedRegularBrands?: unknown } | unknown): boolean {
  const { ownedRegularBrands } = record(input);
  if (!Array.isArray(ownedRegularBrands)) return false;
  return ['1', '2', '9'].every((brand) => ownedRegularBrands.includes(brand));
}
