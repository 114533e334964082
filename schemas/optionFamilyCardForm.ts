import * as generated from './generated/optionFamilyCard';
import { formModuleOf } from './formModule';
import complete from './familyCard/complete.json';

/** The registry's form module of the optionFamilyCard flow: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
