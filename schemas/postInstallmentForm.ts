import * as generated from './generated/postInstallment';
import { formModuleOf } from './formModule';
import complete from './postInstallment/complete.json';

/** The registry's form module of the postInstallment flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
