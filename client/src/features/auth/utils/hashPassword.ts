// The server never sees the password: it receives its SHA-256, lowercase hex (docs/PRODUCT-RULES.md#security).
// WebCrypto's digest exists only in secure contexts (HTTPS or localhost); a venue laptop reaching
// the server over plain HTTP on the local network has no crypto.subtle, so the same digest then
// comes from @noble/hashes (audited, dependency-free), loaded only in that case.
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function hashPassword(password: string): Promise<string> {
  const data = new TextEncoder().encode(password);
  if (globalThis.crypto?.subtle) {
    return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', data)));
  }
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return toHex(sha256(data));
}
