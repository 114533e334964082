import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { MessageDetailAnswer, MessageListAnswer, MessageSummary } from '../../api/memberAreaAnswers';
import type { CardCredential } from '../credentials/credentialStore';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { pageProperties, rowIdSchema, switchFlagProperty } from '../memberArea/queryShapes';

function credentialOf(request: FastifyRequest): CardCredential {
  if (!request.credential) throw new DomainError('forbidden', 'no credential');
  return request.credential;
}

const toSummary = (row: { id: number; title: string; sent_at: Date | string; read_flg: '0' | '1' }): MessageSummary => ({
  id: row.id,
  title: row.title,
  sentAt: new Date(row.sent_at).toISOString(),
  unread: row.read_flg === '1',
});

/**
 * The member's messages (SPEC 2.6 /member/message/top and /detail; SPEC 4: read 0, unread 1), newest first, paged
 * like statements. Opening one is a read; marking it read is its own POST, the same whenever repeated. Another
 * member's message, or one that does not exist, is 404 alike.
 */
const messages: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  const unreadCount = async (memberId: string): Promise<number> => {
    const row = await app.db
      .selectFrom('messages')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('member_id', '=', memberId)
      .where('read_flg', '=', '1')
      .executeTakeFirstOrThrow();
    return row.count;
  };

  app.get<{ Querystring: { offset: number; limit: number } }>(
    '/external/v1/messages',
    {
      preHandler: app.requireCredential,
      schema: { querystring: { type: 'object', properties: { ...pageProperties, ...switchFlagProperty }, additionalProperties: false } },
    },
    async (request) => {
      const { memberId } = credentialOf(request);
      const { offset, limit } = request.query;
      const [rows, total, unread] = await Promise.all([
        app.db
          .selectFrom('messages')
          .select(['id', 'title', 'sent_at', 'read_flg'])
          .where('member_id', '=', memberId)
          .orderBy('sent_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        app.db
          .selectFrom('messages')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow(),
        unreadCount(memberId),
      ]);
      const answer: MessageListAnswer = { messages: rows.map(toSummary), offset, limit, total: total.count, unreadCount: unread };
      return success(answer);
    },
  );

  const idParams = { params: { type: 'object', required: ['messageId'], properties: { messageId: rowIdSchema } } } as const;

  app.get<{ Params: { messageId: string } }>(
    '/external/v1/messages/:messageId',
    { preHandler: app.requireCredential, schema: idParams },
    async (request) => {
      const { memberId } = credentialOf(request);
      const row = await app.db
        .selectFrom('messages')
        .select(['id', 'title', 'body', 'sent_at', 'read_flg'])
        .where('member_id', '=', memberId)
        .where('id', '=', Number(request.params.messageId))
        .executeTakeFirst();
      if (!row) throw new DomainError('dataNotFound', `message ${request.params.messageId} is not the member's`);
      const answer: MessageDetailAnswer = { ...toSummary(row), body: row.body };
      return success(answer);
    },
  );

  app.post<{ Params: { messageId: string } }>(
    '/external/v1/messages/:messageId/read',
    { preHandler: app.requireCredential, schema: idParams },
    async (request) => {
      const { memberId } = credentialOf(request);
      const result = await app.db
        .updateTable('messages')
        .set({ read_flg: '0' })
        .where('member_id', '=', memberId)
        .where('id', '=', Number(request.params.messageId))
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new DomainError('dataNotFound', `message ${request.params.messageId} is not the member's`);
      return success({ unreadCount: await unreadCount(memberId) });
    },
  );
};

export default messages;
