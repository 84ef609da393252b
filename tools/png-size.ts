const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height as its IHDR chunk (always the first, right after the signature) states them. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length >= 24 && signature.every((byte, index) => bytes[index] === byte);
  if (!isPng || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') throw new Error('not a PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
