import { createElement } from 'react';
import type { FastifyPluginAsync, FastifySchemaValidationError } from 'fastify';
import { recordAudit } from '../../audit/auditLog';
import { searchTermOf, searchWaitingCases } from '../../operations/caseSearch';
import { isSearchBy, type SearchBy } from '../../operations/consoleLists';
import type { StaffMember } from '../../operations/staffMembers';
import { SearchPage } from '../pages/SearchPage';
import { sendPage } from '../renderPage';

/**
 * The search form as it reaches the server edge (issue 58): checked by this schema before anything is looked up
 * (Fastify's validator drops fields the schema does not name).
 */
export const searchFormSchema = {
  type: 'object',
  required: ['by', 'q'],
  additionalProperties: false,
  properties: {
    by: { type: 'string', enum: ['inquiryNumber', 'name', 'phone'] },
    q: { type: 'string', maxLength: 40 },
  },
} as const;

interface SearchForm {
  readonly by?: string;
  readonly q?: string;
}

/** The schema's findings in the console's words: the field, then what it needs. */
function edgeProblem(errors: readonly FastifySchemaValidationError[]): string {
  const byField = (field: string) =>
    errors.some(
      (error) => error.instancePath === `/${field}` || (error.keyword === 'required' && error.params['missingProperty'] === field),
    );
  if (byField('by')) return '探し方（お問い合わせ番号・お名前・電話番号）を選んでください。';
  if (errors.some((error) => error.instancePath === '/q' && error.keyword === 'maxLength'))
    return '探す内容は40文字以内で入力してください。';
  return '探す内容を入力してください。';
}

/**
 * The search of the waiting cases across the queues (issue 58), for examiners and supervisors. A POST and its answer,
 * never a GET with a query: what was typed (a name, a telephone number) stays out of addresses, history, the access
 * log's URL and referrers. Every search is an audit entry: who searched, how, and which cases it showed (the typed
 * words themselves are not kept: the cases found say whom the staff member looked at).
 */
const search: FastifyPluginAsync = async (app) => {
  const examiners = app.requireRole('examiner', 'supervisor');

  app.get('/search', { preHandler: examiners }, async (request, reply) =>
    sendPage(reply, 200, createElement(SearchPage, { staff: request.staff as StaffMember, by: 'inquiryNumber', typed: '' })),
  );

  app.post<{ Body: SearchForm | undefined }>(
    '/search',
    { preHandler: examiners, schema: { body: searchFormSchema }, attachValidation: true },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const form = request.body ?? {};
      const by: SearchBy = isSearchBy(form.by) ? form.by : 'inquiryNumber';
      const typed = typeof form.q === 'string' ? form.q.slice(0, 40) : '';
      if (request.validationError) {
        const problem = edgeProblem(request.validationError.validation);
        return sendPage(reply, 400, createElement(SearchPage, { staff, by, typed, problem }));
      }
      const term = searchTermOf(by, typed);
      if ('problem' in term) return sendPage(reply, 400, createElement(SearchPage, { staff, by, typed, problem: term.problem }));
      const result = await searchWaitingCases(app.db, term);
      await app.db.transaction().execute((trx) =>
        recordAudit(trx, {
          actor: `staff:${staff.subject}`,
          action: 'case.search',
          subject: { type: 'caseSearch', id: by },
          detail: {
            by,
            found: result.lines.length,
            more: result.more,
            cases: result.lines.map((line) => `${line.kind}:${line.id}`).join(' '),
          },
        }),
      );
      return sendPage(reply, 200, createElement(SearchPage, { staff, by, typed, result }));
    },
  );
};

export default search;
