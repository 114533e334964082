import { mailSettingSchemas, mailSettingValidators } from '../schemas/mailSettingForm';
import { engine } from './mailSettingEngine';
import type { FlowDefinition } from './engine';

/** The mail address change with its schemas, for code that imports the whole flow at once (tests, the path walks). */
export const mailSettingFlow: FlowDefinition = { ...engine, schemas: mailSettingSchemas, validators: mailSettingValidators };
