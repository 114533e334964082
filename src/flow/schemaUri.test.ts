import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import schemaUri from './schemaUri';

describe('the renderer’s schema URIs without fast-uri', () => {
  it.each([
    ['apply/attribute', '#/definitions/name'],
    ['https://card.example/schemas/apply/attribute', '#/definitions/name'],
    ['https://card.example/schemas/apply/attribute', 'common/name'],
    ['https://card.example/schemas/apply/attribute', '../common/name#/x'],
    ['https://card.example/a/b', 'https://other.example/c'],
  ])('resolves %s against %s as fast-uri does', (base, ref) => {
    expect(schemaUri.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it('answers a reference when there is no base to resolve it against', () => {
    expect(schemaUri.resolve(undefined, '#/definitions/name')).toBe('#/definitions/name');
  });

  it.each([
    ['https://card.example/a/b', 'HTTPS://CARD.example/a/b'],
    ['https://card.example/a/b', 'https://card.example/a/b#'],
    ['apply/attribute', 'apply/attribute'],
    ['apply/attribute', 'apply/gender'],
  ])('compares %s and %s as fast-uri does', (one, other) => {
    expect(schemaUri.equal(one, other)).toBe(fastUri.equal(one, other));
  });
});
