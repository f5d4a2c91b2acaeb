import { registrationToken } from '@cenacle/infra/secrets/registration-token.ts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { registrationQrAttachments } from './registration-qr.ts';
import { REGISTRATION_QR_CID, renderMail } from './render-mail.ts';

const secretsKey = 'a-test-secrets-key';
const participantId = '00000000-0000-4000-8000-000000000042';
const params = { name: 'Anna', retreat: '2031-07-01 – 2031-07-05', price: '300.00 zł' };

describe("The registration confirmation's QR code", () => {
  it('is shown inline in the HTML part of the confirmation, in every language, and of no other mail', () => {
    for (const lang of ['pl', 'en', 'uk', 'de']) {
      const mail = renderMail('registrationConfirmed', lang, params);
      expect(mail.html).toContain(`<img src="cid:${REGISTRATION_QR_CID}"`);
    }
    expect(renderMail('registrationWaiting', 'pl', { name: 'Anna', retreat: 'x' }).html).not.toContain(
      'cid:',
    );
  });

  it('carries the registration token alone, which a QR decoder reads back from the image', async () => {
    const html = renderMail('registrationConfirmed', 'en', params).html;
    const [attachment, ...rest] = await registrationQrAttachments({ secretsKey }, participantId, html);
    expect(rest).toEqual([]);
    expect(attachment).toMatchObject({ contentType: 'image/png', cid: REGISTRATION_QR_CID });
    const png = PNG.sync.read(attachment?.content as Buffer);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const token = registrationToken(secretsKey, participantId, 0);
    expect(decoded?.data).toBe(token);
    // Unguessable and naming nobody: 256 bits of HMAC, no id, no name.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(participantId);
    expect(registrationToken(secretsKey, participantId, 1)).not.toBe(token);
    expect(registrationToken('another-key', participantId, 0)).not.toBe(token);
  });

  it('is not attached to a mail that does not show it', async () => {
    const html = renderMail('registrationWaiting', 'en', { name: 'Anna', retreat: 'x' }).html;
    expect(await registrationQrAttachments({ secretsKey }, participantId, html)).toEqual([]);
  });
});
