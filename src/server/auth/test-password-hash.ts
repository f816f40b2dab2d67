/**
 * Password hashing for the test suites only (PASSWORD_HASHING=test). better-auth's scrypt (N 16384, r 16) takes
 * about 170 ms of CPU per hash on this machine, and the suites sign up and sign in several hundred times; on two
 * cores that was most of a minute. This is the same scrypt at a 64th of the work, in its own "test$" format, so
 * a hash made this way is never taken for a real one. A real server never sets it (the README says so).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const PREFIX = 'test$';
const PARAMS = { N: 1024, r: 4, p: 1 } as const;

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, 64, PARAMS, (error, derived) => (error ? reject(error) : resolve(derived))));
}

export async function hashForTests(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${PREFIX}${salt}:${(await key(password, salt)).toString('hex')}`;
}

export async function verifyForTests({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith(PREFIX)) return false;
  const [salt, expected] = hash.slice(PREFIX.length).split(':');
  if (!salt || !expected) return false;
  const derived = await key(password, salt);
  const wanted = Buffer.from(expected, 'hex');
  return wanted.length === derived.length && timingSafeEqual(wanted, derived);
}
