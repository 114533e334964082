import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import { tokyoToday } from '../../../validators/calendar';
import { recordAudit } from '../../audit/auditLog';
import { isFulfilmentKind, isFulfilmentStatus } from '../../../enums/fulfilment';
import { fulfilmentQueue, markPosted, markPrinted, vendorFile, type FulfilmentRefusal } from '../../fulfilment/fulfilment';
import type { StaffMember } from '../../operations/staffMembers';
import { FulfilmentPage } from '../pages/FulfilmentPage';
import { sendPage } from '../renderPage';

const day = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** The fulfilment queue's routes (issue 31 item 3), for the fulfilment role only; the domain is server/fulfilment. */
const fulfilment: FastifyPluginAsync = async (app) => {
  const fulfilmentStaff = app.requireRole('fulfilment');
  const actorOf = (staff: StaffMember) => `staff:${staff.subject}`;

  const queuePage = async (
    staff: StaffMember,
    query: { status?: string; kind?: string; done?: string },
    refusal?: FulfilmentRefusal | string,
  ) => {
    const status = isFulfilmentStatus(query.status) ? query.status : '';
    const kind = isFulfilmentKind(query.kind) ? query.kind : '';
    const orders = await fulfilmentQueue(app.db, { ...(status ? { status } : {}), ...(kind ? { kind } : {}) });
    const notice =
      query.done === 'printed'
        ? '印刷済みにしました。本日の発送ファイルに載ります。'
        : query.done === 'posted'
          ? '発送済みにしました。会員にお知らせのメールを送ります。'
          : undefined;
    const errors = refusal === undefined ? [] : [typeof refusal === 'string' ? refusal : refusal.message];
    return createElement(FulfilmentPage, {
      staff,
      orders,
      filter: { status, kind },
      today: tokyoToday(new Date()),
      errors,
      ...(notice ? { notice } : {}),
    });
  };

  app.get<{ Querystring: { status?: string; kind?: string; done?: string } }>(
    '/fulfilment',
    { preHandler: fulfilmentStaff },
    async (request, reply) => {
      return sendPage(reply, 200, await queuePage(request.staff as StaffMember, request.query));
    },
  );

  app.post<{ Body: Record<string, string> | undefined }>('/fulfilment/printed', { preHandler: fulfilmentStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const body = request.body ?? {};
    const ids = Object.keys(body).flatMap((name) => (/^order-[1-9][0-9]{0,9}$/.test(name) ? [Number(name.slice(6))] : []));
    if (ids.length === 0) return sendPage(reply, 400, await queuePage(staff, {}, '印刷済みにする依頼を選んでください。'));
    const expectedVersions = Object.fromEntries(
      ids.map((id) => [id, /^[0-9]{1,9}$/.test(body[`version-${id}`] ?? '') ? Number(body[`version-${id}`]) : -1]),
    );
    const outcome = await markPrinted(app.db, app.messages, {
      ids,
      actor: actorOf(staff),
      expectedVersions,
      today: tokyoToday(new Date()),
    });
    if (outcome.outcome === 'refused') return sendPage(reply, 409, await queuePage(staff, {}, outcome));
    return reply.redirect('/fulfilment?done=printed', 303);
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    '/fulfilment/:id/posted',
    { preHandler: fulfilmentStaff },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const version = request.body?.['version'] ?? '';
      const outcome = await markPosted(app.db, app.messages, {
        id,
        actor: actorOf(staff),
        expectedVersion: /^[0-9]{1,9}$/.test(version) ? Number(version) : -1,
        today: tokyoToday(new Date()),
      });
      if (outcome.outcome === 'refused')
        return sendPage(reply, outcome.reason === 'notFound' ? 404 : 409, await queuePage(staff, {}, outcome));
      app.outboxWorker.wake();
      return reply.redirect('/fulfilment?done=posted', 303);
    },
  );

  // The card vendor's file holds names and addresses: each download is an audit entry, and no cache keeps it.
  app.get<{ Querystring: { day?: string } }>('/fulfilment/vendor-file', { preHandler: fulfilmentStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const wanted = request.query.day ?? '';
    if (!day.test(wanted))
      return sendPage(reply, 400, await queuePage(staff, {}, '発送ファイルの日付は「2026-11-26」の形で指定してください。'));
    const csv = await vendorFile(app.db, { day: wanted });
    await app.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: actorOf(staff),
        action: 'fulfilment.vendorFile',
        subject: { type: 'vendor_file', id: wanted },
        detail: { rows: Math.max(0, csv.split('\r\n').filter(Boolean).length - 1) },
      }),
    );
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="card-vendor-${wanted}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
};

export default fulfilment;
