import { tokyoDateTime } from '../pages/format';
import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { EXAMINATION_DECISION_LABELS } from '../../../enums/staff';
import { tokyoToday } from '../../../validators/calendar';
import { lendingCapMessage } from '../../../validators/creditLaw';
import { recordAudit } from '../../audit/auditLog';
import { ensureBureauAnswer } from '../../operations/bureauInquiry';
import { isCaseKind, type CaseKind } from '../../operations/caseKind';
import { caseHandlers, decideCase, examinationCase, type DecisionOutcome, type ExaminationCase } from '../../operations/examination';
import type { StaffMember } from '../../operations/staffMembers';
import { CasePage, type CaseFieldError, type CasePageProps } from '../pages/CasePage';
import { MessagePage } from '../pages/MessagePage';
import { QueuePage } from '../pages/QueuePage';
import { DeskHomePage } from '../pages/DeskHomePage';
import { queueCounts, queuePage } from '../../operations/queues';
import { sendPage } from '../renderPage';

type DecisionForm = Partial<Record<'version' | 'decision' | 'reasonCode' | 'amount' | 'note', string>>;

const notFound = (reply: FastifyReply, staff: StaffMember | null) =>
  sendPage(
    reply,
    404,
    createElement(MessagePage, { title: '見つかりません', staff, message: 'この案件は見つかりません。番号を確かめてください。' }),
  );

/** What the queue says after a decision: the kind's own words for it, and whether a mail goes out. */
function outcomeNotice(kind: CaseKind, decided: string): string | undefined {
  if (decided === 'awaitingSecond') return '一次承認しました。審査責任者の二次承認を待ちます。';
  if (decided !== 'approved' && decided !== 'declined') return undefined;
  const label = caseHandlers[kind].decisionLabels?.[decided] ?? EXAMINATION_DECISION_LABELS[decided];
  return kind === 'bankAgency' || kind === 'residenceReport' ? `「${label}」にしました。` : `${label}しました。結果のメールを送ります。`;
}

function refusalErrors(outcome: Extract<DecisionOutcome, { outcome: 'refused' }>): CaseFieldError[] {
  // Who and when (issue 58): the examiner can tell a decision of a minute ago from yesterday's before ringing anyone.
  const who = `${outcome.by ? `${outcome.by}さん` : '別の担当者'}${outcome.at ? `が${tokyoDateTime(outcome.at)}に` : 'が'}`;
  switch (outcome.reason) {
    case 'closed':
      return [{ field: 'form', message: `この案件は${who}すでに決定しました。一覧から次の案件を開いてください。` }];
    case 'withdrawn':
      return [{ field: 'form', message: 'この申し込みは取り下げられたか、カードが解約されています。決定は不要です。' }];
    case 'changed':
      return [{ field: 'form', message: `この画面を開いた後に${who}決定しました。内容を確かめてから、もう一度決定してください。` }];
    case 'supervisorOnly':
      return [{ field: 'form', message: '二次承認は審査責任者だけが行えます。' }];
    case 'ownDecision':
      return [{ field: 'form', message: 'ご自身の一次承認は二次承認できません。別の審査責任者に依頼してください。' }];
    case 'badReason':
      return [{ field: 'reasonCode', message: '決定に合う理由を選んでください。' }];
    case 'badAmount':
      return [{ field: 'amount', message: '承認する額を、上限以下の1以上の整数で入力してください。' }];
    case 'notFound':
      return [{ field: 'form', message: 'この案件は見つかりません。' }];
    case 'aboveLegalCap':
      return [
        {
          field: 'amount',
          message:
            outcome.ceiling?.basis === 'smallLimitException'
              ? `支払可能見込額を算定できる回答がないため、承認できるのは${outcome.ceiling.ceilingManYen}万円までです（割賦販売法第30条の2第1項ただし書）。`
              : `承認する額が割賦販売法第30条の2の2の上限（包括支払可能見込額の10分の9、${outcome.ceiling?.ceilingManYen ?? 0}万円）を超えています。${outcome.ceiling?.ceilingManYen ?? 0}万円以下で承認するか、否決してください。`,
        },
      ];
    case 'aboveLendingCap':
      return [{ field: 'amount', message: lendingCapMessage(outcome.roomYen ?? 0) }];
    case 'bureauUnanswered':
      return [
        {
          field: 'form',
          message: '信用情報機関の照会結果がないため承認できません（割賦販売法第30条の2第3項）。再照会するか、否決してください。',
        },
      ];
  }
}

/** The form's own mistakes, every one at once, before anything is looked up. */
function formErrors(form: DecisionForm, found: ExaminationCase): CaseFieldError[] {
  const errors: CaseFieldError[] = [];
  const labels = found.decisionLabels;
  if (form.decision !== 'approved' && form.decision !== 'declined')
    errors.push({ field: 'decision', message: `${labels.approved}か${labels.declined}かを選んでください。` });
  if (!form.reasonCode) errors.push({ field: 'reasonCode', message: '理由を選んでください。' });
  else if (form.decision === 'approved' && !Object.hasOwn(found.reasons.approved, form.reasonCode))
    errors.push({ field: 'reasonCode', message: `${labels.approved}の理由を選んでください。` });
  else if (form.decision === 'declined' && !Object.hasOwn(found.reasons.declined, form.reasonCode))
    errors.push({ field: 'reasonCode', message: `${labels.declined}の理由を選んでください。` });
  const amount = (form.amount ?? '').normalize('NFKC').replace(/[,\s]/g, '');
  if (form.decision === 'approved' && found.amountUnit && !found.awaitingSecond && amount !== '' && !/^[1-9][0-9]{0,8}$/.test(amount))
    errors.push({ field: 'amount', message: '承認する額は半角数字の整数で入力してください。' });
  if ((form.note ?? '').length > 500) errors.push({ field: 'note', message: 'メモは500文字以内で入力してください。' });
  if ((form.reasonCode === 'D09' || form.reasonCode === 'B59') && (form.note ?? '').trim() === '')
    errors.push({ field: 'note', message: '理由が「その他」のときは、メモに理由を書いてください。' });
  return errors;
}

/**
 * The examination queues and cases (issue 31 item 1): examiners and supervisors only; opening a case and viewing a
 * photo are logged (personal data and identity documents), a decision is refused with its reason and writes nothing.
 */
const cases: FastifyPluginAsync = async (app) => {
  const examiners = app.requireRole('examiner', 'supervisor');

  app.get('/', async (request, reply) => {
    const staff = request.staff;
    if (!staff) return reply.redirect('/login', 303);
    if (staff.roles.some((role) => role === 'examiner' || role === 'supervisor'))
      return sendPage(reply, 200, createElement(DeskHomePage, { staff, counts: await queueCounts(app.db) }));
    if (staff.roles.includes('fulfilment')) return reply.redirect('/fulfilment', 303);
    if (staff.roles.includes('productStaff')) return reply.redirect('/config', 303);
    if (staff.roles.includes('auditor')) return reply.redirect('/audit', 303);
    return sendPage(
      reply,
      200,
      createElement(MessagePage, { title: '業務コンソール', staff, message: 'メニューから業務を選んでください。' }),
    );
  });

  app.get<{ Params: { kind: string }; Querystring: { stage?: string; decided?: string; page?: string } }>(
    '/queues/:kind',
    { preHandler: examiners },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      if (!isCaseKind(request.params.kind)) return notFound(reply, staff);
      const kind: CaseKind = request.params.kind;
      const stage = request.query.stage === 'first' || request.query.stage === 'second' ? request.query.stage : 'all';
      // A page number out of reach (0, letters, past the last) shows the nearest page rather than an error: a link kept
      // from yesterday's longer queue still lands somewhere useful.
      const page = /^[1-9][0-9]{0,5}$/.test(request.query.page ?? '') ? Number(request.query.page) : 1;
      const notice = request.query.decided ? outcomeNotice(kind, request.query.decided) : undefined;
      const queue = await queuePage(app.db, kind, stage, page);
      return sendPage(reply, 200, createElement(QueuePage, { staff, kind, queue, stage, ...(notice ? { notice } : {}) }));
    },
  );

  app.get<{ Params: { kind: string; id: string } }>('/cases/:kind/:id', { preHandler: examiners }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    if (!isCaseKind(request.params.kind)) return notFound(reply, staff);
    let found = await examinationCase(app.db, request.params.kind, request.params.id);
    if (!found) return notFound(reply, staff);
    // An open case whose inquiry was never asked or is waiting for a retry is asked now, so the examiner reads the
    // answer rather than 照会中; a failed one waits for the examiner's 再照会 (a bureau that is down costs its timeout).
    if (found.open && (found.bureau === null || found.bureau.status === 'pending')) {
      await ensureBureauAnswer(app.db, app.creditBureau, found.kind, found.id);
      found = (await examinationCase(app.db, found.kind, found.id)) ?? found;
    }
    await app.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: `staff:${staff.subject}`,
        action: 'case.view',
        subject: { type: found.kind, id: found.id },
        detail: { memberId: found.memberId },
      }),
    );
    return sendPage(reply, 200, createElement(CasePage, { staff, found }));
  });

  app.get<{ Params: { kind: string; id: string; side: string } }>(
    '/cases/:kind/:id/photos/:side',
    { preHandler: examiners },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const { kind, id, side } = request.params;
      const found = isCaseKind(kind) ? await examinationCase(app.db, kind, id) : null;
      const photo = found?.photos.find((candidate) => candidate.side === side);
      const upload =
        photo && found
          ? await app.db
              .selectFrom('residence_card_uploads')
              .select(['file_name', 'content_type'])
              .where('file_name', '=', photo.fileName)
              .where('member_id', '=', found.memberId)
              .executeTakeFirst()
          : undefined;
      const bytes = upload ? await app.fileStorage.get(upload.file_name) : null;
      if (!found || !upload || !bytes) return notFound(reply, staff);
      await app.db.transaction().execute((trx) =>
        recordAudit(trx, {
          actor: `staff:${staff.subject}`,
          action: 'photo.view',
          subject: { type: found.kind, id: found.id },
          detail: { side: photo?.side ?? '', memberId: found.memberId },
        }),
      );
      return reply
        .header('cache-control', 'no-store, private')
        .header('content-disposition', 'inline')
        .type(upload.content_type)
        .send(bytes);
    },
  );

  // 再照会 (issue 61): the examiner asks the credit bureau again after it failed; the case page shows the outcome.
  app.post<{ Params: { kind: string; id: string } }>('/cases/:kind/:id/bureau', { preHandler: examiners }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    if (!isCaseKind(request.params.kind)) return notFound(reply, staff);
    const found = await examinationCase(app.db, request.params.kind, request.params.id);
    if (!found?.open) return notFound(reply, staff);
    await ensureBureauAnswer(app.db, app.creditBureau, found.kind, found.id);
    return reply.redirect(`/cases/${found.kind}/${found.id}`, 303);
  });

  app.post<{ Params: { kind: string; id: string }; Body: DecisionForm | undefined }>(
    '/cases/:kind/:id/decision',
    { preHandler: examiners },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      if (!isCaseKind(request.params.kind)) return notFound(reply, staff);
      const found = await examinationCase(app.db, request.params.kind, request.params.id);
      if (!found) return notFound(reply, staff);
      const form = request.body ?? {};
      const given: CasePageProps['given'] = {
        ...(form.decision ? { decision: form.decision } : {}),
        ...(form.reasonCode ? { reasonCode: form.reasonCode } : {}),
        ...(form.amount ? { amount: form.amount } : {}),
        ...(form.note ? { note: form.note } : {}),
      };
      const errors = formErrors(form, found);
      if (errors.length > 0) return sendPage(reply, 400, createElement(CasePage, { staff, found, errors, given }));
      // An approval is made on the bureau's answer: asked once more here if it is still missing.
      if (form.decision === 'approved' && found.open && found.bureau?.status !== 'answered')
        await ensureBureauAnswer(app.db, app.creditBureau, found.kind, found.id);
      const amountText = (form.amount ?? '').normalize('NFKC').replace(/[,\s]/g, '');
      const outcome = await decideCase(app.db, app.messages, {
        kind: found.kind,
        id: found.id,
        version: /^[0-9]{1,3}$/.test(form.version ?? '') ? Number(form.version) : -1,
        decision: form.decision === 'approved' ? 'approved' : 'declined',
        reasonCode: form.reasonCode ?? '',
        note: (form.note ?? '').trim(),
        amount: amountText === '' ? null : Number(amountText),
        staff,
        today: tokyoToday(new Date()),
      });
      if (outcome.outcome === 'refused') {
        const current = (await examinationCase(app.db, found.kind, found.id)) ?? found;
        const status =
          outcome.reason === 'badReason' ||
          outcome.reason === 'badAmount' ||
          outcome.reason === 'aboveLegalCap' ||
          outcome.reason === 'aboveLendingCap'
            ? 400
            : outcome.reason === 'supervisorOnly' || outcome.reason === 'ownDecision'
              ? 403
              : 409;
        return sendPage(reply, status, createElement(CasePage, { staff, found: current, errors: refusalErrors(outcome), given }));
      }
      app.outboxWorker.wake();
      request.log.info(
        { kind: found.kind, id: found.id, outcome: outcome.outcome },
        `case ${outcome.outcome === 'decided' ? outcome.decision : 'first approval'}`,
      );
      const decided = outcome.outcome === 'decided' ? outcome.decision : 'awaitingSecond';
      return reply.redirect(`/queues/${found.kind}?decided=${decided}`, 303);
    },
  );
};

export default cases;
