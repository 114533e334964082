import * as generated from './generated/memberBank';
import { formModuleOf } from './formModule';
import complete from './memberBank/complete.json';

/** The registry's form module of the member's payment account change: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
