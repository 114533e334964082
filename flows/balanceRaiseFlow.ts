import { balanceRaiseSchemas, balanceRaiseValidators } from '../schemas/balanceRaiseForm';
import { engine } from './balanceRaiseEngine';
import type { FlowDefinition } from './engine';

/** The credit-limit raise with its schemas, for code that imports the whole flow at once (tests, the path walks). */
export const balanceRaiseFlow: FlowDefinition = { ...engine, schemas: balanceRaiseSchemas, validators: balanceRaiseValidators };
