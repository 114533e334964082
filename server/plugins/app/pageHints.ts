import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { flowForRoute, type FlowEntry } from '../../../flows/index';

/** One chunk of Vite's build manifest (`build.manifest`): its file, the chunks it imports, its styles. */
interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The modules a flow's page loads one after another on a first visit (issue 20: the step waited for each chunk
 * before asking for the next): the interim page a direct entry passes (SPEC 2.7 /allocation), the flow page, the
 * form page, and the flow's own form module (the chunk `flow-<id>` of vite.config.ts's groups).
 */
function flowPageModules(manifest: Manifest, flow: FlowEntry): string[] {
  const formModule = Object.entries(manifest).find(([, chunk]) => chunk.name === `flow-${flow.id}`)?.[0];
  return ['src/pages/allocation/AllocationPage.tsx', 'src/flow/FlowPage.tsx', 'src/flow/pages/FormPage.tsx', ...(formModule ? [formModule] : [])];
}

function filesOf(manifest: Manifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The nonce placeholder the shell carries (frontEnd.ts fills it per request). */
export type NoncedHtml = (nonce: string) => string;

/**
 * Link tags that start every module and style a flow page needs at once, with the document, instead of one
 * round trip after another; a path outside every flow gets none. Without a manifest (a build without one) there
 * are no hints and the page loads as before.
 */
export async function pageHints(dist: string): Promise<(path: string) => NoncedHtml> {
  const manifest = (await readFile(join(dist, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as Manifest).catch(() => null));
  const byFlow = new Map<string, NoncedHtml>();
  return (path) => {
    const flow = manifest ? flowForRoute(path) : undefined;
    if (!manifest || !flow) return () => '';
    let hints = byFlow.get(flow.id);
    if (!hints) {
      const { scripts, styles } = filesOf(manifest, flowPageModules(manifest, flow));
      const links = (nonce: string) => [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="${nonce}">`),
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" nonce="${nonce}">`),
      ].join('');
      hints = links;
      byFlow.set(flow.id, hints);
    }
    return hints;
  };
}

/**
 * The facts the router's first judgement needs (src/routes/guardsLoader.ts), in the page itself, so a first visit
 * does not wait for `/api/bff/guardContext`. JSON in a script element: `<` is escaped so no value can end it.
 */
export function embeddedJson(id: string, value: unknown, nonce: string): string {
  return `<script type="application/json" id="${id}" nonce="${nonce}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
