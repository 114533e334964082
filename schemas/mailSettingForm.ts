import * as generated from './generated/mailSetting';
import type { MailSettingStepId } from './mailSetting/index';
import type { JsonObject } from './resolveSchema';
import type { FlowFormModule, StepValidator } from './stepForm';
import complete from './mailSetting/complete.json';

/** The mail address change's compiled step schemas (as applyForm.ts: no ajv compiler in the bundle). */
export type { MailSettingStepId } from './mailSetting/index';

export const mailSettingConditions = generated.conditions as unknown as Readonly<Record<string, StepValidator>>;
export const mailSettingSchemas = generated.schemas as unknown as Readonly<Record<MailSettingStepId, JsonObject>>;
export const mailSettingValidators = { mailAddress: generated.mailAddress, confirm: generated.confirm } as unknown as Readonly<
  Record<MailSettingStepId, StepValidator>
>;

/** The registry's form module: the step schemas and the result page's texts (`mailSetting/complete`). */
export const form: FlowFormModule = {
  schemas: { ...mailSettingSchemas, complete },
  validators: mailSettingValidators,
  conditions: mailSettingConditions,
  schemaVersion: generated.schemaVersion,
};
