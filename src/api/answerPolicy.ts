import { resultCodes } from '../../enums/resultCodes';
import type { ErrorScreenKey } from '../../enums/errorScreens';
import { isErrorStatus, type ReadAnswer } from './apiAnswer';

export type AnswerOutcome = 'success' | 'refreshCredential' | 'sessionEnded' | 'maintenance' | 'outsideHours' | 'error';

export const screenByCodeId: ReadonlyMap<string, ErrorScreenKey | null> = new Map(
  Object.values(resultCodes).map((code) => [code.codeId, code.screen] as const),
);

/**
 * What the client does with an answer (SPEC 7.2, 7.3, 8.1): 4031 asks for a new credential, 4004 means the
 * session is gone, a code whose error screen is maintenance (5030, the payment provider's 6030) is maintenance, and
 * a code whose error screen is "outside operating hours" is kept for the page to show. The catalogue decides, so a code added there is handled without touching the client.
 */
export function answerOutcome(
  answer: Pick<ReadAnswer, 'status' | 'codeId'>,
  screens: ReadonlyMap<string, ErrorScreenKey | null> = screenByCodeId,
): AnswerOutcome {
  if (!isErrorStatus(answer.status)) return 'success';
  if (answer.status === 403 && answer.codeId === resultCodes.forbidden.codeId) return 'refreshCredential';
  if (answer.codeId === resultCodes.refreshTokenExpired.codeId) return 'sessionEnded';
  if (answer.codeId !== null && screens.get(answer.codeId) === 'maintenance') return 'maintenance';
  if (answer.codeId !== null && screens.get(answer.codeId) === 'outsideOperatingHours') return 'outsideHours';
  return 'error';
}
