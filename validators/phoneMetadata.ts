import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Only Japan's numbering plan out of libphonenumber-js's `max` metadata (Google libphonenumber, which tracks
 * 総務省's 電気通信番号指定状況). The full table is 157 KB of JSON for every country; the rules here only ever
 * read Japan's 3.5 KB, and the same rules run in the phone's browser. `npm run phone-metadata` writes the result
 * to validators/generated/phoneMetadataJapan.json; a test fails when it differs from the installed package.
 */
export function japanOnly(metadata: MetadataJson): MetadataJson {
  const japan = metadata.countries['JP'];
  if (!japan) throw new Error('libphonenumber-js metadata has no JP entry');
  return {
    version: metadata.version,
    country_calling_codes: { '81': ['JP'] },
    countries: { JP: japan },
    nonGeographic: {},
  } as MetadataJson;
}
