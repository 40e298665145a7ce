// Demo pictures are generated at seed time (no binary files in the repository): a two-colour gradient
// with a few soft shapes, placed deterministically from the image name, encoded as small WebP files.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { AssetWriter } from './asset-writer.js';

export interface DemoImage {
  /** File name without extension, e.g. `hero` → `demo/<client>/hero.webp`. */
  name: string;
  from: string;
  to: string;
  width?: number;
  height?: number;
}

export const demoImageKey = (client: string, name: string) => `demo/${client}/${name}.webp`;
export const demoImageUrl = (client: string, name: string) => `/assets/${demoImageKey(client, name)}`;

function shapes(name: string, width: number, height: number): string {
  const bytes = createHash('sha256').update(name).digest();
  const out: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const cx = Math.round((bytes[i * 3]! / 255) * width);
    const cy = Math.round((bytes[i * 3 + 1]! / 255) * height);
    const r = Math.round(((bytes[i * 3 + 2]! / 255) * 0.25 + 0.08) * Math.min(width, height));
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.14"/>`);
  }
  return out.join('');
}

export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const width = image.width ?? 640;
  const height = image.height ?? 400;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${image.from}"/><stop offset="1" stop-color="${image.to}"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes(image.name, width, height)}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 60 }).toBuffer();
}

/** Writes every image of a client; returns name → public URL. */
export async function writeDemoImages(assets: AssetWriter, client: string, images: readonly DemoImage[]): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const image of images) {
    await assets.put(demoImageKey(client, image.name), await renderDemoImage(image), 'image/webp');
    urls[image.name] = demoImageUrl(client, image.name);
  }
  return urls;
}
