import type { Logger } from '../logger';

/**
 * How the gateway tells whoever waits for it (`npm start`, the test sites) that its start moves on: one log line per
 * step (opening the database, each migration), marked `"startStep":true`, the step in `msg`. A first start that
 * migrates for a minute on a busy machine is then told apart from one that hangs.
 */
const marker = 'startStep';

export const reportStartStep = (logger: Pick<Logger, 'info'>, step: string) =>
  logger.info({ [marker]: true }, step);

/** The step a line of the gateway's output reports, if it reports one. */
export function readStartStep(line: string): string | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    return entry[marker] === true && typeof entry.msg === 'string' ? entry.msg : undefined;
  } catch {
    return undefined;
  }
}
