import * as generated from './generated/memberAddress';
import { formModuleOf } from './formModule';
import complete from './memberAddress/complete.json';

/** The registry's form module of the member's address change: its compiled steps and its result page's texts. */
export const form = formModuleOf(generated, { complete });
