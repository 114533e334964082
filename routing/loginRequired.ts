/**
 * SPEC 2.7 login rules as data. An area covers its own path and every path under it; a page is one path.
 * The server's page guard and the browser's router read the same lists.
 */

/** Member and apply screens need a logged-in member; a visitor goes to /login and comes back. */
export const loginRequiredAreas = ['/member', '/apply', '/bank/receive'] as const;

/** Pages inside those areas that anyone may see: the app-integration notice tells visitors to use the app. */
export const loginExemptPages = ['/apply/app'] as const;

/**
 * Screens that need a session but are not on the login list (the former members' area, the application
 * status): a visitor there goes to the service top, where both ways in are offered.
 */
export const serviceTopWithoutSessionAreas = ['/ex-member', '/confirmation/status'] as const;

/**
 * SPEC 2.7 "PC security pages": card numbers, PIN, reissue and personal data. Login for them carries
 * pcSecPageFlg=1 so the identity provider asks for its stronger check on a PC (SPEC 7.1 webToken).
 */
export const pcSecurityAreas = [
  '/member/cardinfo',
  '/member/setting/reissue',
  '/member/setting/pin-management',
  '/member/setting/pin-request',
  '/member/3dsecure',
  '/member/info',
  '/member/banklist',
  '/member/card-withdrawal',
] as const;
