import * as generated from './generated/familyCard';
import { formModuleOf } from './formModule';
import complete from './familyCard/complete.json';

/** The registry's form module of the familyCard flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
