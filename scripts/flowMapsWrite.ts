import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flowMapFile, flowMaps } from './flowMaps/flowMaps';

/** `npm run flows:maps`: writes flows/maps/<flow>.svg for every registered flow and removes maps of flows gone. */
const maps = await flowMaps();
const directory = fileURLToPath(new URL('../flows/maps/', import.meta.url));
const kept = new Set(maps.map((map) => `${map.id}.svg`));
for (const file of readdirSync(directory)) if (file.endsWith('.svg') && !kept.has(file)) rmSync(`${directory}${file}`);
for (const map of maps) writeFileSync(flowMapFile(map.id), map.svg);
console.log(`${maps.length} flow maps written to flows/maps/`);
