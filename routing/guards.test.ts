import { describe, expect, it } from 'vitest';
import {
  allocate,
  backGoesToServiceTop,
  decideNavigation,
  firstLoadDecision,
  isSmartphone,
  loginPath,
  type NavigationFacts,
} from './guards';

const signUp = 'https://www.example.com/pc-entry';
/** A logged-in, registered member on a phone, arriving by in-app navigation, flag off: every rule passes. */
const member: NavigationFacts = {
  path: '/member/cardinfo',
  search: '',
  authenticated: true,
  registrationConfirmed: true,
  formerMember: false,
  cardMember: false,
  smartphone: true,
  appIntegration: false,
  directEntry: false,
  pcSignUpUrl: signUp,
};

const cases: { name: string; facts: Partial<NavigationFacts>; expected: ReturnType<typeof decideNavigation> }[] = [
  { name: 'a member page for a member', facts: {}, expected: { kind: 'allow' } },
  {
    name: 'a member page without login goes to /login with the page, its query and the PC security flag',
    facts: { authenticated: false, search: '?card=2' },
    expected: { kind: 'redirect', to: '/login?redirect=%2Fmember%2Fcardinfo%3Fcard%3D2&pcSecPageFlg=1' },
  },
  {
    name: 'an ordinary member page without login goes to /login without the PC flag',
    facts: { authenticated: false, path: '/member/message/top' },
    expected: { kind: 'redirect', to: '/login?redirect=%2Fmember%2Fmessage%2Ftop' },
  },
  {
    name: 'an apply page without login goes to /login',
    facts: { authenticated: false, path: '/apply/address' },
    expected: { kind: 'redirect', to: '/login?redirect=%2Fapply%2Faddress' },
  },
  { name: 'the service top without login', facts: { authenticated: false, path: '/' }, expected: { kind: 'allow' } },
  {
    name: 'the disclosure link opened from a mail (issue 57) enters directly',
    facts: { path: '/member/info/disclosure/download', search: '?token=abc', directEntry: true },
    expected: { kind: 'allow' },
  },
  {
    name: 'the disclosure link without login goes to /login with the link and the PC security flag',
    facts: { authenticated: false, path: '/member/info/disclosure/download', search: '?token=abc', directEntry: true },
    expected: { kind: 'redirect', to: '/login?redirect=%2Fmember%2Finfo%2Fdisclosure%2Fdownload%3Ftoken%3Dabc&pcSecPageFlg=1' },
  },
  {
    name: 'the former members’ area without a session goes to the service top',
    facts: { authenticated: false, path: '/ex-member/top' },
    expected: { kind: 'redirect', to: '/' },
  },
  {
    name: 'a former member on a member page goes to the former members’ area',
    facts: { formerMember: true, path: '/member' },
    expected: { kind: 'redirect', to: '/ex-member/top' },
  },
  {
    name: 'a former member may open the former members’ area',
    facts: { formerMember: true, path: '/ex-member/top' },
    expected: { kind: 'allow' },
  },
  {
    name: 'a card member may activate a delivered card under /apply',
    facts: { cardMember: true, path: '/apply/card-activation' },
    expected: { kind: 'allow' },
  },
  {
    name: 'a card member on a PC may activate a card too',
    facts: { cardMember: true, smartphone: false, path: '/apply/card-activation/confirm' },
    expected: { kind: 'allow' },
  },
  {
    name: 'a member who has just withdrawn may read the withdrawal’s result',
    facts: { formerMember: true, path: '/member/card-withdrawal/complete' },
    expected: { kind: 'allow' },
  },
  {
    name: 'a former member may not start a withdrawal again',
    facts: { formerMember: true, path: '/member/card-withdrawal' },
    expected: { kind: 'redirect', to: '/ex-member/top' },
  },
  {
    name: 'a card member on an apply page is told to add cards from the member pages',
    facts: { cardMember: true, path: '/apply/attribute' },
    expected: { kind: 'redirect', to: '/error?type=alreadyMember' },
  },
  { name: 'a card member may open the member pages', facts: { cardMember: true, path: '/member' }, expected: { kind: 'allow' } },
  {
    name: 'an unconfirmed member on a member page goes to first registration',
    facts: { registrationConfirmed: false, path: '/member/setting/top' },
    expected: { kind: 'redirect', to: '/member/first/registration' },
  },
  ...['/member/webdocument', '/member/banklist/setting', '/bank/receive', '/member/first/registration'].map((path) => ({
    name: `an unconfirmed member may open ${path}`,
    facts: { registrationConfirmed: false, path },
    expected: { kind: 'allow' } as const,
  })),
  {
    name: 'an apply page on a PC leaves for the external sign-up page',
    facts: { path: '/apply/steps', smartphone: false },
    expected: { kind: 'leave', url: signUp },
  },
  {
    name: 'an apply page on a PC leaves even before login',
    facts: { path: '/apply/address', smartphone: false, authenticated: false },
    expected: { kind: 'leave', url: signUp },
  },
  { name: 'an apply page on a phone', facts: { path: '/apply/steps' }, expected: { kind: 'allow' } },
  {
    name: 'a landing with a partner shop’s id goes on (to the login first)',
    facts: { path: '/apply', search: '?shopId=SB0042', authenticated: false },
    expected: { kind: 'redirect', to: '/login?redirect=%2Fapply%3FshopId%3DSB0042' },
  },
  ...['?shopId=ZZ0042', '?shopId=', '?campaignCode=1001&shopId=sb0042'].map((search) => ({
    name: `a landing whose shop id names no partner shop (${search}) shows the invalid-shop-URL screen, before the login`,
    facts: { path: '/apply', search, authenticated: false },
    expected: { kind: 'redirect', to: '/error?type=invalidShopUrl' } as const,
  })),
  {
    name: 'another card’s landing with an unknown shop id shows the same screen',
    facts: { path: '/member/setting/multiple-card', search: '?shopId=XX1' },
    expected: { kind: 'redirect', to: '/error?type=invalidShopUrl' },
  },
  { name: 'a member page on a PC', facts: { smartphone: false }, expected: { kind: 'allow' } },
  ...['/member/setting/sbidlinkage/certification', '/member/setting/sbidlinkage/status'].map((path) => ({
    name: `the partner ID linkage's ${path} on a PC shows its PC page`,
    facts: { path, smartphone: false },
    expected: { kind: 'redirect', to: '/member/setting/sbidlinkage/pc' } as const,
  })),
  {
    name: "the partner ID linkage's PC page on a PC",
    facts: { path: '/member/setting/sbidlinkage/pc', smartphone: false },
    expected: { kind: 'allow' },
  },
  { name: 'the partner ID linkage on a phone', facts: { path: '/member/setting/sbidlinkage/certification' }, expected: { kind: 'allow' } },
  {
    name: 'the partner ID linkage on a PC without login goes to /login first',
    facts: { path: '/member/setting/sbidlinkage/status', smartphone: false, authenticated: false },
    expected: { kind: 'redirect', to: '/login?redirect=%2Fmember%2Fsetting%2Fsbidlinkage%2Fstatus' },
  },
  {
    name: 'with the app-integration flag on, apply pages go to /apply/app',
    facts: { path: '/apply/steps', appIntegration: true, smartphone: false },
    expected: { kind: 'redirect', to: '/apply/app' },
  },
  {
    name: 'with the flag on, /apply/app opens for anyone',
    facts: { path: '/apply/app', appIntegration: true, authenticated: false, smartphone: false, directEntry: true },
    expected: { kind: 'allow' },
  },
  { name: 'with the flag off, /apply/app is not found', facts: { path: '/apply/app' }, expected: { kind: 'notFound' } },
  {
    name: 'a protected page opened directly goes to /allocation with the page and query',
    facts: { directEntry: true, search: '?x=1' },
    expected: { kind: 'redirect', to: '/allocation?to=%2Fmember%2Fcardinfo%3Fx%3D1' },
  },
  ...['/member', '/member/', '/apply/steps', '/', '/error/notdirect', '/develop', '/allocation'].map((path) => ({
    name: `${path} accepts direct entry`,
    facts: { directEntry: true, path },
    expected: { kind: 'allow' } as const,
  })),
];

describe('routing rules of SPEC 2.7', () => {
  it.each(cases)('$name', ({ facts, expected }) => {
    expect(decideNavigation({ ...member, ...facts })).toEqual(expected);
  });
});

describe('the allocation page', () => {
  it.each([
    ['/member/cardinfo', '/member/cardinfo'],
    ['/member/setting/reissue?from=top', '/member/setting/reissue?from=top'],
    ['/apply/address', '/apply/address'],
    // A flow's confirm and result pages show again on a reload: the server's view of the draft decides.
    ['/apply/confirm', '/apply/confirm'],
    ['/apply/complete', '/apply/complete'],
    ['/apply/bank/complete', '/apply/bank/complete'],
  ])('continues to %s', (target, expected) => {
    expect(allocate(target)).toBe(expected);
  });

  it.each([
    ['a journey step that needs earlier answers', '/member/cardinfo/cvv'],
    ['another site', '//evil.example/member'],
    ['a backslash trick', '/\\evil.example'],
    ['a scheme', 'https://evil.example/'],
    ['a page that needs no allocation', '/'],
    ['nothing', null],
  ])('shows not-direct for %s', (_name, target) => {
    expect(allocate(target)).toBe('/error/notdirect');
  });
});

describe('the end of a first page load (what the server may render)', () => {
  const load = { ...member, search: '' };

  it('lets a flow step through that /allocation passes back to the same address', () => {
    expect(firstLoadDecision({ ...load, path: '/apply/attribute' })).toEqual({ kind: 'allow' });
    expect(firstLoadDecision({ ...load, path: '/member/cardinfo', search: '?from=top' })).toEqual({ kind: 'allow' });
  });

  it('keeps the detour through /allocation for a step that cannot stand on its own', () => {
    expect(firstLoadDecision({ ...load, path: '/member/cardinfo/cvv' })).toEqual({
      kind: 'redirect',
      to: '/allocation?to=%2Fmember%2Fcardinfo%2Fcvv',
    });
  });

  it('keeps every other decision as the router makes it', () => {
    expect(firstLoadDecision({ ...load, authenticated: false, path: '/apply/attribute' })).toEqual(
      decideNavigation({ ...load, authenticated: false, path: '/apply/attribute', directEntry: true }),
    );
    expect(firstLoadDecision({ ...load, path: '/' })).toEqual({ kind: 'allow' });
  });
});

describe('smartphone detection', () => {
  it.each([
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Android Chrome',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      true,
    ],
    ['Android tablet', 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', false],
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1', false],
    [
      'Windows Chrome',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      false,
    ],
  ])('%s', (_name, userAgent, expected) => {
    expect(isSmartphone(userAgent)).toBe(expected);
  });
});

describe('back to the service top', () => {
  it.each(['/apply/complete', '/apply/steps', '/apply/under-review', '/error', '/error/notdirect'])('after leaving %s', (path) => {
    expect(backGoesToServiceTop(path)).toBe(true);
  });
  it.each(['/member/cardinfo', '/apply/address', '/errors'])('not after leaving %s', (path) => {
    expect(backGoesToServiceTop(path)).toBe(false);
  });
});

describe('the login path', () => {
  it('keeps the whole query of the wanted page', () => {
    expect(loginPath('/member/statement/top', '?month=2026-10&card=1')).toBe(
      '/login?redirect=%2Fmember%2Fstatement%2Ftop%3Fmonth%3D2026-10%26card%3D1',
    );
  });
});
