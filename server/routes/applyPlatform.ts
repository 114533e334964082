import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AutoPaylaterFlg } from '../../enums/card';
import { mobileNumber } from '../../validators/contact';
import { validatorRules, type RuleContext } from '../../validators/ruleRegistry';
import type { RuleResult } from '../../validators/result';
import { telCleanup } from '../../validators/normalisers';
import { findDraft } from '../flows/draftRepository';
import { randomNumber } from '../apply/inquiryNumber';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * SPEC 7.3 calls about an applicant that carry no per-call credential (the payment app's pages make them before
 * there is a card to hold one): whether the person already holds a card, their consent that the carrier confirms a
 * phone number's contract, whether they chose automatic あと払い, the order number of a carrier fee payment, and
 * the input validity check.
 * Each still needs the session, and the guid or uaid it names must be the session's own person's: another's answers
 * 4001 as a guid that does not exist would, so no call tells anything about anyone else. Never cached.
 */

const guidParam = { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } as const;
const telNumField = { type: 'string', maxLength: 20 } as const;

interface GuidParams {
  readonly guid: string;
}

/** The phone number as the rules read it (hyphens, full-width digits, +81 forgiven), or a field error. */
function mobileOf(given: string): string {
  const number = telCleanup(given);
  const checked = mobileNumber(number, { field: '携帯電話番号' });
  if (!checked.valid) throw new DomainError('invalidParams', 'malformed telNum', [{ field: 'telNum', message: checked.message }]);
  return number;
}

/**
 * The rules the validity check answers for (SPEC 7.3 POST {token}): the company's rules of one value that need no
 * other answer, so the payment app's own pages hold a name, an address or a number to them before sending it. The
 * card company's pages need no such call: each step is checked by its compiled schema in the page and at the server.
 */
const VALIDITY_RULES = [
  'nameKanji',
  'lastNameKanji',
  'fullNameKanji',
  'nameKana',
  'lastNameKana',
  'nameAlpha',
  'companyNameKanji',
  'companyNameKana',
  'schoolName',
  'mailAddress',
  'zipCode',
  'address',
  'subAddress',
  'mobileNumber',
  'phoneNumber',
  'licenseNumber',
  'inquiryNumber',
] as const satisfies readonly (keyof typeof validatorRules)[];
type ValidityRule = (typeof VALIDITY_RULES)[number];
const isValidityRule = (token: string): token is ValidityRule => (VALIDITY_RULES as readonly string[]).includes(token);

const applyPlatform: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  /** The session's member when `guid` is their ppcdWebGuid. */
  const ownMember = async (request: FastifyRequest, guid: string): Promise<string> => {
    const memberId = request.session?.memberId ?? '';
    const found = await app.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .where('ppcd_web_guid', '=', guid)
      .executeTakeFirst();
    if (!found) throw new DomainError('dataNotFound', "a guid not the session member's");
    return found.id;
  };

  // Whether the person holds one of the company's cards now (a closed card is not one).
  app.get<{ Querystring: GuidParams }>(
    '/v1/user/ycard/info/exist',
    { preHandler: app.requireSession, schema: { querystring: { type: 'object', required: ['guid'], properties: { guid: guidParam } } } },
    async (request) => {
      const memberId = await ownMember(request, request.query.guid);
      const card = await app.db
        .selectFrom('cards')
        .select('id')
        .where('member_id', '=', memberId)
        .where('closed_on', 'is', null)
        .executeTakeFirst();
      return success({ isExist: card !== undefined });
    },
  );

  // The consent that the carrier confirms the contract of this number; a repeat keeps the first consent's time.
  app.post<{ Params: GuidParams; Body: { readonly telNum: string } }>(
    '/v1/apply/:guid/consent',
    {
      preHandler: app.requireSession,
      schema: {
        params: { type: 'object', required: ['guid'], properties: { guid: guidParam } },
        body: { type: 'object', required: ['telNum'], additionalProperties: false, properties: { telNum: telNumField } },
      },
    },
    async (request) => {
      const memberId = await ownMember(request, request.params.guid);
      const telNum = mobileOf(request.body.telNum);
      await app.db
        .insertInto('carrier_consents')
        .values({ member_id: memberId, tel_num: telNum })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return success({});
    },
  );

  // Whether the person agreed to あと払い: an applicant at the application's step (SPEC 2.1 autoPaylater), a card member
  // by turning it on for a card (/member/paylater, which keeps the time of the consent).
  app.get<{ Params: GuidParams }>(
    '/v1/apply/:guid/consent/paylater',
    { preHandler: app.requireSession, schema: { params: { type: 'object', required: ['guid'], properties: { guid: guidParam } } } },
    async (request) => {
      const memberId = await ownMember(request, request.params.guid);
      const draft = await findDraft(app.db, { ownerId: memberId, flowId: 'apply', subjectId: '' });
      const member = await app.db
        .selectFrom('members')
        .select('paylater_consented_at')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const chosen = draft?.answers['autoPaylater']?.['autoPaylaterFlg'] === AutoPaylaterFlg.Yes;
      return success({ isConsent: chosen || member.paylater_consented_at !== null });
    },
  );

  // The order number of the carrier fee payment: one per payment-app user and number, the same on every repeat.
  app.post<{ Body: { readonly uaid: string; readonly telNum: string } }>(
    '/v1/apply/chumonNo',
    {
      preHandler: app.requireSession,
      schema: {
        body: {
          type: 'object',
          required: ['uaid', 'telNum'],
          additionalProperties: false,
          properties: { uaid: { type: 'string', maxLength: 64 }, telNum: telNumField },
        },
      },
    },
    async (request) => {
      const { uaid } = request.body;
      const own = await app.db
        .selectFrom('partner_users')
        .select('uaid')
        .where('uaid', '=', uaid)
        .where('member_id', '=', request.session?.memberId ?? '')
        .executeTakeFirst();
      if (!own) throw new DomainError('dataNotFound', "a uaid not the session member's");
      const telNum = mobileOf(request.body.telNum);
      const chumonNo = await app.db.transaction().execute(async (trx) => {
        for (;;) {
          const kept = await trx
            .selectFrom('carrier_order_numbers')
            .select('chumon_no')
            .where('uaid', '=', uaid)
            .where('tel_num', '=', telNum)
            .executeTakeFirst();
          if (kept) return kept.chumon_no;
          const inserted = await trx
            .insertInto('carrier_order_numbers')
            .values({ uaid, tel_num: telNum, chumon_no: randomNumber(14) })
            .onConflict((conflict) => conflict.doNothing())
            .returning('chumon_no')
            .executeTakeFirst();
          if (inserted) return inserted.chumon_no;
        }
      });
      return success({ chumonNo });
    },
  );

  // The input validity check: "1" valid, "0" not, with the message the company's own pages would show.
  app.post<{ Params: { readonly token: string }; Body: { readonly inputString: string } }>(
    '/v1/input/validity/:token',
    {
      preHandler: app.requireSession,
      schema: {
        params: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 40 } } },
        body: {
          type: 'object',
          required: ['inputString'],
          additionalProperties: false,
          properties: { inputString: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const { token } = request.params;
      if (!isValidityRule(token)) throw new DomainError('dataNotFound', `no validity rule ${token}`);
      const rule: (value: unknown, context: RuleContext) => RuleResult = validatorRules[token];
      const result = rule(request.body.inputString, {});
      return success(result.valid ? { isValid: '1' } : { isValid: '0', message: result.message });
    },
  );
};

export default applyPlatform;
