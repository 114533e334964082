import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { recordAudit } from '../../audit/auditLog';
import { postalMessages } from '../../disclosure/disclosureMessages';
import { requestDisclosure } from '../../disclosure/disclosureRequests';
import { postalCandidates, postalLookupOf, recentPostalDisclosures, type PostalLookup } from '../../disclosure/postalDisclosures';
import { DomainError } from '../../http/DomainError';
import type { StaffMember } from '../../operations/staffMembers';
import { DisclosuresPage, type DisclosuresPageProps } from '../pages/DisclosuresPage';
import { sendPage } from '../renderPage';

type LookupForm = Partial<Record<keyof PostalLookup, string>>;
type PrepareForm = { memberId?: string; letterReference?: string; identityChecked?: string };

const letterReference = /^[A-Za-z0-9-]{1,20}$/;

/**
 * 個人情報保護法 第33条 for a request received by post (issue 57 item 3), for examiners and supervisors, who already
 * read applicants' data: the lookup of the member the letter names and the export prepared for them, each an audit
 * entry under the staff member's subject; the export itself is the member's (server/disclosure/).
 */
const disclosures: FastifyPluginAsync = async (app) => {
  const staffOnly = app.requireRole('examiner', 'supervisor');
  const page = async (reply: FastifyReply, status: number, props: Omit<DisclosuresPageProps, 'recent'>) =>
    sendPage(reply, status, createElement(DisclosuresPage, { ...props, recent: await recentPostalDisclosures(app.db, new Date()) }));

  app.get<{ Querystring: { done?: string } }>('/disclosures', { preHandler: staffOnly }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    return page(reply, 200, { staff, ...(request.query.done === 'prepared' ? { notice: postalMessages.prepared } : {}) });
  });

  app.post<{ Body: LookupForm | undefined }>('/disclosures/lookup', { preHandler: staffOnly }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const form = request.body ?? {};
    const given = { mobileNumber: (form.mobileNumber ?? '').slice(0, 20), birthDay: (form.birthDay ?? '').slice(0, 10) };
    const checked = postalLookupOf(form);
    if ('errors' in checked) return page(reply, 400, { staff, lookup: given, errors: checked.errors });
    const candidates = await postalCandidates(app.db, { lookup: checked.lookup });
    // Who was looked up, never by what: the trail names the members shown, not the number or the birthday typed.
    await app.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: `staff:${staff.subject}`,
        action: 'disclosure.lookup',
        subject: { type: 'member', id: candidates.map((candidate) => candidate.memberId).join(',') || 'none' },
        detail: { found: candidates.length },
      }),
    );
    if (candidates.length === 0) return page(reply, 404, { staff, lookup: given, errors: [postalMessages.noMember] });
    return page(reply, 200, { staff, lookup: given, candidates });
  });

  app.post<{ Body: PrepareForm | undefined }>('/disclosures/prepare', { preHandler: staffOnly }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const form = request.body ?? {};
    const reference = (form.letterReference ?? '').normalize('NFKC').trim();
    const candidates = await postalCandidates(app.db, { memberId: (form.memberId ?? '').slice(0, 100) });
    const member = candidates[0];
    const errors = [
      ...(member ? [] : [postalMessages.member]),
      ...(letterReference.test(reference) ? [] : [postalMessages.letterReference]),
      ...(form.identityChecked === 'on' ? [] : [postalMessages.identityChecked]),
    ];
    if (!member || errors.length > 0) return page(reply, 400, { staff, errors, candidates });
    try {
      await requestDisclosure(
        app.db,
        app.fileStorage,
        app.messages,
        member.memberId,
        { receivedBy: 'post', staffSubject: staff.subject, letterReference: reference },
        new Date(),
      );
    } catch (error) {
      if (error instanceof DomainError && error.fieldErrors[0]?.field === 'mailAddress')
        return page(reply, 409, { staff, errors: [postalMessages.noMailAddress], candidates });
      throw error;
    }
    app.outboxWorker.wake();
    return reply.redirect('/disclosures?done=prepared', 303);
  });
};

export default disclosures;
