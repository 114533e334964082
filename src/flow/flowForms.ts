import type { FlowEntry } from '../../flows/index';
import type { FlowForm } from './pages/flowPageProps';

const loading = new Map<string, Promise<FlowForm>>();
const loaded = new Map<string, FlowForm>();

/** A flow's form chunk (its schemas and compiled validators), loaded once per flow and shared by its pages. */
export function loadForm(entry: FlowEntry): Promise<FlowForm> {
  let form = loading.get(entry.id);
  if (!form) {
    form = entry.form().then(({ form: found }) => {
      loaded.set(entry.id, found);
      return found;
    });
    loading.set(entry.id, form);
  }
  return form;
}

/**
 * The form when it has already arrived: a page the server drew hydrates with it in its first render, which must
 * draw what the server drew (src/main.tsx loads it before hydrating; the server before rendering).
 */
export function loadedForm(flowId: string): FlowForm | null {
  return loaded.get(flowId) ?? null;
}
