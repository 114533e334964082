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
 * until then), and a save moves on to a kind not drawn before without its 「読み込んでいます」 (../FlowPage.tsx).
 */
const preloaded = new Map<string, ComponentType<FlowPageProps>>();
/**
 * The component each kind was first drawn with, kept: a save loads the next page's kind while this page is on screen,
 * and were this page drawn again before the address moves on, another component for its kind would remount it, and
 * with it the form's state.
 */
const drawnWith = new Map<string, ComponentType<FlowPageProps>>();

/** Loads a kind's page before it is drawn (the server before drawing it, the browser before hydrating or moving on). */
export async function preloadPage(kind: PageKind): Promise<void> {
  const loaded = await loaders[kind]?.();
  if (loaded) preloaded.set(kind, loaded.default);
}

export function pageFor(kind: PageKind): ComponentType<FlowPageProps> | undefined {
  const drawn = drawnWith.get(kind);
  if (drawn) return drawn;
  const page = preloaded.get(kind) ?? pages[kind];
  if (page) drawnWith.set(kind, page);
  return page;
}
