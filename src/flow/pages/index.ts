import { lazy, type ComponentType } from 'react';
import type { PageKind } from '../../../flows/flowHost';
import type { FlowPageProps } from './flowPageProps';

/**
 * The pages a state's `meta.page` names, registered by that name (STYLE.md: special pages are named, not `if`
 * branches): the generic form, confirm and result pages, and the custom pages of a flow. Each is its own chunk,
 * loaded when a state first needs it.
 */
const pages: Readonly<Record<string, ComponentType<FlowPageProps>>> = {
  form: lazy(() => import('./FormPage')),
  confirm: lazy(() => import('./ConfirmPage')),
  result: lazy(() => import('./ResultPage')),
  sms: lazy(() => import('../../pages/apply/SmsStep')),
  bankList: lazy(() => import('../../pages/apply/bank/BankListStep')),
  schedule: lazy(() => import('./SchedulePage')),
};

export function pageFor(kind: PageKind): ComponentType<FlowPageProps> | undefined {
  return pages[kind];
}
