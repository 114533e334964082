import type { FastifyPluginAsync } from 'fastify';
import type { WebDocumentListAnswer } from '../../api/memberAreaAnswers';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { credentialCard, statementCard } from '../memberArea/credentialCard';
import { renderWebDocument, webDocumentIdPattern, webDocumentList } from '../memberArea/webDocuments';

/**
 * Web documents (SPEC 2.5, 2.6) of the card the credential names: the list, and each document as a PDF opened in
 * the browser (inline). Only the card's owner reaches them: the credential names the card, and its member is checked.
 */
const webDocuments: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/external/v1/webdocuments', { preHandler: app.requireCredential }, async (request) => {
    const card = await credentialCard(app.db, request);
    const answer: WebDocumentListAnswer = { card: statementCard(card), documents: await webDocumentList(app.db, card) };
    return success(answer);
  });

  app.get<{ Params: { documentId: string } }>(
    '/external/v1/webdocuments/:documentId',
    {
      preHandler: app.requireCredential,
      schema: {
        params: { type: 'object', required: ['documentId'], properties: { documentId: { type: 'string', pattern: webDocumentIdPattern } } },
      },
    },
    async (request, reply) => {
      const card = await credentialCard(app.db, request);
      const document = await renderWebDocument(app.db, card, request.params.documentId);
      if (!document) throw new DomainError('dataNotFound', `document ${request.params.documentId} is not the card's`);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${request.params.documentId}_${card.card4no}.pdf"; filename*=UTF-8''${encodeURIComponent(`${document.title}.pdf`)}`,
        )
        .send(document.pdf);
    },
  );
};

export default webDocuments;
