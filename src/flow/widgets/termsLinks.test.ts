import { describe, expect, it } from 'vitest';
import consentStep from '../../../schemas/apply/acceptPermission.json';
import { termsLinks } from './termsLinks';

describe('the consent step links to the documents it asks the applicant to read', () => {
  it('names the membership terms and the privacy notice, on this site', () => {
    expect(termsLinks(consentStep.properties.agreeTerms['ui:options'].links)).toEqual([
      { text: 'カード会員規約', href: '/terms.html#membership' },
      { text: '個人情報の取扱いについて', href: '/terms.html#privacy' },
    ]);
  });

  it('draws no link a schema could abuse: script URLs, other sites, malformed entries', () => {
    expect(
      termsLinks([
        { text: 'a', href: 'javascript:alert(1)' },
        { text: 'b', href: '//evil.example/terms' },
        { text: 'c', href: '/\\evil.example' },
        { text: 'd', href: 'https://evil.example/' },
        { text: 'e', href: '/terms" onclick="x' },
        { text: '', href: '/terms.html' },
        { href: '/terms.html' },
        'text',
      ]),
    ).toEqual([]);
    expect(termsLinks(undefined)).toEqual([]);
  });
});
