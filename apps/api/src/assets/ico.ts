// Minimal ICO reader: sharp cannot decode ICO, so a favicon.ico is stored as sent once its directory
// is well formed, and its size is the largest image it holds.

export interface IcoInfo {
  width: number;
  height: number;
  images: number;
}

/** Size of the largest image in an ICO file, or null when the directory does not hold together. */
export function readIcoInfo(buf: Uint8Array): IcoInfo | null {
  if (buf.length < 6) return null;
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const reserved = view.getUint16(0, true);
  const type = view.getUint16(2, true);
  const count = view.getUint16(4, true);
  if (reserved !== 0 || type !== 1 || count === 0 || buf.length < 6 + count * 16) return null;
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    const w = view.getUint8(entry) || 256;
    const h = view.getUint8(entry + 1) || 256;
    const size = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (size === 0 || offset < 6 + count * 16 || offset + size > buf.length) return null;
    if (w * h > width * height) {
      width = w;
      height = h;
    }
  }
  return { width, height, images: count };
}
