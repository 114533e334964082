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

const pages: Readonly<Record<string, ComponentType<FlowPageProps>>> = Object.fromEntries(Object.entries(loaders).map(([kind, load]) => [kind, lazy(load)]));

/** Starts loading a kind's page before it is drawn: a first page drawn by the server hydrates sooner. */
export async function preloadPage(kind: PageKind): Promise<void> {
  await loaders[kind]?.();
}

export function pageFor(kind: PageKind): ComponentType<FlowPageProps> | undefined {
  return pages[kind];
}
