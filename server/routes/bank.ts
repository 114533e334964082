import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { tokyoToday } from '../../validators/calendar';
import { bankMessages } from '../bank/bankMessages';
import { readBankEntry, saveBankEntry } from '../bank/bankService';
import { branchesOf, findBank, searchBanks } from '../bank/zenginBanks';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * The payment account after the card application. Bank and branch names are public data (no credential, cached):
 * the 5 MB Zengin table stays here and the browser asks for a page of it. The applicant's own account is
 * credentialed and never cached.
 */
const PAGE_SIZE = 20;
const QUERY_MAX = 40;
const MAX_OFFSET = 10_000;

const bank: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { q?: unknown; offset?: unknown } }>('/v1/banks', async (request, reply) => {
    const { q = '', offset = '0' } = request.query;
    if (typeof q !== 'string' || q.length > QUERY_MAX) throw new DomainError('invalidParams', 'bank query malformed', [{ field: 'q', message: bankMessages.queryTooLong }]);
    if (typeof offset !== 'string' || !/^[0-9]{1,5}$/.test(offset) || Number(offset) > MAX_OFFSET) {
      throw new DomainError('invalidParams', 'bank offset malformed', [{ field: 'offset', message: bankMessages.offsetMalformed }]);
    }
    void reply.header('cache-control', 'public, max-age=86400');
    return success(searchBanks(q, Number(offset), PAGE_SIZE));
  });

  app.get<{ Params: { bankCode: string } }>('/v1/banks/:bankCode/branches', async (request, reply) => {
    const { bankCode } = request.params;
    if (!/^[0-9]{4}$/.test(bankCode)) throw new DomainError('invalidParams', 'bank code malformed', [{ field: 'bankCode', message: bankMessages.bankCodeMalformed }]);
    const found = findBank(bankCode);
    const branches = branchesOf(bankCode);
    if (!found || !branches) throw new DomainError('dataNotFound', `unknown bank ${bankCode}`, [{ field: 'bankCode', message: bankMessages.bankUnknown }]);
    void reply.header('cache-control', 'public, max-age=86400');
    return success({ bank: found, branches });
  });

  // Only an applicant has an application to pay for; the service then requires it to be submitted.
  const memberIdOf = async (request: FastifyRequest): Promise<string> => {
    if (!request.session) throw new DomainError('refreshTokenExpired', 'no session');
    const { memberId } = request.session;
    const member = await app.db.selectFrom('members').select('role').where('id', '=', memberId).executeTakeFirst();
    if (member?.role !== 'applicant') throw new DomainError('invalidUserStatus', `a ${member?.role ?? 'unknown'} opened the bank flow`);
    return memberId;
  };
  const today = (): string => tokyoToday(new Date());

  app.get('/external/v1/apply/bank/entry', { preHandler: app.requireCredential }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return success(await readBankEntry(app.db, await memberIdOf(request), today()));
  });

  app.post('/external/v1/apply/bank/entry', { preHandler: app.requireCredential }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return success(await saveBankEntry(app.db, await memberIdOf(request), request.body, today()));
  });
};

export default bank;
