import { ApiError } from './apiAnswer';
import { reportCrash } from './crashReport';
import type { CardListItem, CredentialAnswer, SessionFlags, WebToken } from '../../api/bffAnswers';
import type { BffCalls } from './bffCalls';
import { EMBEDDED_ANSWERS, takeEmbedded } from './embeddedAnswers';
import { deviceId, type BrowserStores } from './browserStores';
import { CredentialVault } from './credentialVault';
import { deriveStorageKey } from './deviceCrypto';

/** The browser has no live session: the page sends the member to /login. */
export class NotLoggedInError extends Error {
  constructor() {
    super('not logged in');
    this.name = 'NotLoggedInError';
  }
}

/** SPEC 8.3 "can't get credential": the cookie has been cleared and the journey cannot go on. */
export class CredentialUnavailableError extends Error {
  constructor(cause: unknown) {
    super('credential unavailable', { cause });
    this.name = 'CredentialUnavailableError';
  }
}

export interface CredentialSource {
  /** The kept credential, or a new one when none is kept. */
  current(): Promise<string>;
  /** Always a new credential from the server (after a 4031), for the same card. */
  refresh(): Promise<string>;
  /** Switches to one of the member's cards: a credential for it, remembered here and on the server. */
  select(ppcdToken: string): Promise<readonly CardListItem[]>;
  /** The member's cards and which one is selected, with a new credential. */
  cards(): Promise<readonly CardListItem[]>;
  /** The session's flags as the server holds them now, with a new credential (a 4006 or 4007 asks which meaning it has). */
  flags(): Promise<SessionFlags>;
}

interface Fetched {
  readonly credential: string;
  readonly cards: readonly CardListItem[];
  readonly flags: SessionFlags;
}

/**
 * SPEC 4 and 7.2: the credential and the chosen card are kept sealed in the browser (credentialVault.ts); the
 * server is asked when nothing usable is kept. The server's refusal to give one clears the cookie (SPEC 7.3).
 */
export function createCredentialSource(bff: BffCalls, stores: BrowserStores): CredentialSource {
  let vaultPromise: Promise<CredentialVault> | null = null;
  let inFlight: Promise<Fetched> | null = null;

  const vault = (): Promise<CredentialVault> => {
    vaultPromise ??= (async () => {
      // The shell carries the session's token for the first ask of this document (embeddedAnswers.ts).
      const token = takeEmbedded<WebToken>(EMBEDDED_ANSWERS.webToken) ?? (await bff.webToken());
      if (!token.isAuthentication || !token.webTokenKey) throw new NotLoggedInError();
      const opened = new CredentialVault(await deriveStorageKey(token.webTokenKey, deviceId(stores)), stores);
      // A page the server drew with the member's reads carries the credential it read them with (issue 33): kept as
      // if asked for, so the page's later calls need not ask again, about the card it shows.
      const drawnWith = takeEmbedded<CredentialAnswer>(EMBEDDED_ANSWERS.credential);
      if (drawnWith) {
        const selected = drawnWith.activeCardList.find((card) => card.isSelected)?.ppcdToken ?? null;
        await opened.write({ ppcdCredential: drawnWith.ppcdCredential, selectedCard: selected });
      }
      return opened;
    })();
    vaultPromise.catch(() => {
      vaultPromise = null;
    });
    return vaultPromise;
  };

  const fetchNew = async (requested: string | null): Promise<Fetched> => {
    const kept = await vault();
    try {
      const answer = await bff.getCredentialV2(requested ?? undefined).catch(async (error: unknown) => {
        // A kept card the server no longer knows as this member's: fall back to its own choice (SPEC 4).
        if (requested && error instanceof ApiError && error.status === 403) return bff.getCredentialV2();
        throw error;
      });
      const selected = answer.activeCardList.find((card) => card.isSelected)?.ppcdToken ?? null;
      await kept.write({ ppcdCredential: answer.ppcdCredential, selectedCard: selected });
      return { credential: answer.ppcdCredential, cards: answer.activeCardList, flags: answer.sessionFlags };
    } catch (error) {
      // A request the server never answered (the connection dropped, or the page was left while it was on its way,
      // which aborts it) says nothing about the session: ending it would log the person out for tapping a link while
      // the page was still loading. Only the server's refusal clears the cookie.
      if (!(error instanceof ApiError)) throw error;
      kept.clear();
      await bff.clearCookie().catch(() => undefined);
      const unavailable = new CredentialUnavailableError(error);
      // Not for a visitor without a session: that is a login to offer, not a failure.
      if (!(error instanceof ApiError && error.status === 401)) reportCrash(unavailable, requested ?? undefined);
      throw unavailable;
    }
  };

  const fresh = async (requested?: string): Promise<Fetched> => {
    // Several calls failing with 4031 at once share one refresh.
    inFlight ??= (async () => fetchNew(requested ?? (await (await vault()).read()).selectedCard))().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    current: async () => {
      const kept = await (await vault()).read();
      return kept.ppcdCredential ?? (await fresh()).credential;
    },
    refresh: async () => (await fresh()).credential,
    select: async (ppcdToken) => {
      await inFlight?.catch(() => undefined);
      const { cards } = await fetchNew(ppcdToken);
      await bff.saveLastSelectedCard(ppcdToken);
      return cards;
    },
    cards: async () => (await fresh()).cards,
    flags: async () => (await fresh()).flags,
  };
}
