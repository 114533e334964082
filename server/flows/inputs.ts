import { findApplication } from '../apply/applicationRepository';
import { applyInputOf } from '../apply/applyInput';
import { storedLandingOf } from '../apply/entryInput';
import { partnerPrefill, sharedPartnerUser } from '../apply/partnerUser';
import { findBank } from '../bank/zenginBanks';
import { DomainError } from '../http/DomainError';
import { memberAddress, memberMail } from './memberData';
import { selectedCard } from './selectedCard';
import { cardPlans } from '../cardPlans/cardPlanInput';
import { cardSettingsInput } from '../memberSettings/cardSettings';
import { familyCardInputs } from '../memberSettings/familyCards';
import { goldUpgradeInputs } from '../memberSettings/goldUpgrade';
import { multipleCardInputs } from '../memberSettings/multipleCards';
import { cardLifecycleInputs } from '../memberSettings/cardLifecycle';
import { memberBankInput } from '../memberSettings/paymentAccount';
import { mailingListsInput } from '../memberSettings/mailingLists';
import { memberResidenceInput } from '../memberSettings/residence';

import type { FlowInputBuilder } from './hostContracts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The application's landing (SPEC 3.1, 6: campaign code, ad data, shop id) and the feature flags its guards read. */
const applyLanding: FlowInputBuilder = {
  landing: storedLandingOf,
  build: async ({ landing, flags }) =>
    applyInputOf({ campaignCode: text(landing['campaignCode']), adData: text(landing['adData']), shopId: text(landing['shopId']) }, flags),
  // SPEC 7.2 partner user info: once the applicant agreed at the first step, the payment app's record fills the steps.
  prefill: async ({ db, ownerId, answers }) => {
    const partner = await sharedPartnerUser(db, ownerId, answers);
    return partner ? partnerPrefill(partner) : {};
  },
};

/**
 * The bank flow's applicant: the name kana of the submitted application, which the small-transfer rule compares the
 * holder with. The account follows the application (SPEC 2.1): before the submit the flow is refused (4006).
 */
const bankApplicant: FlowInputBuilder = {
  build: async ({ db, ownerId }) => {
    const application = await findApplication(db, ownerId);
    if (!application) throw new DomainError('invalidUserStatus', 'bank account before the application is submitted');
    const attribute = application.answers['attribute'] ?? {};
    return { lastNameKana: text(attribute['lastNameKana']) ?? '', firstNameKana: text(attribute['firstNameKana']) ?? '' };
  },
  // The detail step's lead names the bank chosen on the list (「{bankName}の口座を登録します。」).
  facts: async ({ answers }) => ({ bankName: findBank(text(answers['bankList']?.['bankCode']) ?? '')?.name ?? null }),
};

export const flowInputs: Readonly<Record<string, FlowInputBuilder>> = {
  applyLanding,
  bankApplicant,
  selectedCard,
  memberMail,
  memberAddress,
  cardPlans,
  cardSettings: cardSettingsInput,
  memberBank: memberBankInput,
  mailingLists: mailingListsInput,
  memberResidence: memberResidenceInput,
  ...cardLifecycleInputs,
  ...familyCardInputs,
  ...goldUpgradeInputs,
  ...multipleCardInputs,
};

/** The builder of a machine without an input. */
export const noInput: FlowInputBuilder = { build: async () => ({}) };
