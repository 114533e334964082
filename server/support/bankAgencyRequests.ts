import { ContactMethod, CONTACT_METHOD_LABELS } from '../../enums/support';
import { flatten } from '../../flows/engine';
import { defineFlowParts, type FlowEffect } from '../flows/hostContracts';
import { requiredAnswer } from '../flows/requiredAnswer';
import { tokyoToday } from '../seed/tokyoToday';

const isContactMethod = (value: string): value is ContactMethod => Object.values<string>(ContactMethod).includes(value);

/**
 * A bank-agency request sent (flows/bankAgency.ts): recorded for the staff who answer it, in the draft's
 * transaction, and numbered for the person to quote: BA, the Tokyo day and the record's number.
 */
const bankAgencyRequested: FlowEffect = async ({ trx, ownerId, answers, now }) => {
  const given = flatten(answers);
  const contactMethod = requiredAnswer(given, 'contactMethod', 'bankAgency');
  if (!isContactMethod(contactMethod)) throw new Error(`bankAgency completed with the contact method ${contactMethod}`);
  const request = await trx
    .insertInto('support_requests')
    .values({
      member_id: ownerId,
      kind: 'bankAgency',
      topic: requiredAnswer(given, 'bankAgencyTopic', 'bankAgency'),
      contact_method: contactMethod,
      body: requiredAnswer(given, 'inquiryText', 'bankAgency'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    requestNumber: `BA-${tokyoToday(now).replaceAll('-', '')}-${String(request.id).padStart(6, '0')}`,
    contactText: CONTACT_METHOD_LABELS[contactMethod],
  };
};

export const supportFlowParts = defineFlowParts({ bankAgency: { effect: bankAgencyRequested } });
