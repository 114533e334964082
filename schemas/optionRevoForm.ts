import * as generated from './generated/optionRevo';
import { formModuleOf } from './formModule';
import complete from './revoCourse/complete.json';

/** The registry's form module of the optionRevo flow: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
