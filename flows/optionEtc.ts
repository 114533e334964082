import { linearEngine } from './linearFlow';
import { optionEtcSpec } from './optionServices';

export const engine = linearEngine(optionEtcSpec);
