import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * SPEC 7.2 POST /external/v1/userAuthentication/ppcdTokenHash/issue: the member's card tokens as one-way digests,
 * for the partner-ID linkage to name the member's cards to the partner without the tokens that act on them. A
 * token is 192 random bits (server/memberSettings/multipleCards.ts, the seed), so its SHA-256 reveals nothing and is
 * the same on every call. Only the caller's own cards: a list naming any other token answers 4001 and no digest.
 */
interface TokenHashBody {
  readonly ppcdTokenList: readonly string[];
}

const digestOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const tokenHashes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: TokenHashBody }>(
    '/external/v1/userAuthentication/ppcdTokenHash/issue',
    {
      preHandler: app.requireCredential,
      schema: {
        body: {
          type: 'object',
          required: ['ppcdTokenList'],
          additionalProperties: false,
          properties: {
            ppcdTokenList: {
              type: 'array',
              minItems: 1,
              maxItems: 10,
              uniqueItems: true,
              items: { type: 'string', minLength: 1, maxLength: 100 },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const credential = request.credential;
      if (!credential) throw new DomainError('forbidden', 'no credential');
      const { ppcdTokenList } = request.body;
      const own = await app.db
        .selectFrom('cards')
        .select('ppcd_token')
        .where('member_id', '=', credential.memberId)
        .where('active', '=', true)
        .where('ppcd_token', 'in', ppcdTokenList)
        .execute();
      if (own.length !== ppcdTokenList.length) throw new DomainError('dataNotFound', "a token not of the caller's cards");
      return reply
        .header('cache-control', 'no-store')
        .send(success({ hashList: ppcdTokenList.map((ppcdToken) => ({ ppcdTokenHash: digestOf(ppcdToken), ppcdToken })) }));
    },
  );
};

export default tokenHashes;
