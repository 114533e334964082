import { describe, expect, it } from 'vitest';
import { ApiError } from './apiAnswer';
import type { CardListItem } from '../../api/bffAnswers';
import type { BffCalls } from './bffCalls';
import type { BrowserStores, KeyValueStore } from './browserStores';
import { createCredentialSource, CredentialUnavailableError, NotLoggedInError } from './credentialSource';

class MemoryStore implements KeyValueStore {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

function card(ppcdToken: string, isSelected: boolean): CardListItem {
  return {
    key: ppcdToken,
    name: `Visa ****${ppcdToken}`,
    icon: 'visa',
    isSelected,
    brand: 'Visa',
    card4no: '1234',
    ppcdToken,
    daikoCd: '0',
    shuruiNo: '001',
    nickname: 'Visaカード',
  };
}

/** The BFF as the server behaves: cards a, b, c; a new credential per call; the last choice kept. */
function fakeBff(webTokenKey: string | null, options: { failCredential?: boolean; unanswered?: boolean } = {}) {
  const own = ['a', 'b', 'c'];
  const calls = { credentials: [] as (string | undefined)[], saved: [] as string[], clearCookie: 0 };
  let issued = 0;
  let last: string | null = null;
  const bff: BffCalls = {
    webToken: async () => ({ isAuthentication: webTokenKey !== null, webTokenKey }),
    getCredentialV2: async (ppcdToken) => {
      calls.credentials.push(ppcdToken);
      if (options.unanswered) throw new TypeError('Failed to fetch');
      if (options.failCredential)
        throw new ApiError({ status: 401, codeId: '4004', resultInfo: null, data: null }, '/api/bff/getCredentialV2');
      if (ppcdToken !== undefined && !own.includes(ppcdToken))
        throw new ApiError({ status: 403, codeId: '4031', resultInfo: null, data: null }, '/api/bff/getCredentialV2');
      const selected = ppcdToken ?? last ?? 'a';
      issued += 1;
      return {
        ppcdCredential: `credential-${issued}`,
        activeCardList: own.map((token) => card(token, token === selected)),
        sessionFlags: { addressMismatchFlg: false, residenceDeleteFlg: false },
      };
    },
    getCredentialForExMember: async () => {
      throw new Error('not used');
    },
    saveLastSelectedCard: async (ppcdToken) => {
      calls.saved.push(ppcdToken);
      last = ppcdToken;
    },
    getLastSelectedCard: async () => last,
    clearCookie: async () => {
      calls.clearCookie += 1;
    },
  };
  return { bff, calls };
}

function stores(): BrowserStores & { local: MemoryStore; session: MemoryStore } {
  return { local: new MemoryStore(), session: new MemoryStore() };
}

describe('the credential kept in the browser', () => {
  it('fetches a credential once and then reads it back from local storage, sealed', async () => {
    const kept = stores();
    const { bff, calls } = fakeBff('key-1');
    const source = createCredentialSource(bff, kept);
    expect(await source.current()).toBe('credential-1');
    expect(await createCredentialSource(bff, kept).current()).toBe('credential-1');
    expect(calls.credentials).toHaveLength(1);
    expect([...kept.local.items.values()].join()).not.toContain('credential-1');
    expect(kept.local.getItem('ppcd.deviceId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cannot read what an earlier login kept, and fetches anew', async () => {
    const kept = stores();
    await createCredentialSource(fakeBff('first-login').bff, kept).current();
    const later = fakeBff('second-login');
    expect(await createCredentialSource(later.bff, kept).current()).toBe('credential-1');
    expect(later.calls.credentials).toEqual([undefined]);
  });

  it('migrates what session storage held into local storage', async () => {
    const before: BrowserStores = { local: null, session: new MemoryStore() };
    const { bff } = fakeBff('key-1');
    await createCredentialSource(bff, before).current();
    const deviceId = before.session?.getItem('ppcd.deviceId') ?? '';
    const after = { local: new MemoryStore(), session: before.session as MemoryStore };
    after.local.setItem('ppcd.deviceId', deviceId);
    const again = fakeBff('key-1');
    expect(await createCredentialSource(again.bff, after).current()).toBe('credential-1');
    expect(again.calls.credentials).toEqual([]);
    expect(after.local.getItem('ppcd.vault')).not.toBeNull();
    expect(after.session.getItem('ppcd.vault')).toBeNull();
  });

  it('works with no storage at all by asking the server', async () => {
    const { bff, calls } = fakeBff('key-1');
    const source = createCredentialSource(bff, { local: null, session: null });
    expect(await source.current()).toBe('credential-1');
    expect(await source.current()).toBe('credential-2');
    expect(calls.credentials).toHaveLength(2);
  });

  it('refreshes for the kept card, and shares one refresh between calls failing together', async () => {
    const kept = stores();
    const { bff, calls } = fakeBff('key-1');
    const source = createCredentialSource(bff, kept);
    await source.select('c');
    const [first, second] = await Promise.all([source.refresh(), source.refresh()]);
    expect(first).toBe(second);
    expect(calls.credentials).toEqual(['c', 'c']);
  });

  it('switching card gets a credential for it and remembers it here and on the server', async () => {
    const kept = stores();
    const { bff, calls } = fakeBff('key-1');
    const cards = await createCredentialSource(bff, kept).select('b');
    expect(cards.find((item) => item.isSelected)?.ppcdToken).toBe('b');
    expect(calls.saved).toEqual(['b']);
    await createCredentialSource(bff, kept).refresh();
    expect(calls.credentials).toEqual(['b', 'b']);
  });

  it('falls back to the server’s choice when the kept card is no longer the member’s', async () => {
    const kept = stores();
    const { bff, calls } = fakeBff('key-1');
    const source = createCredentialSource(bff, kept);
    await source.select('b');
    // Pretend the kept selection names a card that is gone.
    const { bff: changed, calls: later } = fakeBff('key-1');
    const withoutB: BffCalls = { ...changed, getCredentialV2: (token) => changed.getCredentialV2(token === 'b' ? 'gone' : token) };
    expect(await createCredentialSource(withoutB, kept).refresh()).toBe('credential-1');
    expect(later.credentials).toEqual(['gone', undefined]);
    expect(calls.saved).toEqual(['b']);
  });

  it('clears the cookie and reports the credential unavailable when the server refuses', async () => {
    const kept = stores();
    const { bff, calls } = fakeBff('key-1', { failCredential: true });
    await expect(createCredentialSource(bff, kept).current()).rejects.toBeInstanceOf(CredentialUnavailableError);
    expect(calls.clearCookie).toBe(1);
    expect(kept.local.getItem('ppcd.vault')).toBeNull();
  });

  it('keeps the session when the credential request got no answer (the page was left while it was on its way)', async () => {
    const kept = stores();
    const { bff, calls } = fakeBff('key-1', { unanswered: true });
    await expect(createCredentialSource(bff, kept).current()).rejects.toBeInstanceOf(TypeError);
    expect(calls.clearCookie).toBe(0);
  });

  it('reports not logged in when there is no session, without asking for a credential', async () => {
    const { bff, calls } = fakeBff(null);
    await expect(createCredentialSource(bff, stores()).current()).rejects.toBeInstanceOf(NotLoggedInError);
    expect(calls.credentials).toEqual([]);
  });
});
