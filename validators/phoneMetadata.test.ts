import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MetadataJson } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { japanOnly } from './phoneMetadata';

const require = createRequire(import.meta.url);

describe("Japan's phone numbering metadata", () => {
  it('matches the installed libphonenumber-js (run npm run phone-metadata after upgrading it)', () => {
    const full = require('libphonenumber-js/metadata.max.json') as MetadataJson;
    const committed: unknown = JSON.parse(readFileSync(new URL('./generated/phoneMetadataJapan.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(japanOnly(full));
  });
});
