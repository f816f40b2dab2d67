/** pino, configured once; secrets and cookies are redacted from anything logged. */
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: pino.LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    redact: ['req.headers.cookie', 'headers.cookie', 'password', '*.password', 'token', '*.token', 'refreshToken'],
  });
}
