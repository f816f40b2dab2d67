/**
 * The mbox format, both ways. Writing is mboxrd: every line that starts with
 * any number of ">" and then "From " gains one more ">", so reading takes
 * exactly one away again. Reading accepts what Gmail Takeout, Thunderbird,
 * Apple Mail and Python's mailbox module write (mboxo or mboxrd, LF or CRLF
 * lines) and streams: a message is handed on as soon as the next one starts.
 */

/** A separator line as the writers above make it: "From <sender> <asctime date>", e.g. "From - Thu Nov 26 03:47:14 2026". */
const SEPARATOR = /^From \S+ +(Mon|Tue|Wed|Thu|Fri|Sat|Sun) +(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2} +\d{1,2}:\d{2}(:\d{2})?\b.*\d{4}\s*$/;
const QUOTED_FROM = /^>*From /;
const LF = 0x0a;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The separator line before a message: its sender (no spaces) and date in asctime form, UTC. */
export function separatorLine(sender: string, date: Date): string {
  const who = sender.replace(/\s+/g, '') || 'MAILER-DAEMON';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, ' ');
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `From ${who} ${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${day} ${time} ${date.getUTCFullYear()}\n`;
}

/** One message as an mbox entry: separator, the bytes with From lines quoted, and the blank line that ends it. */
export function mboxEntry(sender: string, date: Date, message: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from(separatorLine(sender, date), 'latin1')];
  for (const line of lines(message)) {
    if (startsQuotedFrom(line)) parts.push(Buffer.from('>'));
    parts.push(line);
  }
  if (message.length > 0 && message[message.length - 1] !== LF) parts.push(Buffer.from('\n'));
  parts.push(Buffer.from('\n'));
  return Buffer.concat(parts);
}

function* lines(bytes: Buffer): Generator<Buffer> {
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(LF, start);
    const next = end === -1 ? bytes.length : end + 1;
    yield bytes.subarray(start, next);
    start = next;
  }
}

function startsQuotedFrom(line: Buffer): boolean {
  // Only the first bytes matter, and they are ASCII when they match.
  return line.length >= 5 && (line[0] === 0x3e || line[0] === 0x46) && QUOTED_FROM.test(line.subarray(0, 64).toString('latin1'));
}

function isBlank(line: Buffer): boolean {
  return line.length === 1 ? line[0] === LF : line.length === 2 && line[0] === 0x0d && line[1] === LF;
}

export function isSeparator(line: Buffer): boolean {
  return line.length > 5 && line[0] === 0x46 && SEPARATOR.test(line.subarray(0, 200).toString('latin1'));
}

export interface MboxMessage {
  /** The message as it was before it went into the mbox. */
  bytes: Buffer;
  /** Byte offset, in the whole file, just past this message's entry: where reading may resume. */
  end: number;
}

export class NotMboxError extends Error {}

/**
 * Splits an mbox into messages as chunks arrive. `offset` is where in the
 * file the first chunk starts (a resumed read starts at a separator).
 */
export class MboxReader {
  private carry: Buffer = Buffer.alloc(0);
  private current: Buffer[] | null = null;
  private previousBlank = true;
  private started = false;
  /** File offset of the next byte a complete line will take. */
  private position: number;

  constructor(offset = 0) {
    this.position = offset;
  }

  /** The messages this chunk completed. Throws NotMboxError when text comes before the first separator. */
  push(chunk: Buffer): MboxMessage[] {
    const data = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const done: MboxMessage[] = [];
    let start = 0;
    for (;;) {
      const end = data.indexOf(LF, start);
      if (end === -1) break;
      this.line(data.subarray(start, end + 1), done);
      start = end + 1;
    }
    // A copy, so the chunk it came from can be freed.
    this.carry = Buffer.from(data.subarray(start));
    return done;
  }

  /** The last message, once the input has ended. */
  end(): MboxMessage[] {
    const done: MboxMessage[] = [];
    if (this.carry.length) this.line(this.carry, done);
    this.carry = Buffer.alloc(0);
    this.finish(done, this.position);
    if (!this.started) throw new NotMboxError('The file holds no messages.');
    return done;
  }

  private line(line: Buffer, done: MboxMessage[]) {
    const at = this.position;
    this.position += line.length;
    if (this.previousBlank && isSeparator(line)) {
      this.finish(done, at);
      this.current = [];
      this.started = true;
      this.previousBlank = false;
      return;
    }
    const blank = isBlank(line);
    this.previousBlank = blank;
    if (this.current === null) {
      if (blank) return;
      throw new NotMboxError('The file does not start with an mbox "From " line.');
    }
    this.current.push(line[0] === 0x3e && startsQuotedFrom(line) ? line.subarray(1) : line);
  }

  private finish(done: MboxMessage[], end: number) {
    if (this.current === null) return;
    const parts = this.current;
    // The blank line before the next separator belongs to the mbox, not to the message.
    if (parts.length > 0 && isBlank(parts[parts.length - 1]!)) parts.pop();
    done.push({ bytes: Buffer.concat(parts), end });
    this.current = null;
  }
}
