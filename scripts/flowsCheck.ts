import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaFolders, staleFiles } from './compileSchemas';
import { currentFlowModules, currentRegistry } from './flowRegistry';
import { flowMapFile, flowMaps } from './flowMaps/flowMaps';
import { lintStepSchema, problemText } from './flowsCheck/schemaLint';
import { stepSchemaFiles } from './flowsCheck/stepSchemaFiles';

/**
 * `npm run flows:check [-- <git base>]`, for whoever edits a step schema (issue 19): checks every step schema against
 * what the renderer and keywords accept and that every keyword that can refuse an answer says so in Japanese (the
 * problems in Japanese with the file and JSON pointer), says which steps of which
 * flows a changed schema file affects (changes since the base, HEAD by default, and new files), checks that the
 * compiled validators and the flow maps are those of today's schemas and machines, and walks every path of every
 * machine (no dead end, every path to a result, every transition taken). Exits 1 when anything is wrong. CI runs it
 * with `--no-walk`: `npm test` walks the same paths (flows/flowPaths.test.ts) right after, and the walk twice was a
 * minute of CI's 35.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const base = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'HEAD';
const walkPaths = !flags.includes('--no-walk');
let failed = false;

console.log('1. ステップのスキーマを確認しています…');
const problems = stepSchemaFiles().flatMap((file) => lintStepSchema(file.file, file.expectedId, file.read()));
if (problems.length > 0) {
  failed = true;
  for (const problem of problems) console.log(`  ✗ ${problemText(problem)}`);
} else console.log('  問題は見つかりませんでした。');

console.log(`2. 変更したスキーマが使われているステップ（${base} からの変更）:`);
const git = (args: readonly string[]): string[] => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line !== '');
  } catch {
    return [];
  }
};
const changed = [
  ...new Set([
    ...git(['diff', '--name-only', base, '--', 'schemas']),
    ...git(['ls-files', '--others', '--exclude-standard', '--', 'schemas']),
  ]),
].filter((file) => file.endsWith('.json') && !file.startsWith('schemas/generated/'));
if (changed.length === 0) console.log('  変更はありません。');
for (const file of changed) {
  let source: string;
  try {
    source = JSON.stringify(JSON.parse(readFileSync(`${root}${file}`, 'utf8')));
  } catch {
    console.log(`  ${file}: 削除されたか、JSONとして読めません。`);
    continue;
  }
  // A file is its folder's step or result page, and every other folder's that shares it (`x-shared`).
  const id = file.replace(/^schemas\//, '').replace(/\.json$/, '');
  const parsed = JSON.parse(source) as { readonly 'x-shared'?: unknown };
  const users = schemaFolders().flatMap((folder) =>
    [...folder.files]
      .filter(([name, found]) => `${folder.name}/${name}` === id || (found.kind === 'shared' && found.target === id))
      .map(([name, found]) => `${folder.name} の ${name}${found.kind === 'result' ? '（結果ページ）' : ''}`),
  );
  const shared = typeof parsed['x-shared'] === 'string' ? `（${parsed['x-shared']} と同じ）` : '';
  console.log(`  ${file}${shared} → ${users.join('、')}`);
}

console.log('3. 検証コードと画面遷移図が最新か確認しています…');
const readOr = (file: URL): string => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const staleValidators = staleFiles();
for (const path of staleValidators) console.log(`  ✗ schemas/generated/${path} が古くなっています。npm run schemas を実行してください。`);
if (readOr(new URL('../flows/generated/registry.ts', import.meta.url)) !== (await currentRegistry())) {
  staleValidators.push('registry');
  console.log('  ✗ flows/generated/registry.ts が古くなっています。npm run schemas を実行してください。');
}
if (readOr(new URL('../flows/generated/flowModules.ts', import.meta.url)) !== (await currentFlowModules())) {
  staleValidators.push('flowModules');
  console.log('  ✗ flows/generated/flowModules.ts が古くなっています。npm run schemas を実行してください。');
}
const staleMaps = (await flowMaps()).filter((map) => readOr(flowMapFile(map.id)) !== map.svg);
for (const map of staleMaps) console.log(`  ✗ flows/maps/${map.id}.svg が古くなっています。npm run flows:maps を実行してください。`);
if (staleValidators.length + staleMaps.length > 0) failed = true;
else console.log('  最新です。');

if (walkPaths) {
  console.log('4. すべてのお手続きの全経路をたどっています（行き止まりがないか、すべての分岐を通るか）…');
  const walk = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'flows/flowPaths.test.ts'], { cwd: root, stdio: 'inherit' });
  if (walk.status !== 0) {
    failed = true;
    console.log('  ✗ 経路の確認に失敗しました。上のテスト名と差分を見てください。');
  }
} else console.log('4. 全経路の確認は省きました（--no-walk。npm test がたどります）。');

console.log(failed ? '確認に失敗しました。上の ✗ を直してください。' : 'すべての確認が通りました。');
process.exit(failed ? 1 : 0);
