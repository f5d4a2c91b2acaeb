import { registrationToken } from '@cenacle/infra/secrets/registration-token.ts';
import QRCode from 'qrcode';
import type { WorkerDeps } from '../context.ts';
import type { OutgoingAttachment } from './attachments.ts';
import { REGISTRATION_QR_CID } from './render-mail.ts';

/**
 * The registration's QR code, for a mail whose HTML shows it (the registration confirmation): a PNG of
 * the registration token (decision 024), made now from the participant's id and the server's key, so
 * the token is never written to the log. The mail is the first the registration gets: generation 0.
 */
export async function registrationQrAttachments(
  deps: Pick<WorkerDeps, 'secretsKey'>,
  participantId: string | null,
  html: string,
): Promise<OutgoingAttachment[]> {
  if (participantId === null || !html.includes(`cid:${REGISTRATION_QR_CID}`)) return [];
  const token = registrationToken(deps.secretsKey, participantId, 0);
  const content = await QRCode.toBuffer(token, {
    type: 'png',
    width: 256,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return [{ filename: 'registration-qr.png', content, contentType: 'image/png', cid: REGISTRATION_QR_CID }];
}
