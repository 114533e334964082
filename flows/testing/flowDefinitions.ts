import { applySchemas, applyValidators } from '../../schemas/generated/apply';
import { balanceRaiseSchemas, balanceRaiseValidators } from '../../schemas/generated/balanceRaise';
import { balanceReduceSchemas, balanceReduceValidators } from '../../schemas/generated/balanceReduce';
import { bankSchemas, bankValidators } from '../../schemas/generated/bank';
import { mailSettingSchemas, mailSettingValidators } from '../../schemas/generated/mailSetting';
import { engine as applyEngine } from '../apply';
import { engine as balanceRaiseEngine } from '../balanceRaise';
import { engine as balanceReduceEngine } from '../balanceReduce';
import { engine as bankEngine } from '../bank';
import type { FlowDefinition } from '../engine';
import type { FlowExamples } from '../flowExamples';
import { flowRegistry } from '../index';
import type { FlowFormModule } from '../../schemas/stepForm';
import { engine as mailSettingEngine } from '../mailSetting';

/**
 * Flows with their schemas, for code that drives a whole flow at once without the server (the engine's tests, the
 * path walks, the stories): the flow file's machine beside its generated form.
 */
export const applyFlow: FlowDefinition = { ...applyEngine, schemas: applySchemas, validators: applyValidators };
export const bankFlow: FlowDefinition = { ...bankEngine, schemas: bankSchemas, validators: bankValidators };
export const balanceRaiseFlow: FlowDefinition = { ...balanceRaiseEngine, schemas: balanceRaiseSchemas, validators: balanceRaiseValidators };
export const balanceReduceFlow: FlowDefinition = {
  ...balanceReduceEngine,
  schemas: balanceReduceSchemas,
  validators: balanceReduceValidators,
};
export const mailSettingFlow: FlowDefinition = { ...mailSettingEngine, schemas: mailSettingSchemas, validators: mailSettingValidators };

/** A registered flow as its flow file and generated form give it: the definition and its examples (flows/flowExamples.ts). */
export interface RegisteredFlow {
  readonly id: string;
  readonly flow: FlowDefinition;
  readonly form: FlowFormModule;
  readonly examples: FlowExamples | undefined;
}

/** Every registered flow, loaded from flows/generated/registry.ts (the registry's order: by id). */
export async function registeredFlows(): Promise<RegisteredFlow[]> {
  return Promise.all(
    flowRegistry.map(async (entry) => {
      const [{ form }, { engine, examples }] = await Promise.all([entry.form(), entry.engine()]);
      return { id: entry.id, flow: { ...engine, schemas: form.schemas, validators: form.validators }, form, examples };
    }),
  );
}
