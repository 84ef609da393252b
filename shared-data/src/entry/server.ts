/**
 * Server-only part of shared-data: the environment reader, which names every secret (`EMAILJS_PRIVATE_KEY`,
 * `DATABASE_URL`, …). Functions and tools import it; browser code never does, so no bundle carries those names.
 */

export {
  ConfigError,
  functionsServerKeyHeader,
  mailProblem,
  readEnvWith,
  readServerEnv,
  readServerEnvOrExit,
  type ServerEnv,
  siteClientHeader,
} from '../config/server-env';
export { remoteEnvNames, serverEnvNames } from '../config/server-env.schema';
export { idleConnectionMs, keepIdleConnections } from '../http/idle-connections';
export { errorReporter, type ReportError } from '../observability/error-reports';
export { createLogger, type Logger } from '../observability/log';
export {
  clientHash,
  loggedPath,
  type RequestLogOptions,
  requestLog,
  socketAddress,
} from '../observability/request-log';
