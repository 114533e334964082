import { linearEngine } from './linearFlow';
import { optionFamilyCardSpec } from './optionServices';

export const engine = linearEngine(optionFamilyCardSpec);
