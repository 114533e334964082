import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

const agreementMessage = '会員規約への同意が必要です。内容をご確認のうえ、チェックを入れてください。';

/**
 * First registration (SPEC 2.7): a member whose web registration is not confirmed agrees to the member terms
 * once; until then the member pages lead here. Repeating the call changes nothing further.
 */
const firstRegistration: FastifyPluginAsync = async (app) => {
  app.get('/api/bff/firstRegistration', { preHandler: app.requireSession }, async (request, reply) => {
    const member = await app.db
      .selectFrom('members')
      .select(['last_name_kanji', 'first_name_kanji', 'registration_confirmed'])
      .where('id', '=', request.session!.memberId)
      .executeTakeFirstOrThrow();
    return reply.header('cache-control', 'no-store').send(
      success({
        lastNameKanji: member.last_name_kanji,
        firstNameKanji: member.first_name_kanji,
        registrationConfirmed: member.registration_confirmed,
      }),
    );
  });

  app.post<{ Body: { agreed: boolean } }>(
    '/api/bff/firstRegistration',
    {
      preHandler: app.requireSession,
      schema: { body: { type: 'object', required: ['agreed'], additionalProperties: false, properties: { agreed: { type: 'boolean' } } } },
    },
    async (request, reply) => {
      if (!request.body.agreed)
        throw new DomainError('invalidParams', 'terms not agreed', [{ field: 'agreed', message: agreementMessage }]);
      await app.db.updateTable('members').set({ registration_confirmed: true }).where('id', '=', request.session!.memberId).execute();
      return reply.header('cache-control', 'no-store').send(success({ registrationConfirmed: true }));
    },
  );
};

export default firstRegistration;
