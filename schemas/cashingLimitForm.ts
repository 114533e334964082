import * as generated from './generated/cashingLimit';
import { formModuleOf } from './formModule';
import complete from './cashingLimit/complete.json';
import underReview from './cashingLimit/underReview.json';

/** The registry's form module of the cashingLimit flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete, underReview });
