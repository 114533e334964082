import * as generated from './generated/apply';
import type { ApplyStepId } from './apply/index';
import type { JsonObject } from './resolveSchema';
import type { FlowFormModule, StepValidator } from './stepForm';
import complete from './apply/complete.json';
import underReview from './apply/underReview.json';

/**
 * The apply flow's compiled step schemas, typed. Browser and server import this module; it pulls in the generated
 * standalone validators and validators/ajvRuntime, never the ajv compiler.
 */
export type { ApplyStepId } from './apply/index';

export const applySchemaVersion: string = generated.schemaVersion;

/** The step schemas' `if` subschemas, compiled: the renderer decides its conditional fields with them. */
export const applyConditions = generated.conditions as unknown as Readonly<Record<string, StepValidator>>;

export const applySchemas = generated.schemas as unknown as Readonly<Record<ApplyStepId, JsonObject>>;

export const applyValidators = {
  acceptPermission: generated.acceptPermission,
  sbIdLinkageCertification: generated.sbIdLinkageCertification,
  sbIdLinkagePermission: generated.sbIdLinkagePermission,
  attribute: generated.attribute,
  gender: generated.gender,
  zipcode: generated.zipcode,
  address: generated.address,
  nationality: generated.nationality,
  residenceExpiration: generated.residenceExpiration,
  residenceFrontUpload: generated.residenceFrontUpload,
  residenceBackAddress: generated.residenceBackAddress,
  residenceBackUpload: generated.residenceBackUpload,
  contact: generated.contact,
  phoneNumber: generated.phoneNumber,
  smsAuthentication: generated.smsAuthentication,
  profession: generated.profession,
  household: generated.household,
  housing: generated.housing,
  income: generated.income,
  workplace: generated.workplace,
  use: generated.use,
  license: generated.license,
  licenseNumber: generated.licenseNumber,
  designBrand: generated.designBrand,
  designColor: generated.designColor,
  design: generated.design,
  designName: generated.designName,
  autoPaylater: generated.autoPaylater,
  familyCardSelect: generated.familyCardSelect,
  familyCardName: generated.familyCardName,
  familyCardNameAlpha: generated.familyCardNameAlpha,
  familyCardPhone: generated.familyCardPhone,
  familyCardSexType: generated.familyCardSexType,
  sbCommunicationFeeNumber: generated.sbCommunicationFeeNumber,
  sbCommunicationFeeSelect: generated.sbCommunicationFeeSelect,
  sbPointAutoExchange: generated.sbPointAutoExchange,
  confirm: generated.confirm,
} as unknown as Readonly<Record<ApplyStepId, StepValidator>>;

/** The registry's form module: the step schemas and the result pages' texts (`apply/complete`, `apply/underReview`). */
export const form: FlowFormModule = {
  schemas: { ...applySchemas, complete, underReview },
  validators: applyValidators,
  conditions: applyConditions,
  schemaVersion: applySchemaVersion,
};
