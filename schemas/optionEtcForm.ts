import * as generated from './generated/optionEtc';
import { formModuleOf } from './formModule';
import complete from './etcCard/complete.json';

/** The registry's form module of the optionEtc flow: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
