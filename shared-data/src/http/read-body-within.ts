/**
 * Reading a request's body within a bound, for every server of the site: the functions (in Node and in the Edge
 * runtime) and the shell's server, which takes forms posted without script. Web-standard `Request` only.
 */

/** How much more of a refused body is read, and for how long, before the 413 goes out; past either it is cut. */
const refusedBodyReadBytes = 1024 * 1024;
const refusedBodyReadMs = 5000;

/**
 * Reads and drops the rest of a refused body, up to `refusedBodyReadBytes` or `refusedBodyReadMs`. A server that
 * answers and closes while the client is still sending resets the connection (unread bytes make the kernel send a
 * RST), and the client meets a broken pipe instead of the answer.
 */
async function readToDiscard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<{ done: true; value?: undefined }>((resolve) => {
    timer = setTimeout(() => resolve({ done: true }), refusedBodyReadMs);
  });
  try {
    for (let read = 0; read <= refusedBodyReadBytes; ) {
      const chunk = await Promise.race([reader.read(), timeUp]);
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
  } catch {
    // The client went away: there is no one to answer.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The whole body of `request` when it is at most `maxBytes`, declared or streamed; undefined when it is larger, once
 * the rest of it has been read (up to a bound, see `readToDiscard`), so the answer that refuses it reaches the client.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const { body, headers } = request;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const declared = headers.has('transfer-encoding') ? null : headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await readToDiscard(reader);
    return undefined;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await readToDiscard(reader);
      return undefined;
    }
    chunks.push(chunk.value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}
