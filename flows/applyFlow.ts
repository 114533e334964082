import { applySchemas, applyValidators } from '../schemas/applyForm';
import { engine } from './applyEngine';
import type { FlowDefinition } from './engine';

/** The apply flow with its schemas, for code that imports the whole flow at once (tests, the path walks). */
export const applyFlow: FlowDefinition = { ...engine, schemas: applySchemas, validators: applyValidators };
