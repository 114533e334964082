/** SPEC 2.7 routing rules other than login, as data for ./guards.ts. */

export const applyArea = '/apply';
/**
 * A member's pages under /apply (SPEC 2.1 /apply/card-activation and the option-service applications): the apply area's rules (smartphones only, the
 * app-integration page, card members sent away) are the new applicant's, not theirs.
 */
export const memberPagesInApplyArea = ['/apply/card-activation', '/apply/option-service'] as const;
export const applyAppPage = '/apply/app';
export const memberArea = '/member';
/**
 * SPEC 2.6, 2.7: member pages made for the smartphone (the partner ID linkage, whose partner certifies on the phone),
 * each area with the page a PC browser is shown instead, which explains where to do it.
 */
export const smartphoneOnlyMemberAreas = [{ area: '/member/setting/sbidlinkage', pcPage: '/member/setting/sbidlinkage/pc' }] as const;
export const firstRegistrationPage = '/member/first/registration';
/** SPEC 1, 2.5: former members have their own area; the member pages have nothing for them. */
export const exMemberTopPage = '/ex-member/top';
/** A card member who opens the new-applicant flow is told to add cards from the member pages instead. */
export const alreadyMemberPage = '/error?type=alreadyMember';
/** SPEC 8.2: a landing whose shop id names no partner shop of config/partnerShops.json. */
export const invalidShopUrlPage = '/error?type=invalidShopUrl';
export const allocationPage = '/allocation';
/** The first pages of the option-service applications, which the app's option menu opens (flows/optionServices.ts). */
export const optionServiceStarts = [
  '/apply/option-service/etc',
  '/apply/option-service/revo',
  '/apply/option-service/family-card/precautions',
  '/apply/option-service/cashing/available-limit',
] as const;
/** SPEC 2.2: where a bank's own account-transfer site sends the member back, so always opened directly. */
export const bankReceivePage = '/bank/receive';
export const notDirectPage = '/error/notdirect';
export const smsAuthenticationPage = '/member/sms/authentication';
/** The link a mail address change sends to the new address (issue 30): opened from a mail. */
export const mailVerifyPage = '/member/mail/verify';
/** The link to a disclosure export (APPI 第33条, issue 57): opened from a mail. */
export const disclosureDownloadPage = '/member/info/disclosure/download';

/** Paths the server answers itself (the OpenID login): links to them inside the app load the document. */
export const serverPages = ['/login'] as const;

/**
 * Login-required pages that accept direct entry (a bookmark, a link from the app or a mail): the starts of
 * journeys. Every other login-required page opened without in-app navigation goes to /allocation first.
 * Pages outside the login list (service top, errors, support, campaigns, /develop) always accept it.
 */
export const directEntryPages = [
  memberArea,
  '/apply/steps',
  applyAppPage,
  bankReceivePage,
  mailVerifyPage,
  disclosureDownloadPage,
  ...optionServiceStarts,
] as const;

/**
 * The last path segments of steps in the middle of a journey: they depend on earlier answers held in the
 * page, so /allocation refuses them (/error/notdirect) rather than open them out of context.
 */
export const midJourneySegments = ['confirm', 'complete', 'cvv', 'auth-select', 'result', 'under-review', 'error', 'change'] as const;

/**
 * Member pages a former member still opens: the withdrawal's own result, read in the session that withdrew (the
 * member became a former member with the submit).
 */
export const formerMemberAllowedPages = ['/member/card-withdrawal/complete'] as const;

/** SPEC 2.7: an unconfirmed member may still read web documents and set up the bank account. */
export const unconfirmedAllowedAreas = [firstRegistrationPage, '/member/webdocument', '/member/banklist', bankReceivePage] as const;

/** SPEC 2.7: on these the browser's back button leads to the service top, not back into a finished flow. */
export const backGoesToServiceTopAreas = [
  '/apply/complete',
  '/apply/under-review',
  '/apply/steps',
  '/apply/bank/complete',
  '/error',
] as const;
