import type { FastifyPluginAsync } from 'fastify';
import type { MemberTopAnswer, UserInfoNewestAnswer } from '../../api/memberAreaAnswers';
import { nicknameProblem, normaliseNickname } from '../../validators/nickname';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { credentialCard, statementCard } from '../memberArea/credentialCard';
import { defaultNickname } from '../memberArea/defaultNickname';
import { claimStatus, restrictionBanner, topNotices } from '../memberArea/memberTopState';

/**
 * The member top's reads and its one write (SPEC 7.2 claimstatus, userinfo/newest, nickname; 3.1 notices; 8.3
 * banners and payment method), for the card the credential names.
 */
const memberTop: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const credentialed = { preHandler: app.requireCredential };

  app.get('/external/v1/settlement/top/claimstatus', credentialed, async (request) => {
    const card = await credentialCard(app.db, request);
    return success(await claimStatus(app.db, card.id));
  });

  app.get('/external/v1/member/top', credentialed, async (request) => {
    const card = await credentialCard(app.db, request);
    const [member, claim, unread] = await Promise.all([
      app.db
        .selectFrom('members')
        .select(['contact_warning', 'family_credit_pending', 'residence_document_status', 'residence_deleted'])
        .where('id', '=', card.member_id)
        .executeTakeFirstOrThrow(),
      claimStatus(app.db, card.id),
      app.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('member_id', '=', card.member_id)
        .where('read_flg', '=', '1')
        .executeTakeFirstOrThrow(),
    ]);
    const answer: MemberTopAnswer = {
      card: statementCard(card),
      notices: topNotices(member, card, claim.claimStatus),
      restriction: restrictionBanner(card),
      unreadMessages: Number(unread.count),
      paymentMethod: card.payment_method,
    };
    return success(answer);
  });

  app.get('/external/v1/user/userinfo/newest', credentialed, async (request) => {
    const credential = request.credential;
    if (!credential) throw new DomainError('forbidden', 'no credential');
    const member = await app.db.selectFrom('members').selectAll().where('id', '=', credential.memberId).executeTakeFirstOrThrow();
    const answer: UserInfoNewestAnswer = {
      ppcdWebGuid: member.ppcd_web_guid,
      phoneNumber: member.mobile_number,
      lastNameKanji: member.last_name_kanji,
      firstNameKanji: member.first_name_kanji,
      lastNameKana: member.last_name_kana,
      firstNameKana: member.first_name_kana,
      membershipStatus: member.membership_status,
    };
    return success(answer);
  });

  // Setting a nickname is the same write however often it is sent, so a repeat needs no stored answer.
  app.post<{ Body: { nickname: string } }>(
    '/external/v1/user/nickname',
    {
      ...credentialed,
      schema: {
        body: {
          type: 'object',
          required: ['nickname'],
          properties: { nickname: { type: 'string', maxLength: 200 } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const card = await credentialCard(app.db, request);
      if (!card.active) throw new DomainError('invalidUserStatus', 'nickname of a closed card');
      const problem = nicknameProblem(request.body.nickname);
      if (problem) throw new DomainError('invalidParams', 'nickname refused', [{ field: 'nickname', message: problem }]);
      const given = normaliseNickname(request.body.nickname);
      const nickname = given === '' ? defaultNickname(card) : given;
      await app.db
        .updateTable('cards')
        .set({ nickname, is_default_nickname: given === '' })
        .where('id', '=', card.id)
        .execute();
      return success({ nickname, isDefaultNickname: given === '' });
    },
  );
};

export default memberTop;
