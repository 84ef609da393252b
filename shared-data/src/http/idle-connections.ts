/** How long a server keeps a client's idle keep-alive connection open (ms): past the 60 s idle timeout proxies use. */
export const idleConnectionMs = 65_000;

/**
 * Keeps idle keep-alive connections open for `idleConnectionMs` instead of Node's 5 s. A client (a proxy before the
 * server, a script, a test) that reuses a connection at the moment the server closes it gets ECONNRESET, and one that
 * does not retry loses the request: with a proxy in front, a 502 for a visitor. Keeping the server's side open longer
 * than the proxy's makes the proxy, not the server, the one that closes an idle connection. The headers' timeout must
 * be longer still (Node's rule).
 */
export function keepIdleConnections(server: { keepAliveTimeout: number; headersTimeout: number }): void {
  server.keepAliveTimeout = idleConnectionMs;
  server.headersTimeout = idleConnectionMs + 1000;
}
