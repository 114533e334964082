import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowEntry } from '../../flows/flowEntry';
import type { FlowEngineModule } from '../../flows/engine';
import { countPaths, deadEnds, exploreFlow } from '../../flows/testing/flowGraph';
import type { FlowExamples } from '../../flows/flowExamples';
import { exampleEvents } from '../../flows/testing/flowEvents';
import { generate, schemaFolders } from '../../scripts/compileSchemas';
import { flowDeclarations, flowFiles, flowModulesSource, flowStates, registrySource } from '../../scripts/flowRegistry';
import { exampleStory, storyFlowSourcesOf, type FlowModules } from '../../stories/storyFlowData';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';

/**
 * Issue 32's promise, kept by a test: a new flow is its step schemas and its flow file. A temporary copy of the tree
 * (every file linked, none copied) gets `schemas/usageAlert/*.json` and `flows/usageAlert.ts` and nothing else; the
 * generators find, compile and register it, its machine is walked, and the real server answers it.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const USAGE_ALERT_STEPS: Readonly<Record<string, unknown>> = {
  setting: {
    $id: 'usageAlert/setting',
    title: 'ご利用通知の設定',
    type: 'object',
    required: ['usageAlert'],
    properties: {
      usageAlert: {
        type: 'string',
        title: 'ご利用通知',
        oneOf: [
          { const: '1', title: '利用する' },
          { const: '0', title: '利用しない' },
        ],
      },
    },
  },
  confirm: { $id: 'usageAlert/confirm', title: '設定内容の確認', type: 'object', required: [], properties: {} },
  complete: { $id: 'usageAlert/complete', title: 'ご利用通知の設定を変更しました', description: '次回のご利用から変わります。' },
};

const USAGE_ALERT_FLOW = `import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { linearEngine } from './linearFlow';

/** A mail at each use of the card, on or off: one step, confirm, complete. */
export const engine = linearEngine({
  id: 'usageAlert',
  base: '/member/setting/usage-alert',
  steps: [{ id: 'setting', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
});

export const flow = defineFlow({ id: 'usageAlert', roles: ['member'], subject: 'member', routes: ['/member/setting/usage-alert'], repeatable: true });

export const examples = defineExamples({ answers: { setting: [{ usageAlert: '1' }, { usageAlert: '0' }] }, inputs: { '': {} } });
`;

/** `to`/<name> links to `from`/<name> for every name but `except`. */
function linkEach(from: string, to: string, except: readonly string[] = []): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) if (!except.includes(name)) symlinkSync(join(from, name), join(to, name));
}

function copyOfTheTree(): string {
  const tree = mkdtempSync(join(tmpdir(), 'card-web-tree-'));
  for (const name of ['validators', 'enums', 'config', 'node_modules', 'package.json']) symlinkSync(join(ROOT, name), join(tree, name));
  linkEach(join(ROOT, 'schemas'), join(tree, 'schemas'), ['generated']);
  // The step modules' folder is made, not linked: the generator writes the new flow's steps into it.
  linkEach(join(ROOT, 'schemas', 'generated'), join(tree, 'schemas', 'generated'), ['steps']);
  linkEach(join(ROOT, 'schemas', 'generated', 'steps'), join(tree, 'schemas', 'generated', 'steps'));
  linkEach(join(ROOT, 'flows'), join(tree, 'flows'), ['generated']);
  // What a contributor writes: the schemas and the flow file.
  mkdirSync(join(tree, 'schemas', 'usageAlert'));
  for (const [name, schema] of Object.entries(USAGE_ALERT_STEPS))
    writeFileSync(join(tree, 'schemas', 'usageAlert', `${name}.json`), JSON.stringify(schema, null, 2));
  writeFileSync(join(tree, 'flows', 'usageAlert.ts'), USAGE_ALERT_FLOW);
  return tree;
}

let tree = '';
let registry: readonly FlowEntry[] = [];
let modules: Readonly<Record<string, FlowModules>> = {};
let subject: TestApp;

beforeAll(async () => {
  tree = copyOfTheTree();
  // `npm run schemas`, through the generators' own API, writing into the copy.
  const folders = schemaFolders(join(tree, 'schemas')).filter((folder) => folder.name === 'usageAlert');
  for (const [path, text] of generate(folders)) {
    mkdirSync(dirname(join(tree, 'schemas', 'generated', path)), { recursive: true });
    writeFileSync(join(tree, 'schemas', 'generated', path), text);
  }
  mkdirSync(join(tree, 'flows', 'generated'));
  const declarations = await flowDeclarations(flowFiles(join(tree, 'flows')));
  writeFileSync(
    join(tree, 'flows', 'generated', 'registry.ts'),
    registrySource(declarations, await flowStates(flowFiles(join(tree, 'flows')))),
  );
  writeFileSync(join(tree, 'flows', 'generated', 'flowModules.ts'), flowModulesSource(declarations));
  modules = (
    (await import(pathToFileURL(join(tree, 'flows', 'generated', 'flowModules.ts')).href)) as {
      flowModules: Readonly<Record<string, FlowModules>>;
    }
  ).flowModules;
  registry = ((await import(pathToFileURL(join(tree, 'flows', 'generated', 'registry.ts')).href)) as { flowRegistry: readonly FlowEntry[] })
    .flowRegistry;
  subject = await buildTestApp({}, { flows: registry });
}, 120_000);

afterAll(async () => {
  await subject?.close();
});

const usageAlert = (): FlowEntry => {
  const entry = registry.find((found) => found.id === 'usageAlert');
  if (!entry) throw new Error('usageAlert is not in the registry');
  return entry;
};

async function newMember(): Promise<Applicant> {
  await subject.app.db
    .insertInto('members')
    .values({
      id: 'member-usageAlert',
      oidc_subject: 'subject-usageAlert',
      ppcd_web_guid: 'guid-usageAlert',
      role: 'member',
      membership_status: '20',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
    })
    .execute();
  return logInApplicant(subject.app, 'usageAlert');
}

describe('a flow added as its schemas and its flow file only', () => {
  it('is in the generated registry beside every flow of the tree', async () => {
    expect(usageAlert()).toMatchObject({
      id: 'usageAlert',
      roles: ['member'],
      subject: 'member',
      routes: ['/member/setting/usage-alert'],
      repeatable: true,
    });
    const { flowRegistry } = await import('../../flows/index');
    expect(registry.map((entry) => entry.id).sort()).toEqual([...flowRegistry.map((entry) => entry.id), 'usageAlert'].sort());
  });

  it('is compiled: its steps validated in Japanese by generated code, its result page beside them', async () => {
    const { form } = await usageAlert().form();
    expect(Object.keys(form.validators).sort()).toEqual(['confirm', 'setting']);
    expect(form.schemas['complete']?.['title']).toBe('ご利用通知の設定を変更しました');
    expect(form.validators['setting']?.call({}, { usageAlert: '1' })).toBe(true);
    expect(form.validators['setting']?.call({}, {})).toBe(false);
  });

  it('is walked over the examples its flow file gives: every path ends, none is a dead end', async () => {
    const module = (await usageAlert().engine()) as unknown as {
      engine: FlowEngineModule;
      examples: FlowExamples;
    };
    const { form } = await usageAlert().form();
    const definition = { ...module.engine, schemas: form.schemas, validators: form.validators };
    const graph = exploreFlow({
      machine: module.engine.machine,
      events: exampleEvents(definition, module.examples),
    });
    expect(deadEnds(graph)).toEqual([]);
    expect(countPaths(graph)).toBe(2);
  });

  it('is in the stories: drawn over its own examples with no story list to edit', () => {
    const story = storyFlowSourcesOf(modules).find((source) => source.id === 'usageAlert');
    expect(story?.form.schemas['setting']?.['title']).toBe('ご利用通知の設定');
    expect(story && exampleStory(story).answers).toEqual({ setting: { usageAlert: '1' } });
  });

  it('answers through /external/v1/flows/usageAlert/entry, refuses a bad answer in Japanese and completes', async () => {
    const member = await newMember();
    const entry = await member.get('/external/v1/flows/usageAlert/entry');
    expect(entry.statusCode).toBe(200);
    expect(entry.json().data).toMatchObject({ flowId: 'usageAlert', currentStep: 'setting', currentRoute: '/member/setting/usage-alert' });

    const refused = await member.post('/external/v1/flows/usageAlert/steps/setting', { answers: {}, version: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toEqual([{ field: 'usageAlert', message: 'ご利用通知を選択してください。' }]);

    const saved = (await member.post('/external/v1/flows/usageAlert/steps/setting', { answers: { usageAlert: '0' }, version: 0 })).json()
      .data;
    expect(saved).toMatchObject({ version: 1, currentStep: 'confirm', currentRoute: '/member/setting/usage-alert/confirm' });
    expect(saved.confirmRows).toEqual([
      {
        step: 'setting',
        title: 'ご利用通知の設定',
        route: '/member/setting/usage-alert',
        items: [{ field: 'usageAlert', label: 'ご利用通知', value: '利用しない' }],
      },
    ]);
    const done = (await member.post('/external/v1/flows/usageAlert/submit', { version: 1 })).json().data;
    expect(done).toMatchObject({ status: 'done', currentStep: 'complete', currentRoute: '/member/setting/usage-alert/complete' });
  });
});
