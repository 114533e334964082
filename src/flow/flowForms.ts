import type { FlowStepView } from '../../flows/flowHost';
import type { FlowEntry } from '../../flows/index';
import type { StepModule } from '../../schemas/formModule';
import type { FlowForm } from './pages/flowPageProps';
import { importLiveStep } from './stepRuntime';
import { preloadWidgets } from './widgets';

type StepLoaders = Readonly<Record<string, () => Promise<StepModule>>>;

/**
 * Each schema folder's `<folder>.steps.ts`: where its steps' modules (`steps/<folder>/<file>.ts`) load from, one chunk
 * per step; a page fetches its folder's short list, not every step's.
 */
const stepIndexes = import.meta.glob<{ readonly steps: StepLoaders }>('../../schemas/generated/*.steps.ts');

const loading = new Map<string, Promise<FlowForm>>();
const loaded = new Map<string, FlowForm>();

/**
 * What a page needs of its flow's form (issue 20: the first step loads only its own validators): its own schema's
 * module (`<flow>/<step>`, or a result page's texts); the confirm page reads every other step from the view's rows. A
 * page without a schema needs nothing.
 */
function partOf(entry: FlowEntry, step: FlowStepView): string {
  return step.module ?? step.schema ?? `${entry.id}:none`;
}

/** Where a step published in the console comes from: its URL, imported (the server's drawing gives its own). */
export type LiveStepLoader = (url: string) => Promise<StepModule>;

async function stepForm(schemaId: string, liveUrl: string | undefined, loadLive: LiveStepLoader): Promise<FlowForm> {
  const [folder = '', name = ''] = schemaId.split('/');
  if (liveUrl) {
    const live = await loadLive(liveUrl);
    await preloadWidgets(live.schema);
    return { schemas: { [name]: live.schema }, validators: { [name]: live.validate }, conditions: live.conditions };
  }
  const index = stepIndexes[`../../schemas/generated/${folder}.steps.ts`];
  const load = index ? (await index()).steps[name] : undefined;
  if (!load) {
    // The result pages' texts are listed apart, loaded by the page that needs them (resultTexts.ts).
    const texts = (await import('./resultTexts')).resultTexts[`../../schemas/${schemaId}.json`];
    if (!texts) throw new Error(`no step module or result texts for the schema ${schemaId}`);
    return { schemas: { [name]: await texts() }, validators: {}, conditions: {} };
  }
  const module = await load();
  // The step's own widgets come with it: drawn at once, hydrated without waiting (widgets/index.ts).
  await preloadWidgets(module.schema);
  return { schemas: { [name]: module.schema }, validators: { [name]: module.validate }, conditions: module.conditions };
}

const NOTHING: FlowForm = { schemas: {}, validators: {}, conditions: {} };

/** The form a page needs (`partOf`), loaded once and shared by every page that needs the same part. */
export function loadForm(entry: FlowEntry, step: FlowStepView, loadLive: LiveStepLoader = importLiveStep): Promise<FlowForm> {
  const part = partOf(entry, step);
  let form = loading.get(part);
  if (!form) {
    const found: Promise<FlowForm> = step.schema === null ? Promise.resolve(NOTHING) : stepForm(step.schema, step.module, loadLive);
    form = found.then((arrived) => {
      loaded.set(part, arrived);
      return arrived;
    });
    // A part that failed to arrive (the network dropped) is asked for again by the next page that needs it.
    form.catch(() => loading.delete(part));
    loading.set(part, form);
  }
  return form;
}

/**
 * The form when it has already arrived: a page the server drew hydrates with it in its first render, which must
 * draw what the server drew (src/main.tsx loads it before hydrating; the server before rendering). The same object
 * every time, so what a page derives from it is not rebuilt on every render.
 */
export function loadedForm(entry: FlowEntry, step: FlowStepView): FlowForm | null {
  return loaded.get(partOf(entry, step)) ?? null;
}
