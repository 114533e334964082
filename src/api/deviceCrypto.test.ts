import { describe, expect, it } from 'vitest';
import { deriveStorageKey, seal, unseal } from './deviceCrypto';

const webTokenKey = 'f3Yq0b1n2cC4sP9mXq7kJ2vB8nT5rL1wZ6dH3gA0eUo';
const deviceId = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('sealing what the browser stores', () => {
  it('opens what it sealed with the same webTokenKey and device id', async () => {
    const key = await deriveStorageKey(webTokenKey, deviceId);
    const sealed = await seal(key, '{"ppcdCredential":"abc","selectedCard":"tok"}');
    expect(await unseal(await deriveStorageKey(webTokenKey, deviceId), sealed)).toBe('{"ppcdCredential":"abc","selectedCard":"tok"}');
  });

  it('derives a non-extractable 256-bit AES-GCM key', async () => {
    const key = await deriveStorageKey(webTokenKey, deviceId);
    expect(key.algorithm).toEqual({ name: 'AES-GCM', length: 256 });
    expect(key.extractable).toBe(false);
    expect(key.usages.sort()).toEqual(['decrypt', 'encrypt']);
  });

  it('derives the key by PBKDF2-SHA-256 with 1000 iterations, salted with the device id', async () => {
    const encoder = new TextEncoder();
    const material = await crypto.subtle.importKey('raw', encoder.encode(webTokenKey), 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(deviceId), iterations: 1000 },
      material,
      256,
    );
    const reference = await crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['decrypt']);
    const sealed = await seal(await deriveStorageKey(webTokenKey, deviceId), 'same key');
    expect(await unseal(reference, sealed)).toBe('same key');
  });

  it('never stores the plaintext and uses a fresh IV each time', async () => {
    const key = await deriveStorageKey(webTokenKey, deviceId);
    const first = await seal(key, 'secret-credential');
    const second = await seal(key, 'secret-credential');
    expect(first).not.toBe(second);
    expect(atob(first)).not.toContain('secret-credential');
  });

  it('cannot be opened after a new login (another webTokenKey) or on another device (another salt)', async () => {
    const sealed = await seal(await deriveStorageKey(webTokenKey, deviceId), 'old login');
    expect(await unseal(await deriveStorageKey(`${webTokenKey}x`, deviceId), sealed)).toBeNull();
    expect(await unseal(await deriveStorageKey(webTokenKey, 'another-device'), sealed)).toBeNull();
  });

  it('answers null for altered or foreign text instead of throwing', async () => {
    const key = await deriveStorageKey(webTokenKey, deviceId);
    const sealed = await seal(key, 'intact');
    const bytes = Uint8Array.from(atob(sealed), (char) => char.charCodeAt(0));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(await unseal(key, btoa(String.fromCharCode(...bytes)))).toBeNull();
    expect(await unseal(key, 'not base64 at all!')).toBeNull();
    expect(await unseal(key, '')).toBeNull();
  });
});
