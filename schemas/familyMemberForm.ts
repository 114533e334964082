import * as generated from './generated/familyMember';
import { formModuleOf } from './formModule';
import complete from './familyMember/complete.json';

/** The registry's form module of the familyMember flow: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
