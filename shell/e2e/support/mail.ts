import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import { type ParsedMail, simpleParser } from 'mailparser';
import { inject } from './backend.ts';

export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

async function parse(file: string): Promise<ReceivedMail> {
  const mail: ParsedMail = await simpleParser(readFileSync(file));
  const to = [mail.to ?? []]
    .flat()
    .flatMap((address) => address.value.map((v) => v.address ?? ''))
    .join(', ');
  return {
    to: to.toLowerCase(),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}

/** The mails the run's SMTP listener received so far, oldest first. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const dir = inject('mailDir');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => parse(join(dir, name))));
}

/** Waits for a mail to `to` (newest that matches); `where` narrows it (e.g. by its subject). */
export function waitForMail(
  to: string,
  where: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  return waitForValue(
    `a mail to ${to}`,
    async () => {
      const matching = (await receivedMail()).filter((m) => m.to.includes(to.toLowerCase()) && where(m));
      return matching.at(-1) ?? null;
    },
    timeoutMs,
  );
}

/**
 * The path (and query) of the first link in the mail whose path starts with `pathPrefix` (e.g.
 * `/activation/`): the test opens it on the shell it started, whatever origin the mail names.
 */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const links = `${mail.html} ${mail.text}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links
    .map((candidate) => new URL(candidate))
    .find((url) => url.pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in the mail "${mail.subject}"`);
  return `${link.pathname}${link.search}`;
}
