import { pino, type Logger } from 'pino';
import type { LogLevel } from './env';

export type { Logger };

/** JSON lines on stdout; `err` keys are serialised with their stack by pino's defaults. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'nivesh-server' } });
}
