import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Broker access tokens at rest (issue 10): AES-256-GCM with BROKER_TOKEN_KEY, a fresh 96-bit IV
// each time, and the investor and broker as associated data, so a ciphertext copied onto
// another investor's row (or another broker's) does not decrypt.

const VERSION = 'v1';

const aadOf = (investorSub: string, broker: string) => Buffer.from(`${investorSub}\n${broker}`);

export function sealToken(key: Buffer, token: string, investorSub: string, broker: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(investorSub, broker));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or null when it cannot be opened (another key, a tampered or moved value). */
export function openToken(
  key: Buffer,
  stored: string,
  investorSub: string,
  broker: string,
): string | null {
  const [version, iv, tag, sealed, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(aadOf(investorSub, broker));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
