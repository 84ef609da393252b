import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

interface CaptureReply {
  status: number;
  body?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

/** A real local HTTP server that records JSON requests and answers as told (200 `OK` by default). */
export interface HttpCapture {
  origin: string;
  port: number;
  requests: CapturedRequest[];
  /** How to answer from now on. */
  reply(next: CaptureReply | ((request: CapturedRequest) => CaptureReply)): void;
  /** Stops listening (connections are cut), so the port refuses connections until `listen()`. */
  close(): Promise<void>;
  listen(): Promise<void>;
}

export async function startHttpCapture(port = 0): Promise<HttpCapture> {
  let replyWith: (request: CapturedRequest) => CaptureReply = () => ({ status: 200, body: 'OK' });
  const requests: CapturedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const reply = replyWith(request);
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(reply.body ?? (reply.status < 300 ? 'OK' : 'Service unavailable'));
      }, reply.delayMs ?? 0);
    });
  });
  let listening = port;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listening, '127.0.0.1', () => {
        server.off('error', reject);
        listening = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get origin() {
      return `http://127.0.0.1:${listening}`;
    },
    get port() {
      return listening;
    },
    requests,
    reply(next) {
      replyWith = typeof next === 'function' ? next : () => next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    listen,
  };
}
