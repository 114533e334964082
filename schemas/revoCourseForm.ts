import * as generated from './generated/revoCourse';
import { formModuleOf } from './formModule';
import complete from './revoCourse/complete.json';

/** The registry's form module of the revoCourse flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
