import type { EventObject } from 'xstate';
import type { FlowDefinition } from '../engine';
import { engine as bankAgency } from '../bankAgency';
import { form as bankAgencyForm } from '../../schemas/generated/bankAgency';
import { flowEvents, type StepInput } from './flowEvents';

/** A bank-agency request as people send it: by phone or mail, about each topic, in full-width and half-width text. */
export const bankAgencyAnswers: Readonly<Record<string, readonly StepInput[]>> = {
  request: [
    { bankAgencyTopic: '1', contactMethod: '1', inquiryText: '提携銀行の口座を作りたいので、必要なものを教えてください。' },
    { bankAgencyTopic: '2', contactMethod: '2', inquiryText: 'Payment account: how long does the change take?' },
  ],
};

export const bankAgencyFlow: FlowDefinition = { ...bankAgency, schemas: bankAgencyForm.schemas, validators: bankAgencyForm.validators };

export const bankAgencyEvents = flowEvents<EventObject>(bankAgencyFlow, (state) => bankAgencyAnswers[state] ?? []);
