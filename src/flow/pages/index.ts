import { lazy, type ComponentType } from 'react';
import type { PageKind } from '../../../flows/flowHost';
import type { FlowPageProps } from './flowPageProps';

/**
 * The pages a state's `meta.page` names, registered by that name (STYLE.md: special pages are named, not `if`
 * branches): the generic form, confirm and result pages, and the custom pages of a flow. Each is its own chunk,
 * loaded when a state first needs it.
 */
const loaders: Readonly<Record<string, () => Promise<{ default: ComponentType<FlowPageProps> }>>> = {
  form: () => import('./FormPage'),
  confirm: () => import('./ConfirmPage'),
  result: () => import('./ResultPage'),
  sms: () => import('../../pages/apply/SmsStep'),
  bankList: () => import('../../pages/apply/bank/BankListStep'),
  schedule: () => import('./SchedulePage'),
};

const pages: Readonly<Record<string, ComponentType<FlowPageProps>>> = Object.fromEntries(
  Object.entries(loaders).map(([kind, load]) => [kind, lazy(load)]),
);

/**
 * Kinds loaded before their first drawing: a page the server drew hydrates with the component itself, so nothing
 * suspends and the whole page is live in the hydration's one commit (src/shell/serverDrawnPage.ts holds submits
 * until then). Only ever filled before a kind is first drawn, so a kind's component never changes under a page.
 */
const preloaded = new Map<string, ComponentType<FlowPageProps>>();

/** Loads a kind's page before it is drawn (the server before drawing it, the browser before hydrating it). */
export async function preloadPage(kind: PageKind): Promise<void> {
  const loaded = await loaders[kind]?.();
  if (loaded) preloaded.set(kind, loaded.default);
}

export function pageFor(kind: PageKind): ComponentType<FlowPageProps> | undefined {
  return preloaded.get(kind) ?? pages[kind];
}
