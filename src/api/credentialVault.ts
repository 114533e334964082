import type { BrowserStores } from './browserStores';
import { seal, unseal } from './deviceCrypto';

/** What the browser remembers between pages: the current credential and the card the member chose. */
export interface KeptSelection {
  readonly ppcdCredential: string | null;
  readonly selectedCard: string | null;
}

const vaultKey = 'ppcd.vault';
const empty: KeptSelection = { ppcdCredential: null, selectedCard: null };

function isKeptSelection(value: unknown): value is KeptSelection {
  if (typeof value !== 'object' || value === null) return false;
  const { ppcdCredential, selectedCard } = value as Record<string, unknown>;
  return (typeof ppcdCredential === 'string' || ppcdCredential === null) && (typeof selectedCard === 'string' || selectedCard === null);
}

/**
 * SPEC 4: taken from local storage, else migrated from session storage; sealed with the session's key
 * (deviceCrypto.ts), so anything another login left behind reads as nothing and is dropped.
 */
export class CredentialVault {
  constructor(
    private readonly key: CryptoKey,
    private readonly stores: BrowserStores,
  ) {}

  async read(): Promise<KeptSelection> {
    const fromLocal = await this.open(this.stores.local);
    if (fromLocal) return fromLocal;
    const fromSession = await this.open(this.stores.session);
    if (!fromSession) return empty;
    if (this.stores.local) {
      await this.write(fromSession);
      this.stores.session?.removeItem(vaultKey);
    }
    return fromSession;
  }

  async write(selection: KeptSelection): Promise<void> {
    const target = this.stores.local ?? this.stores.session;
    target?.setItem(vaultKey, await seal(this.key, JSON.stringify(selection)));
  }

  clear(): void {
    this.stores.local?.removeItem(vaultKey);
    this.stores.session?.removeItem(vaultKey);
  }

  private async open(store: BrowserStores['local']): Promise<KeptSelection | null> {
    const sealed = store?.getItem(vaultKey);
    if (!sealed) return null;
    const text = await unseal(this.key, sealed);
    let parsed: unknown = null;
    try {
      parsed = text === null ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (isKeptSelection(parsed)) return parsed;
    store?.removeItem(vaultKey);
    return null;
  }
}
