import { createLogger, type Logger } from 'shared-data/server';

export { createLogger, type Logger };

/** The functions' log: JSON lines on stdout. */
export const consoleLogger: Logger = createLogger('functions');
