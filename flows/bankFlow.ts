import { bankSchemas, bankValidators } from '../schemas/bankForm';
import { engine } from './bankEngine';
import type { FlowDefinition } from './engine';

/** The payment-account flow with its schemas, for code that imports the whole flow at once (tests, the path walks). */
export const bankFlow: FlowDefinition = { ...engine, schemas: bankSchemas, validators: bankValidators };
