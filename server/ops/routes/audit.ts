import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_DETAIL_LABELS,
  AUDIT_DETAIL_VALUES,
  AUDIT_SUBJECT_LABELS,
  isAuditAction,
} from '../../audit/auditActions';
import { readAuditLog } from '../../audit/auditQuery';
import type { StaffMember } from '../../operations/staffMembers';
import { AuditPage, type AuditFilters } from '../pages/AuditPage';
import { sendPage } from '../renderPage';

type AuditQuerystring = Partial<Record<keyof AuditFilters | 'before', string>>;

/** A detail's value as read: a code by its name, yes or no for a flag, 「なし」 for nothing, the rest as stored. */
const detailText = (key: string, value: unknown): string => {
  if (value === true) return 'はい';
  if (value === false) return 'いいえ';
  if (value === null || value === undefined || value === '') return 'なし';
  if (typeof value !== 'string') return JSON.stringify(value);
  return AUDIT_DETAIL_VALUES[key]?.[value] ?? value;
};

const day = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const pageSize = 50;

/** Issue 31 item 6: the audit log, read by auditors only; reading it is itself recorded nowhere it could be edited. */
const audit: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AuditQuerystring }>('/audit', { preHandler: app.requireRole('auditor') }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const text = (value: string | undefined): string => (value ?? '').trim().slice(0, 100);
    const filters: AuditFilters = {
      actor: text(request.query.actor),
      action: text(request.query.action),
      subject: text(request.query.subject),
      from: text(request.query.from),
      to: text(request.query.to),
    };
    const errors = [
      ...(filters.action && !isAuditAction(filters.action) ? ['操作は一覧から選んでください。'] : []),
      ...(filters.from && !day.test(filters.from) ? ['開始日は「2026-11-26」の形で入力してください。'] : []),
      ...(filters.to && !day.test(filters.to) ? ['終了日は「2026-11-26」の形で入力してください。'] : []),
      ...(filters.from && filters.to && day.test(filters.from) && day.test(filters.to) && filters.from > filters.to
        ? ['開始日は終了日より前の日にしてください。']
        : []),
    ];
    const before = /^[1-9][0-9]{0,9}$/.test(request.query.before ?? '') ? Number(request.query.before) : undefined;
    const { records, more } =
      errors.length > 0
        ? { records: [], more: false }
        : await readAuditLog(app.db, {
            ...(filters.actor ? { actor: filters.actor } : {}),
            ...(isAuditAction(filters.action) ? { action: filters.action } : {}),
            ...(filters.subject ? { subject: filters.subject } : {}),
            ...(filters.from ? { from: filters.from } : {}),
            ...(filters.to ? { to: filters.to } : {}),
            ...(before !== undefined ? { before } : {}),
            limit: pageSize,
          });
    const rows = records.map((record) => ({
      id: record.id,
      at: record.at,
      actor: record.actorName,
      action: isAuditAction(record.action) ? AUDIT_ACTION_LABELS[record.action] : record.action,
      subject: `${AUDIT_SUBJECT_LABELS[record.subjectType] ?? record.subjectType} ${record.subjectId}`,
      detail: Object.entries(record.detail).map(([key, value]) => [AUDIT_DETAIL_LABELS[key] ?? key, detailText(key, value)] as const),
    }));
    return sendPage(
      reply,
      errors.length > 0 ? 400 : 200,
      createElement(AuditPage, { staff, rows, filters, olderThan: more ? (records.at(-1)?.id ?? null) : null, errors }),
    );
  });
};

export default audit;
