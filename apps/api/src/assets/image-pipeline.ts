// sharp steps of an upload: decode, turn upright (EXIF orientation), bound the size, re-encode. The new
// file carries no metadata (sharp drops EXIF, XMP, IPTC unless asked to keep it).
import sharp, { type Sharp } from 'sharp';

export interface EncodedImage {
  body: Buffer;
  width: number;
  height: number;
}

export interface EncodeOptions {
  maxSide: number;
  format: 'webp' | 'png';
  /** Keep every frame of an animated GIF or WebP (thumbnails use the first frame only). */
  animated: boolean;
}

/** Images with more pixels than this are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 60_000_000;

function pipeline(input: Buffer, animated: boolean): Sharp {
  return sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({ seconds: 30 });
}

export async function encodeImage(input: Buffer, { maxSide, format, animated }: EncodeOptions): Promise<EncodedImage> {
  let img = pipeline(input, animated).rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  img = format === 'webp' ? img.webp({ quality: 82 }) : img.png({ compressionLevel: 9 });
  const { data, info } = await img.toBuffer({ resolveWithObject: true });
  // For animations sharp reports the height of all frames stacked; a frame is pageHeight tall.
  return { body: data, width: info.width, height: info.pageHeight ?? info.height };
}

/** True when sharp says the input is larger than MAX_INPUT_PIXELS. */
export function isPixelLimitError(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}
