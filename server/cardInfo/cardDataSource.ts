import type { Environment } from '../plugins/external/env';
import type { CardDataSource } from './cardData';
import { cardNumbersFor, DEVELOPMENT_PROCESSOR_KEY } from './cardNumbers';
import { httpCardData } from './httpCardData';

/**
 * The card processor when CARD_DATA_URL is set; otherwise, outside production, the stand-in that makes the numbers
 * up. Production never gets the stand-in (issue 34 item 8): its start refused a missing CARD_DATA_URL, and this
 * refuses again for any other way of building the app.
 */
export function cardDataSource(config: Environment): CardDataSource {
  if (config.CARD_DATA_URL && config.CARD_DATA_TOKEN)
    return httpCardData({ url: config.CARD_DATA_URL, token: config.CARD_DATA_TOKEN, timeoutMs: config.CARD_DATA_TIMEOUT_MS });
  if (config.NODE_ENV === 'production')
    throw new Error('no card data source configured: made-up card numbers are never used in production');
  const key = config.CARD_PROCESSOR_KEY ?? DEVELOPMENT_PROCESSOR_KEY;
  return async (card) => cardNumbersFor(key, card);
}
