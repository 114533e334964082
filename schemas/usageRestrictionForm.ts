import * as generated from './generated/usageRestriction';
import { formModuleOf } from './formModule';
import complete from './usageRestriction/complete.json';

/** The registry's form module of the usageRestriction flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
