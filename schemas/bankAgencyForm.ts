import * as generated from './generated/bankAgency';
import { formModuleOf } from './formModule';
import complete from './bankAgency/complete.json';

/** The registry's form module of the bankAgency flow: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
