import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import { japanOnly } from '../validators/phoneMetadata';

const require = createRequire(import.meta.url);
const full = require('libphonenumber-js/metadata.max.json') as MetadataJson;
const target = fileURLToPath(new URL('../validators/generated/phoneMetadataJapan.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(japanOnly(full))}\n`);
console.log(`wrote ${target}`);
