import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals secrets the product must be able to use again (a branch's mail password) before they enter
 * any event: AES-256-GCM under the server's SECRETS_KEY, a fresh 96-bit IV per seal, the tag checked
 * on opening. The envelope is `v1:<iv>:<tag>:<ciphertext>` (base64url), so a later key or cipher can
 * be told apart.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the envelope was made with another key or was tampered with. */
  open(envelope: string): string;
}

/** A 64-hex-digit key is used as is; any other text is hashed to 256 bits (a passphrase). */
function keyBytes(secretsKey: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(secretsKey)) return Buffer.from(secretsKey, 'hex');
  return createHash('sha256').update(secretsKey, 'utf8').digest();
}

export function createSecretBox(secretsKey: string): SecretBox {
  const key = keyBytes(secretsKey);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(envelope) {
      const [version, iv, tag, data] = envelope.split(':');
      if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
