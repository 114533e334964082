import * as generated from './generated/multipleCard';
import { formModuleOf } from './formModule';
import complete from './multipleCard/complete.json';

/** The registry's form module of the multipleCard flow: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
