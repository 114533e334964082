import * as generated from './generated/goldUpgrade';
import { formModuleOf } from './formModule';
import underReview from './goldUpgrade/underReview.json';

/** The registry's form module of the goldUpgrade flow: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { underReview });
