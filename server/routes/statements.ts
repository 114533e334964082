import type { FastifyPluginAsync } from 'fastify';
import type {
  StatementDetailAnswer,
  StatementMonthlyAnswer,
  StatementMonthsAnswer,
  StatementMultipleAnswer,
} from '../../api/memberAreaAnswers';
import { activeCards } from '../credentials/cardList';
import { nothingYet, success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { credentialCard, statementCard } from '../memberArea/credentialCard';
import { billingMonthSchema, pageProperties, rowIdSchema, switchFlagProperty } from '../memberArea/queryShapes';
import { CSV_ENCODINGS, csvContentType, statementCsv, type CsvEncoding } from '../memberArea/statementCsv';
import {
  categoryTotals,
  statementLine,
  statementLinesInOrder,
  statementLinesPage,
  statementMonth,
  statementMonths,
} from '../memberArea/statementRepository';

const CHART_MONTHS = 12;
const notFound = (what: string) => new DomainError('dataNotFound', `${what} is not the selected card's`);

/**
 * The statements of SPEC 2.5/2.6 (issue 14), for the card the credential names: the months, a month's lines paged
 * by offset and limit (SPEC 9), one line, the month as CSV, and every card of the member in one list. A month or a
 * line that is not the card's is 404 (nothing tells whether it exists elsewhere); a value of the wrong shape 400.
 */
const statements: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const credentialed = { preHandler: app.requireCredential };

  app.get('/external/v1/statement/months', credentialed, async (request) => {
    const card = await credentialCard(app.db, request);
    const months = await statementMonths(app.db, card.id);
    const newest = months[0];
    const answer: StatementMonthsAnswer = {
      card: statementCard(card),
      months,
      monthlyTotals: months
        .slice(0, CHART_MONTHS)
        .reverse()
        .map(({ billingMonth, amount }) => ({ billingMonth, amount })),
      categories: newest ? await categoryTotals(app.db, card.id, newest.billingMonth) : [],
    };
    // A card issued this month has no month closed yet: nothing available, which is no error (SPEC 8.1 2001).
    return newest ? success(answer) : nothingYet(answer);
  });

  app.get<{ Querystring: { billingMonth: string; offset: number; limit: number } }>(
    '/external/v1/statement/monthly',
    {
      ...credentialed,
      schema: {
        querystring: {
          type: 'object',
          required: ['billingMonth'],
          properties: { billingMonth: billingMonthSchema, ...pageProperties, ...switchFlagProperty },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const card = await credentialCard(app.db, request);
      const { billingMonth, offset, limit } = request.query;
      const statement = await statementMonth(app.db, card.id, billingMonth);
      if (!statement) throw notFound(`month ${billingMonth}`);
      const page = await statementLinesPage(app.db, [card.id], billingMonth, { offset, limit });
      const answer: StatementMonthlyAnswer = {
        card: statementCard(card),
        statement,
        lines: page.lines.map(({ cardId: _cardId, ...line }) => line),
        offset,
        limit,
        total: page.total,
      };
      return success(answer);
    },
  );

  app.get<{ Params: { lineId: string } }>(
    '/external/v1/statement/detail/:lineId',
    { ...credentialed, schema: { params: { type: 'object', required: ['lineId'], properties: { lineId: rowIdSchema } } } },
    async (request) => {
      const card = await credentialCard(app.db, request);
      const line = await statementLine(app.db, card.id, Number(request.params.lineId));
      if (!line) throw notFound(`line ${request.params.lineId}`);
      const statement = await statementMonth(app.db, card.id, line.billingMonth);
      if (!statement) throw notFound(`month of line ${request.params.lineId}`);
      const answer: StatementDetailAnswer = { card: statementCard(card), statement, line };
      return success(answer);
    },
  );

  // A line opened from the multiple-card list may be on any card the member has in use, not only the selected one.
  app.get<{ Params: { lineId: string } }>(
    '/external/v1/statement/multiple/detail/:lineId',
    { ...credentialed, schema: { params: { type: 'object', required: ['lineId'], properties: { lineId: rowIdSchema } } } },
    async (request) => {
      const credential = request.credential;
      if (!credential) throw new DomainError('forbidden', 'no credential');
      for (const card of await activeCards(app.db, credential.memberId)) {
        const line = await statementLine(app.db, card.id, Number(request.params.lineId));
        const statement = line ? await statementMonth(app.db, card.id, line.billingMonth) : undefined;
        if (line && statement) return success<StatementDetailAnswer>({ card: statementCard(card), statement, line });
      }
      throw notFound(`line ${request.params.lineId}`);
    },
  );

  app.get<{ Querystring: { billingMonth: string; encoding: CsvEncoding } }>(
    '/external/v1/statement/monthly/csv',
    {
      ...credentialed,
      schema: {
        querystring: {
          type: 'object',
          required: ['billingMonth'],
          properties: {
            billingMonth: billingMonthSchema,
            encoding: { type: 'string', enum: [...CSV_ENCODINGS], default: 'utf-8' },
            ...switchFlagProperty,
          },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const card = await credentialCard(app.db, request);
      const { billingMonth, encoding } = request.query;
      if (!(await statementMonth(app.db, card.id, billingMonth))) throw notFound(`month ${billingMonth}`);
      const suffix = encoding === 'utf-8' ? '' : '_sjis';
      return reply
        .type(csvContentType[encoding])
        .header('content-disposition', `attachment; filename="statement_${billingMonth}_${card.card4no}${suffix}.csv"`)
        .send(statementCsv(statementLinesInOrder(app.db, card.id, billingMonth), encoding));
    },
  );

  app.get<{ Querystring: { billingMonth?: string; offset: number; limit: number } }>(
    '/external/v1/statement/multiple',
    {
      ...credentialed,
      schema: {
        querystring: {
          type: 'object',
          properties: { billingMonth: billingMonthSchema, ...pageProperties, ...switchFlagProperty },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const credential = request.credential;
      if (!credential) throw new DomainError('forbidden', 'no credential');
      const cards = await activeCards(app.db, credential.memberId);
      if (cards.length === 0) throw new DomainError('invalidUserStatus', 'multiple statement without a card in use');
      const monthsByCard = await Promise.all(cards.map((card) => statementMonths(app.db, card.id)));
      const months = [...new Set(monthsByCard.flat().map((month) => month.billingMonth))].sort().reverse();
      const billingMonth = request.query.billingMonth ?? months[0];
      if (!billingMonth || !months.includes(billingMonth)) throw notFound(`month ${String(request.query.billingMonth)}`);
      const { offset, limit } = request.query;
      const page = await statementLinesPage(
        app.db,
        cards.map((card) => card.id),
        billingMonth,
        { offset, limit },
      );
      const keyOf = new Map(cards.map((card) => [card.id, card.ppcd_token]));
      const answer: StatementMultipleAnswer = {
        billingMonth,
        months,
        cards: cards.map((card, index) => ({
          ...statementCard(card),
          amount: monthsByCard[index]?.find((month) => month.billingMonth === billingMonth)?.amount ?? null,
        })),
        lines: page.lines.map(({ cardId, ...line }) => ({ ...line, cardKey: keyOf.get(cardId) ?? '' })),
        offset,
        limit,
        total: page.total,
      };
      return success(answer);
    },
  );
};

export default statements;
