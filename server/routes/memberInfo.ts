import type { FastifyPluginAsync } from 'fastify';
import type { MemberInfoAnswer } from '../../api/memberAreaAnswers';
import { success } from '../http/apiResponse';
import { memberPaymentAccount } from '../memberSettings/paymentAccount';
import { receivedMailingLists } from '../memberSettings/mailingLists';
import { residenceText } from '../memberSettings/residence';
import { grantPriorRoute } from '../flows/priorRoutes';
import { DomainError } from '../http/DomainError';

/**
 * The member info page's read (issue 15, SPEC 2.6 /member/info/top): the member's own registered data. It is the
 * nationality flow's prior route (SPEC 2.7): reading it grants the session the way in.
 */
const memberInfo: FastifyPluginAsync = async (app) => {
  app.get('/external/v1/member/info', { preHandler: app.requireCredential }, async (request, reply) => {
    const credential = request.credential;
    if (!credential) throw new DomainError('forbidden', 'no credential');
    const member = await app.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', credential.memberId)
      .where('role', '=', 'member')
      .executeTakeFirst();
    if (!member) throw new DomainError('invalidUserStatus', 'member info of someone who is no card member');
    // SPEC 2.7: the nationality pages are entered from here; this read opens the way for the session.
    if (request.session) await grantPriorRoute(app.db, request.session.idHash, 'memberInfo');
    const answer: MemberInfoAnswer = {
      lastNameKanji: member.last_name_kanji,
      firstNameKanji: member.first_name_kanji,
      lastNameKana: member.last_name_kana,
      firstNameKana: member.first_name_kana,
      mobileNumber: member.mobile_number,
      mailAddress: member.mail_address,
      homeZipCode: member.home_zip_code,
      homeAddrKanji: member.home_addr_kanji,
      homeSubAddrKanji: member.home_sub_addr_kanji,
      homeAddrKana: member.home_addr_kana,
      telNumFull: member.tel_num,
      jobCode: typeof member.occupation?.['jobCode'] === 'string' ? member.occupation['jobCode'] : null,
      income: typeof member.occupation?.['income'] === 'string' ? member.occupation['income'] : null,
      paymentAccount: await memberPaymentAccount(app.db, member.id),
      mailingLists: await receivedMailingLists(app.db, member.id),
      residence: residenceText(member),
    };
    return reply.header('cache-control', 'no-store').send(success(answer));
  });
};

export default memberInfo;
