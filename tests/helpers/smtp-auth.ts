/**
 * An SMTP submission server for tests (npm smtp-server) that requires AUTH
 * and records what it accepts, raw. Plain on a free loopback port, STARTTLS
 * offered with smtp-server's own self-signed certificate.
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  user: string;
}

export interface SmtpAuthServer {
  host: string;
  port: number;
  received: ReceivedMail[];
  setPassword(username: string, password: string): void;
  close(): Promise<void>;
}

export interface SmtpAuthOptions {
  /** Also accept XOAUTH2, asking this whether the bearer token is live for the user. */
  verifyToken?: (username: string, token: string) => boolean;
}

export async function startSmtpAuthServer(users: { username: string; password: string }[], options: SmtpAuthOptions = {}): Promise<SmtpAuthServer> {
  const passwords = new Map(users.map((u) => [u.username, u.password]));
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authMethods: options.verifyToken ? ['PLAIN', 'LOGIN', 'XOAUTH2'] : ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: [],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.method === 'XOAUTH2') {
        if (auth.username && auth.accessToken && options.verifyToken?.(auth.username, auth.accessToken)) return callback(null, { user: auth.username });
        // RFC 7628's error challenge, as Microsoft and Google answer an unusable token.
        return callback(null, { data: { status: '401', schemes: 'bearer', scope: 'https://outlook.office.com/SMTP.Send' } });
      }
      if (auth.username && passwords.get(auth.username) === auth.password) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: String(session.user ?? ''),
        });
        callback();
      });
    },
  });
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port,
    received,
    setPassword: (username, password) => passwords.set(username, password),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
