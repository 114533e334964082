import { DomainError } from '../http/DomainError';
import { groupedByFour, luhnSum, type CardDataSource, type CardReference } from './cardData';

export interface HttpCardDataSettings {
  /** CARD_DATA_URL: the API's base; a card is `GET {url}/cards/{token}`. */
  readonly url: string;
  /** CARD_DATA_TOKEN, sent as `Authorization: Bearer`. */
  readonly token: string;
  /** CARD_DATA_TIMEOUT_MS: the whole call, answer body included. */
  readonly timeoutMs: number;
}

/** The processor's answer for one card (server/cardInfo/README.md). */
interface CardDataAnswer {
  readonly cardNumber: string;
  readonly expiry: string;
  readonly securityCode: string;
}

function isCardDataAnswer(body: unknown): body is CardDataAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const { cardNumber, expiry, securityCode } = body as Record<string, unknown>;
  return (
    typeof cardNumber === 'string' &&
    /^[0-9]{14,19}$/.test(cardNumber) &&
    luhnSum(cardNumber) % 10 === 0 &&
    typeof expiry === 'string' &&
    /^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(expiry) &&
    typeof securityCode === 'string' &&
    /^[0-9]{3,4}$/.test(securityCode)
  );
}

/**
 * The card processor's card-data API (issue 34 item 8): the only source of a card's numbers in production. A call
 * that fails in any way is the member's Japanese "try again later" (5020 when the processor is slower than the
 * timeout, 5001 otherwise), never numbers made up here. The log says what failed (a status, a timeout), never what
 * the processor answered.
 */
export function httpCardData({ url, token, timeoutMs }: HttpCardDataSettings): CardDataSource {
  const base = url.endsWith('/') ? url : `${url}/`;
  return async (card: CardReference) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const body = await fetch(new URL(`cards/${encodeURIComponent(card.token)}`, base), {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      // A redirect would carry the bearer token and the answer somewhere not configured.
      redirect: 'error',
      signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new DomainError('internalError', `card data source answered ${response.status}`);
        return (await response.json()) as unknown;
      })
      .catch((error: unknown) => {
        if (error instanceof DomainError) throw error;
        if (signal.aborted) throw new DomainError('serviceTimeout', `card data source did not answer within ${timeoutMs} ms`);
        // The error's own text may quote the answer (JSON.parse's does): only its kind is logged.
        const kind = error instanceof Error ? error.name : typeof error;
        throw new DomainError('internalError', `card data source unreachable or its answer unreadable (${kind})`);
      });
    // Another card's number must never reach this card's holder, whatever the processor's mistake.
    if (!isCardDataAnswer(body) || !body.cardNumber.endsWith(card.card4no))
      throw new DomainError('internalError', 'card data source answered something that is not this card');
    return { number: groupedByFour(body.cardNumber), expiry: body.expiry, securityCode: body.securityCode };
  };
}
