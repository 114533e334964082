import * as generated from './generated/depositPromise';
import { formModuleOf } from './formModule';
import complete from './depositPromise/complete.json';

/** The registry's form module of the depositPromise flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
