import type { Kysely } from 'kysely';
import type { PartnerIdLinkageAnswer } from '../../api/partnerIdLinkageAnswers';
import type { AnswersByStep } from '../../flows/engine';
import { Partner } from '../../enums/partner';
import { partnerIdLinkageOn } from '../../flows/applyRules';
import { flagValues } from '../config/productConfig';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/schema';
import type { Db } from '../flows/draftRepository';
import { defineFlowParts, type FeatureFlags, type FlowEffect, type FlowInputBuilder, type ServerCheck } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { tokyoDateTimeText } from '../outbox/tokyoTime';

/**
 * A member's partner (SB) ID link (SPEC 2.6 /member/setting/sbidlinkage, `partner_id_links`): made by the
 * `partnerIdLinkage` flow, read and undone by the status page (server/routes/partnerIdLinkage.ts). Making and undoing
 * it are audited with the member as the actor, in the transaction that does it.
 */

const linkOf = (db: Db, memberId: string) =>
  db.selectFrom('partner_id_links').select(['mob_num', 'linked_at']).where('member_id', '=', memberId).executeTakeFirst();

const registeredMobile = async (db: Db, memberId: string): Promise<string> =>
  (await db.selectFrom('members').select('mobile_number').where('id', '=', memberId).executeTakeFirst())?.mobile_number ?? '';

const auditActor = (memberId: string): string => `member:${memberId}`;

/** `flags`: the feature flags, which say whether a link may be made now (`partnerIdLinkageOn`). */
export async function partnerIdLinkage(db: Db, memberId: string, flags: FeatureFlags): Promise<PartnerIdLinkageAnswer> {
  const link = await linkOf(db, memberId);
  const offered = partnerIdLinkageOn(flagValues(flags));
  return link
    ? { linked: true, linkedAt: new Date(link.linked_at).toISOString(), mobNumLast4: link.mob_num.slice(-4), offered }
    : { linked: false, linkedAt: null, mobNumLast4: null, offered };
}

/** Undoes the member's link; undoing none changes nothing and answers the same (a repeated tap, another tab). */
export async function unlinkPartnerId(db: Kysely<Database>, memberId: string, flags: FeatureFlags): Promise<PartnerIdLinkageAnswer> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('partner_id_links').where('member_id', '=', memberId).returning('partner').executeTakeFirst();
    if (removed)
      await recordAudit(trx, {
        actor: auditActor(memberId),
        action: 'partnerIdLink.unlink',
        subject: { type: 'member', id: memberId },
        detail: { partner: removed.partner },
      });
    return partnerIdLinkage(trx, memberId, flags);
  });
}

/**
 * The machine input says whether the feature flags offer the linkage and whether a link holds (the flow is refused
 * unless they do, and while one does); the certification starts from the member's registered mobile number, which the
 * member may change before saving.
 */
const linkageInput: FlowInputBuilder = {
  build: async ({ db, ownerId, flags }) => ({
    partnerIdLinkageOn: partnerIdLinkageOn(flagValues(flags)),
    partnerIdLinked: (await linkOf(db, ownerId)) !== undefined,
  }),
  prefill: async ({ db, ownerId }): Promise<AnswersByStep> => {
    const mobile = await registeredMobile(db, ownerId);
    return mobile === '' ? {} : { sbIdLinkageCertification: { sbIdLinkageMobNum: mobile } };
  },
};

/**
 * The partner carrier's certification of the number (server/memberSettings/partnerCarrier.ts): a number it does not
 * know is a link it refuses (5402), which ends on the linkage's failure page; a carrier that fails or is unavailable
 * ends on the carrier-link error screen (5401, 5403). Nothing is saved either way.
 */
const partnerCertifies: ServerCheck = {
  after: async ({ trx, ownerId, given, partnerCarrier }) => {
    const mobNum = given['sbIdLinkageMobNum'];
    if (typeof mobNum !== 'string' || !(await partnerCarrier({ db: trx, memberId: ownerId, mobNum })))
      throw new DomainError('carrierLinkRejected', 'the partner did not certify the mobile number');
    return [];
  },
};

const linked: FlowEffect = async ({ trx, ownerId, answers, consentedAt, now }) => {
  const mobNum = answers['sbIdLinkageCertification']?.['sbIdLinkageMobNum'];
  if (typeof mobNum !== 'string') throw new Error('a partner ID link without the certified number');
  // Two tabs completing at once: the first makes the link, the second finds it made.
  const made = await trx
    .insertInto('partner_id_links')
    .values({ member_id: ownerId, partner: Partner.SB, mob_num: mobNum, consented_at: consentedAt ?? now, linked_at: now })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .executeTakeFirst();
  if (made.numInsertedOrUpdatedRows === 0n) return { linkedAt: tokyoDateTimeText(now) };
  await recordAudit(trx, {
    actor: auditActor(ownerId),
    action: 'partnerIdLink.link',
    subject: { type: 'member', id: ownerId },
    detail: { partner: Partner.SB },
  });
  return { linkedAt: tokyoDateTimeText(now) };
};

export const partnerIdLinkFlowParts = defineFlowParts({
  partnerIdLinkage: {
    input: linkageInput,
    refusal: (input) => {
      if (input['partnerIdLinkageOn'] !== true)
        return new DomainError('partnerIdLinkageClosed', 'a partner ID link while the flags withdraw it');
      return input['partnerIdLinked'] === true ? new DomainError('partnerIdAlreadyLinked', 'a second partner ID link') : undefined;
    },
    checks: { sbIdLinkageCertification: partnerCertifies },
    effect: linked,
  },
});
