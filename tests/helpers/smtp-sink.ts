/**
 * A tiny SMTP server for tests: accepts every message on 127.0.0.1, holds its
 * answer to DATA for `holdMs` (a slow outside server, so a test can act while
 * mail is in flight) and records it only when it then answers 250 on a
 * connection that is still open. A client that goes away before that answer
 * never learned the message was taken, so, as RFC 5321 has it, the message is
 * not delivered (it is listed in `dropped`). Speaks just what nodemailer
 * needs: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no auth.
 */
import { createServer, type Socket } from 'node:net';

export interface SinkMessage {
  messageId: string;
  subject: string;
  from: string;
  to: string[];
}

export interface SmtpSink {
  /** For SMTP_URL. */
  url: string;
  /** Messages answered with 250, in order; a message sent twice is listed twice. */
  accepted: SinkMessage[];
  /** Messages whose client left while their answer was held. */
  dropped: SinkMessage[];
  /** Messages whose answer is being held right now. */
  holding(): number;
  /**
   * Holds every answer (also those whose hold ends) until `resume`: a test
   * that kills the client then knows no 250 was on its way, which no SMTP
   * client could record before dying (a real server would deliver twice).
   */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

export async function startSmtpSink(options: { holdMs?: number } = {}): Promise<SmtpSink> {
  const holdMs = options.holdMs ?? 0;
  const accepted: SinkMessage[] = [];
  const dropped: SinkMessage[] = [];
  const sockets = new Set<Socket>();
  let held = 0;
  let paused: (() => void)[] | undefined;

  const server = createServer((socket) => {
    sockets.add(socket);
    let open = true;
    socket.on('close', () => {
      open = false;
      sockets.delete(socket);
    });
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => {
      if (open) socket.write(`${line}\r\n`);
    };

    const finishData = () => {
      const raw = data.join('\r\n');
      const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const message: SinkMessage = { messageId: header(head, 'Message-ID'), subject: header(head, 'Subject'), from, to };
      from = '';
      to = [];
      held++;
      const answer = () => {
        if (paused) {
          paused.push(answer);
          return;
        }
        held--;
        if (!open) {
          dropped.push(message);
          return;
        }
        accepted.push(message);
        reply('250 2.0.0 queued');
      };
      setTimeout(answer, holdMs);
    };

    const onLine = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          finishData();
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
      else if (verb === 'MAIL') {
        from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 2.1.5 ok');
      } else if (verb === 'DATA') {
        inData = true;
        data = [];
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'RSET') {
        from = '';
        to = [];
        reply('250 2.0.0 ok');
      } else if (verb === 'NOOP') reply('250 2.0.0 ok');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 bye');
        socket.end();
      } else reply('502 5.5.1 not implemented');
    };

    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    });
    reply('220 sink.test ESMTP');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('SMTP sink has no address');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    accepted,
    dropped,
    holding: () => held,
    pause: () => {
      paused ??= [];
    },
    resume: () => {
      const waiting = paused ?? [];
      paused = undefined;
      for (const answer of waiting) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
