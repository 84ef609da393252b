import { type DestinationStream, type Logger as PinoLogger, pino } from 'pino';

/** What servers and functions log through: pino's methods, called as `info(message)` or `error({ err }, message)`. */
export type Logger = Pick<PinoLogger, 'info' | 'warn' | 'error'>;

/**
 * A logger that writes one JSON object per line to stdout (or `destination`): ISO `time`, `level` by name, the
 * `service` that wrote it, and `msg`; an error under `err` comes with its type, message and stack.
 */
export function createLogger(service: string, destination?: DestinationStream): PinoLogger {
  const options = {
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}
