import { linearEngine } from './linearFlow';
import { optionRevoSpec } from './optionServices';

export const engine = linearEngine(optionRevoSpec);
