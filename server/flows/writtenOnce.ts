import type { FastifyReply, FastifyRequest } from 'fastify';
import { KeyTakenBefore } from './flowService';

/**
 * A flow write whose Idempotency-Key its own transaction takes (`config: { idempotency: 'inTransaction' }`): the
 * write's answer, or, when the key was taken before, the repeat's: `fresh` draws the flow as it is now (or the refusal
 * the first call got is answered). Every write route of the flow host and its SPEC 7.2 aliases answers through it, so
 * a key held by an instance that died with its write dies with the rolled-back transaction and the retry writes.
 */
export async function writtenOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: () => Promise<T>,
  fresh: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof KeyTakenBefore)) throw error;
    return reply.answerEarlierCall(request, fresh);
  }
}

/** What a save passes on of the request's key: the key its transaction takes, when the call carried one. */
export const heldKeyOf = (request: FastifyRequest) => (request.heldKey ? { heldKey: request.heldKey } : {});
