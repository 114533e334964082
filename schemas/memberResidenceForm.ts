import * as generated from './generated/memberResidence';
import { formModuleOf } from './formModule';
import complete from './memberResidence/complete.json';

/** The registry's form module of the member's nationality and residence card: its compiled steps and result texts. */
export const form = formModuleOf(generated, { complete });
