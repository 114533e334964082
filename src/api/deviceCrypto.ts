/**
 * SPEC 9 and 4: what the browser keeps about the credential and the chosen card is sealed with AES-GCM under a
 * 256-bit key derived by PBKDF2 (1000 iterations) from the session's webTokenKey, salted with this device's
 * random id. A new login has a new webTokenKey, so it cannot open what an earlier login left behind.
 */
const iterations = 1000;
const ivBytes = 12;

export async function deriveStorageKey(webTokenKey: string, deviceId: string, subtle: SubtleCrypto = crypto.subtle): Promise<CryptoKey> {
  const encoder = new TextEncoder();
  const material = await subtle.importKey('raw', encoder.encode(webTokenKey), 'PBKDF2', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(deviceId), iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/** A fresh random IV each time, stored in front of the ciphertext. */
export async function seal(key: CryptoKey, plaintext: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext)));
  const sealed = new Uint8Array(ivBytes + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, ivBytes);
  return toBase64(sealed);
}

/** The plaintext, or null when the text was sealed under another key, altered, or is not ours at all. */
export async function unseal(key: CryptoKey, sealed: string, subtle: SubtleCrypto = crypto.subtle): Promise<string | null> {
  const bytes = fromBase64(sealed);
  if (!bytes || bytes.length <= ivBytes) return null;
  try {
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, ivBytes) }, key, bytes.subarray(ivBytes));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
