import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { recordAudit } from '../../audit/auditLog';
import { rightsMessages } from '../../disclosure/disclosureMessages';
import { postalCandidates } from '../../disclosure/postalDisclosures';
import {
  decideRightsRequest,
  fileRightsRequest,
  rightsFilingOf,
  rightsRequest,
  rightsRequestQueue,
  type RightsRequestFiling,
} from '../../disclosure/rightsRequests';
import type { StaffMember } from '../../operations/staffMembers';
import { DisclosuresPage } from '../pages/DisclosuresPage';
import { MessagePage } from '../pages/MessagePage';
import { RightsRequestPage, RightsRequestsPage } from '../pages/RightsRequestsPage';
import { sendPage } from '../renderPage';
import { recentPostalDisclosures } from '../../disclosure/postalDisclosures';

type FilingForm = Partial<Record<keyof RightsRequestFiling, string>>;
type DecisionForm = { decision?: string; note?: string };

const idOf = (text: string): number => (/^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : 0);

/**
 * APPI 第34条 and 第35条 as console cases with four eyes (issue 57 item 3): examiners and supervisors file a request
 * received by post or phone for the member found on /disclosures; a supervisor other than the filer decides it. Every
 * filing, view and decision (refused ones too) is an audit entry; the domain is server/disclosure/rightsRequests.ts.
 */
const rightsRequests: FastifyPluginAsync = async (app) => {
  const staffOnly = app.requireRole('examiner', 'supervisor');
  const notFound = (reply: FastifyReply, staff: StaffMember) =>
    sendPage(reply, 404, createElement(MessagePage, { title: '見つかりません', staff, message: rightsMessages.notFound }));

  app.get('/rights-requests', { preHandler: staffOnly }, async (request, reply) =>
    sendPage(
      reply,
      200,
      createElement(RightsRequestsPage, { staff: request.staff as StaffMember, requests: await rightsRequestQueue(app.db) }),
    ),
  );

  app.post<{ Body: FilingForm | undefined }>('/rights-requests', { preHandler: staffOnly }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const form = request.body ?? {};
    const candidates = await postalCandidates(app.db, { memberId: (form.memberId ?? '').slice(0, 100) });
    const member = candidates[0];
    const checked = rightsFilingOf(form);
    if (!member || 'errors' in checked) {
      const errors = [...(member ? [] : [rightsMessages.member]), ...('errors' in checked ? checked.errors : [])];
      const recent = await recentPostalDisclosures(app.db, new Date());
      return sendPage(reply, 400, createElement(DisclosuresPage, { staff, recent, candidates, errors }));
    }
    const id = await fileRightsRequest(app.db, staff, { ...checked.filing, memberId: member.memberId });
    return reply.redirect(`/rights-requests/${id}?done=filed`, 303);
  });

  app.get<{ Params: { id: string }; Querystring: { done?: string } }>(
    '/rights-requests/:id',
    { preHandler: staffOnly },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const found = await rightsRequest(app.db, idOf(request.params.id));
      if (!found) return notFound(reply, staff);
      // The request's text is the person's own words about their data: each reading is recorded, as a case view is.
      await app.db.transaction().execute((trx) =>
        recordAudit(trx, {
          actor: `staff:${staff.subject}`,
          action: 'rightsRequest.view',
          subject: { type: 'member', id: found.memberId },
        }),
      );
      const done = request.query.done;
      const notice =
        done === 'filed'
          ? rightsMessages.filed
          : done === 'approved'
            ? rightsMessages.approved
            : done === 'declined'
              ? rightsMessages.declined
              : undefined;
      return sendPage(reply, 200, createElement(RightsRequestPage, { staff, request: found, ...(notice ? { notice } : {}) }));
    },
  );

  app.post<{ Params: { id: string }; Body: DecisionForm | undefined }>(
    '/rights-requests/:id/decision',
    { preHandler: app.requireRole('supervisor') },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const id = idOf(request.params.id);
      const found = await rightsRequest(app.db, id);
      if (!found) return notFound(reply, staff);
      const form = request.body ?? {};
      const note = (form.note ?? '').trim();
      const given = { ...(form.decision ? { decision: form.decision } : {}), note };
      const errors = [
        ...(form.decision === 'approved' || form.decision === 'declined' ? [] : [rightsMessages.decision]),
        ...(note.length > 500 ? [rightsMessages.noteLength] : []),
        ...(form.decision === 'declined' && note === '' ? [rightsMessages.declineNote] : []),
      ];
      if (errors.length > 0) return sendPage(reply, 400, createElement(RightsRequestPage, { staff, request: found, errors, given }));
      const outcome = await decideRightsRequest(app.db, app.messages, id, staff, { approved: form.decision === 'approved', note });
      if (outcome.outcome === 'refused') {
        const current = (await rightsRequest(app.db, id)) ?? found;
        return sendPage(
          reply,
          outcome.status,
          createElement(RightsRequestPage, { staff, request: current, errors: [outcome.reason], given }),
        );
      }
      app.outboxWorker.wake();
      return reply.redirect(`/rights-requests/${id}?done=${form.decision}`, 303);
    },
  );
};

export default rightsRequests;
