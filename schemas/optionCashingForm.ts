import * as generated from './generated/optionCashing';
import { formModuleOf } from './formModule';
import complete from './cashingLimit/complete.json';
import underReview from './optionCashing/underReview.json';

/** The registry's form module of the optionCashing flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete, underReview });
