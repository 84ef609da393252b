import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago (another process may still take it: callers retry). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** Whether something already listens on `port` of `host` (a listen there fails with EADDRINUSE). */
export const portTaken = (port: number, host: string) =>
  new Promise<boolean>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
