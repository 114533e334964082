import * as generated from './generated/mailingLists';
import { formModuleOf } from './formModule';
import complete from './mailingLists/complete.json';

/** The registry's form module of the member's mailing lists: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
