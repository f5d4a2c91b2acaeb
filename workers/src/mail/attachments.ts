import { EXTENSION_BY_KIND } from '@cenacle/infra/files/index.ts';
import type { MailAttachment } from '@cenacle/shared-domain/mail/rules';
import type { WorkerDeps } from '../context.ts';

/** One attachment as nodemailer sends it. */
export interface OutgoingAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
  /** Set for an image the HTML part shows inline (`<img src="cid:…">`). */
  readonly cid?: string;
}

/**
 * A mail's attachments read from the file store, each named by its mail's name and its kind's
 * extension. A file no longer in the store (erased with its uploader) is left out, and said so in
 * the log: the mail still goes out with the rest.
 */
export async function loadAttachments(
  deps: Pick<WorkerDeps, 'files' | 'logger'>,
  mailId: string,
  attachments: readonly MailAttachment[],
): Promise<OutgoingAttachment[]> {
  const loaded: OutgoingAttachment[] = [];
  for (const attachment of attachments) {
    const file = await deps.files.read(attachment.fileId, 'original');
    if (!file) {
      deps.logger.warn(
        { mailId, fileId: attachment.fileId },
        'mail attachment not in the file store; left out',
      );
      continue;
    }
    const extension = EXTENSION_BY_KIND[file.info.kind];
    const base = attachment.fileName.replace(/[\\/\r\n"]/g, '_');
    const filename = base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
    loaded.push({ filename, content: file.content, contentType: file.info.contentType });
  }
  return loaded;
}
