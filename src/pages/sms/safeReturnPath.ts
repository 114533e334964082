/** The page to return to after the SMS check: a path on this origin, else the member top. */
export function safeReturnPath(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return '/member';
  const url = new URL(value, 'http://same-origin.invalid');
  return url.origin === 'http://same-origin.invalid' ? `${url.pathname}${url.search}` : '/member';
}

/**
 * Where the card information sends the member for the check (SPEC 2.6 /member/cardinfo/auth-select): the choice of
 * SMS or a voice call first, then the check, then back.
 */
export function cardInfoAuthSelectPath(returnTo: string): string {
  return `/member/cardinfo/auth-select?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

/** Where an SMS-protected page sends the member for the check, so they come back to it afterwards. */
export function smsAuthenticationPath(returnTo: string): string {
  return `/member/sms/authentication?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
