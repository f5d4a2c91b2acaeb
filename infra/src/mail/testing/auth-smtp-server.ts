import { SMTPServer } from 'smtp-server';

export interface AuthReceivedMail {
  readonly user: string | null;
  readonly from: string | null;
  readonly to: readonly string[];
  readonly raw: string;
}

/**
 * A real SMTP server on a free loopback port that demands AUTH and accepts exactly one user and
 * password (535 for any other), as a branch's mail provider would. Tests of mail accounts.
 */
export async function startAuthSmtpServer(credentials: { readonly user: string; readonly password: string }) {
  const received: AuthReceivedMail[] = [];
  /** Every client that connected, and every sign-in tried (user and password), accepted or not. */
  const seen = { connections: 0, auths: [] as { user: string; password: string }[] };
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onConnect(_session, callback) {
      seen.connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      seen.auths.push({ user: auth.username ?? '', password: auth.password ?? '' });
      if (auth.username === credentials.user && auth.password === credentials.password) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          user: typeof session.user === 'string' ? session.user : null,
          from: from ? from.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: '127.0.0.1',
    port,
    received,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
