import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A catch-all SMTP listener for a machine without SMTP_URL: every mail is accepted and written to
 * `dir` as `<time>-<n>.eml`, so demo mail is really sent and can be opened in any mail reader.
 */
export async function startCatchAllSmtp(options: {
  readonly port: number;
  readonly host?: string;
  readonly dir: string;
  readonly onMail?: (file: string) => void;
}): Promise<{ readonly url: string; close(): Promise<void> }> {
  mkdirSync(options.dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = join(options.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${count}.eml`);
        writeFileSync(file, Buffer.concat(chunks));
        options.onMail?.(file);
        callback();
      });
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
