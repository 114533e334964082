import { PRESSED_BEFORE_HYDRATION, TYPED_BEFORE_HYDRATION } from '../../../api/typedBeforeHydration';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FlowStepView } from '../../../flows/flowHost';
import { flowForRoute } from '../../../flows/index';

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
 * form page, and the part of the flow's form the page draws (src/flow/flowForms.ts): its step's module with the
 * list it is found by, or a result page's texts.
 */
function flowPageModules(manifest: Manifest, step: PageStep | undefined): string[] {
  // The step's module and its flow's list are chunks named by vite.config.ts's groups (`steps-<set>`, `step-<set>-<step>`,
  // `result-<set>-<name>`); the manifest keys such a chunk by its file, so it is found by its name.
  const named = (name: string): string[] => Object.entries(manifest).flatMap(([key, chunk]) => (chunk.name === name ? [key] : []));
  const [set, name] = step?.schema?.split('/') ?? [];
  const part =
    set && name
      ? ['src/flow/flowForms.ts', ...named(`steps-${set}`), ...named(`step-${set}-${name}`), ...named(`result-${set}-${name}`)]
      : [];
  return ['src/pages/allocation/AllocationPage.tsx', 'src/flow/FlowPage.tsx', 'src/flow/pages/FormPage.tsx', ...part];
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

/** The flow step a page shows, as the person's view has it (absent when the page is not one of the view's steps). */
export type PageStep = Pick<FlowStepView, 'schema' | 'page'>;

/** The files a page needs from the start, besides the shell's own. */
export interface PageFiles {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const noFiles: PageFiles = { scripts: [], styles: [] };

/**
 * Every module and style a page needs, to start with the document instead of one round trip after another: a flow's
 * page (by its step), or a page the server drew by its source module (`module`, src/routes/drawnByServer.ts); any other
 * path gets none. Without a manifest (a build without one) there are none and the page loads as before.
 */
export async function pageFiles(dist: string): Promise<(path: string, step?: PageStep, module?: string | null) => PageFiles> {
  const manifest = await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => null);
  const byPart = new Map<string, PageFiles>();
  const cached = (key: string, modules: () => readonly string[]): PageFiles => {
    let files = byPart.get(key);
    if (!files && manifest) {
      files = filesOf(manifest, modules());
      byPart.set(key, files);
    }
    return files ?? noFiles;
  };
  return (path, step, module) => {
    if (!manifest) return noFiles;
    if (module) return cached(module, () => [module]);
    const flow = flowForRoute(path);
    if (!flow) return noFiles;
    return cached(`${flow.id} ${step?.page ?? ''} ${step?.schema ?? ''}`, () => flowPageModules(manifest, step));
  };
}

/** Link tags that start the modules and the styles with the document, under the page's nonce. */
export function linkTags({ scripts, styles }: PageFiles, nonce: string): string {
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="${nonce}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" nonce="${nonce}">`),
  ].join('');
}

/** Few enough that a task of them stays far below the 50 ms a long task starts at, on a phone's CPU. */
const linksPerTask = 4;

/**
 * For a page the server drew: the app's modules are asked for after the first paint, not with the document. On a
 * slow line the 200 KB of script asked for at once shared the bandwidth with the few KB of style the paint waits
 * for, and held the drawn page back by seconds (issue 20, bench/README.md). The paint needs none of them; the
 * hydration that follows needs them all, so they go out together, the entry last, once the browser reports its first
 * contentful paint (after the next frame where paint timing is missing; after two seconds in any case). Until the
 * page is hydrated (src/shell/serverDrawnPage.ts `HydrationMark`) a form's submit is held back: the browser would
 * send it as a GET, with the answers in the address. What is typed or chosen meanwhile is noted by field id, in memory
 * only, for the live form to take in, and the first button pressed is pressed again once the page is live
 * (api/typedBeforeHydration.ts): a tap on 次へ on a slow phone is not lost. Once the page is live these listeners are
 * removed: each ran on every tap and keystroke after it for nothing, and a trace of the first tap on 次へ at 4× CPU
 * showed their first calls (compiled then) taking 6.6 ms of it.
 * The links are added a few per task (a message to itself, which the browser does not clamp as it does nested
 * timers): each starts a fetch, about 2 ms of the main thread at a phone's speed, and the eighteen of a member's page
 * added at once were one task of 50–110 ms after the first paint, in the page's blocking time.
 */
export function modulesAfterFirstPaint(entry: string, preloads: readonly string[], nonce: string): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">(function(){var root=document.documentElement,held=new AbortController(),early={capture:true,signal:held.signal};new MutationObserver(function(records,observer){if(!root.hasAttribute('data-hydrated'))return;held.abort();observer.disconnect();}).observe(root,{attributes:true,attributeFilter:['data-hydrated']});function hold(button){if(!window.${PRESSED_BEFORE_HYDRATION})window.${PRESSED_BEFORE_HYDRATION}=button;}document.addEventListener('click',function(event){var button=event.target&&event.target.closest&&event.target.closest('#root button');if(root.hasAttribute('data-hydrated')||!button)return;event.preventDefault();hold(button);},early);document.addEventListener('submit',function(event){if(root.hasAttribute('data-hydrated'))return;event.preventDefault();if(event.submitter)hold(event.submitter);},early);var typed=window.${TYPED_BEFORE_HYDRATION}={};function note(event){var field=event.target;if(root.hasAttribute('data-hydrated')||!field||!field.id)return;if(field.type==='radio'){if(field.checked){Object.keys(typed).forEach(function(id){if(id===field.name||id.indexOf(field.name+'__')===0)delete typed[id];});typed[field.id]={checked:true};}return;}typed[field.id]=field.type==='checkbox'?{checked:field.checked}:{value:field.value};}document.addEventListener('input',note,early);document.addEventListener('change',note,early);var started=false;function load(){if(started)return;started=true;var queue=${json(preloads)},channel=new MessageChannel();channel.port1.onmessage=function(){for(var i=${linksPerTask};i>0&&queue.length;i-=1){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=queue.shift();link.nonce=${json(nonce)};document.head.appendChild(link);}if(queue.length){channel.port2.postMessage(0);return;}var entry=document.createElement('script');entry.type='module';entry.crossOrigin='';entry.src=${json(entry)};entry.nonce=${json(nonce)};document.head.appendChild(entry);};channel.port2.postMessage(0);}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(load,0);}).observe({type:'paint',buffered:true});}catch(error){requestAnimationFrame(function(){setTimeout(load,0);});}setTimeout(load,2000);})();</script>`;
}

/**
 * The facts the router's first judgement needs (src/routes/guardsLoader.ts), in the page itself, so a first visit
 * does not wait for `/api/bff/guardContext`. JSON in a script element: `<` is escaped so no value can end it.
 */
export function embeddedJson(id: string, value: unknown, nonce: string): string {
  return `<script type="application/json" id="${id}" nonce="${nonce}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
