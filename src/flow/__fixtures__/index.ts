import type { StepSchema } from '../types';
import acceptPermission from './acceptPermission.json';
import address from './address.json';
import attribute from './attribute.json';
import contact from './contact.json';
import profession from './profession.json';

/**
 * Step schemas in the engine contract's format (after the schema compiler filled the code tables), for the
 * renderer's tests and stories. Their compiled validators are ./validators.generated.js (`npm run fixtures`).
 */
export const fixtureSchemas: Readonly<Record<string, StepSchema>> = {
  acceptPermission: acceptPermission as StepSchema,
  attribute: attribute as StepSchema,
  address: address as StepSchema,
  contact: contact as StepSchema,
  profession: profession as StepSchema,
};
