import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly mailId: string | null;
  readonly to: readonly string[];
  readonly raw: string;
  readonly at: number;
}

/** A real SMTP listener on a free port that keeps what it receives (tests and the bench). */
export async function startSmtpListener(): Promise<{
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Answer every RCPT with this error until set back to null (a test of delivery failures). */
  refuseWith(message: string | null): void;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal) {
        const error = Object.assign(new Error(refusal), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailId = /^X-Cenacle-Mail-Id:\s*(\S+)/im.exec(raw)?.[1] ?? null;
        received.push({ mailId, to: session.envelope.rcptTo.map((r) => r.address), raw, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseWith: (message) => {
      refusal = message;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
