import * as generated from './generated/memberJob';
import { formModuleOf } from './formModule';
import complete from './memberJob/complete.json';

/** The registry's form module of the member's job change: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
