import { linearEngine } from './linearFlow';
import { optionCashingSpec } from './optionServices';

export const engine = linearEngine(optionCashingSpec);
