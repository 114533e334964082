import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirectTarget';

describe('the page to return to after login', () => {
  it.each([
    ['/', '/'],
    ['/member', '/member'],
    ['/member/cardinfo?card=2#top', '/member/cardinfo?card=2#top'],
    ['/apply/../member', '/member'],
  ])('keeps the same-origin path %s', (given, kept) => {
    expect(safeRedirectPath(given)).toBe(kept);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'member',
    '',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
    `/${'a'.repeat(2001)}`,
    undefined,
    ['/member'],
  ])('falls back to the service top for %j', (given) => {
    expect(safeRedirectPath(given)).toBe('/');
  });
});
