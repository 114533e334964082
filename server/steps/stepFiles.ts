import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaFolders, SCHEMAS_DIR } from '../../scripts/compileSchemas';
import { metaOf, type FlowDefinition } from '../../flows/engine';
import type { JsonObject } from '../../schemas/resolveSchema';

/**
 * The repo's step files (schemas/<folder>/<file>.json), which are the first version of every step (issue 55): read
 * from the tree the server runs from, by the id of the file that holds the step (`apply/attribute`). A file that only
 * names another (`x-shared`) is not a step of its own: editing the file it names changes every flow that shares it.
 */

export interface RepoStep {
  readonly id: string;
  readonly written: JsonObject;
  /** The file's digest: what a version was edited from, so a deploy that changes the file is seen. */
  readonly digest: string;
}

const digestOf = (written: JsonObject): string => createHash('sha256').update(JSON.stringify(written)).digest('hex').slice(0, 16);

let sources: ReadonlyMap<string, string> | undefined;

/** The file that holds the step shown as `schemaId` (a flow state's `meta.schema`), shares followed. */
export function sourceOfStep(schemaId: string): string | undefined {
  if (!sources) {
    const found = new Map<string, { kind: string; target?: string }>();
    for (const folder of schemaFolders())
      for (const [file, kind] of folder.files) found.set(`${folder.name}/${file}`, kind.kind === 'shared' ? kind : { kind: kind.kind });
    const resolved = new Map<string, string>();
    for (const [id] of found) {
      let at = id;
      for (let hops = 0; hops < 8 && found.get(at)?.kind === 'shared'; hops++) at = found.get(at)?.target ?? at;
      if (found.get(at)?.kind === 'step') resolved.set(id, at);
    }
    sources = resolved;
  }
  return sources.get(schemaId);
}

/** The repo's file of a step, or undefined for an id that is no step file. */
export function repoStep(id: string): RepoStep | undefined {
  if (!/^\w+\/\w+$/.test(id) || sourceOfStep(id) !== id) return undefined;
  const written = JSON.parse(readFileSync(join(SCHEMAS_DIR, `${id}.json`), 'utf8')) as JsonObject;
  return { id, written, digest: digestOf(written) };
}

export const writtenDigest = digestOf;

/**
 * A flow's steps in its machine's order (the order of its states), each once, as the files that hold them: what the
 * console lists under the flow. The states a step is shown in come with it (a step several states share).
 */
export function stepsOfFlow(definition: FlowDefinition): { readonly id: string; readonly states: readonly string[] }[] {
  const byStep = new Map<string, string[]>();
  for (const state of Object.keys(definition.machine.states)) {
    const schema = metaOf(definition, state)?.schema;
    const source = schema ? sourceOfStep(schema) : undefined;
    if (source) byStep.set(source, [...(byStep.get(source) ?? []), state]);
  }
  return [...byStep].map(([id, states]) => ({ id, states }));
}
