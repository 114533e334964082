import { balanceReduceSchemas, balanceReduceValidators } from '../schemas/balanceReduceForm';
import { engine } from './balanceReduceEngine';
import type { FlowDefinition } from './engine';

/** The credit-limit reduction with its schemas, for code that imports the whole flow at once (tests, the path walks). */
export const balanceReduceFlow: FlowDefinition = { ...engine, schemas: balanceReduceSchemas, validators: balanceReduceValidators };
