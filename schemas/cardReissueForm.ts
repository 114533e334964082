import * as generated from './generated/cardReissue';
import { formModuleOf } from './formModule';
import complete from './cardReissue/complete.json';

/** The registry's form module of the cardReissue flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
