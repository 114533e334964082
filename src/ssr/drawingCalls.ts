import type { CredentialAnswer } from '../../api/bffAnswers';
import { type AppCalls, createAppCalls } from '../api/appCalls';
import { createHttp } from '../api/http';

/** The calls of one request's drawing, and what the browser needs to know of them afterwards. */
export interface DrawingCalls extends AppCalls {
  /** The member's credential the reads were made with, for the browser to keep (src/api/credentialSource.ts). */
  credential(): CredentialAnswer | null;
  /** Whether a call ended on a screen (a session ended, maintenance): the browser is then left to show it. */
  leftForAScreen(): boolean;
}

/**
 * A page's calls answered by the server itself for the request being drawn (`fetchInProcess`, which carries that
 * request's session: server/plugins/app/frontEnd.ts). The member's credential is asked of the same route the browser
 * asks (getCredentialV2, for the card the session last selected), once per drawing.
 */
export function drawingCalls(fetchInProcess: typeof fetch): DrawingCalls {
  let asked: Promise<CredentialAnswer> | null = null;
  let answer: CredentialAnswer | null = null;
  let screen = false;
  const calls = createAppCalls({
    http: createHttp(fetchInProcess),
    baseUrl: 'http://localhost',
    navigate: () => {
      screen = true;
    },
    errorStore: null,
    credentials: (bff) => {
      const ask = () =>
        (asked = bff.getCredentialV2().then((given) => {
          answer = given;
          return given;
        }));
      const refuse = () => Promise.reject(new Error('a drawing does not switch cards'));
      return {
        current: async () => (await (asked ?? ask())).ppcdCredential,
        refresh: async () => (await ask()).ppcdCredential,
        select: refuse,
        cards: async () => (await (asked ?? ask())).activeCardList,
        flags: async () => (await (asked ?? ask())).sessionFlags,
      };
    },
  });
  return { ...calls, credential: () => answer, leftForAScreen: () => screen };
}
