import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Artwork } from '../../db/tables/casino';
import { renderArtworkSvg } from './artwork-svg';
import { ImageCache } from './image-cache';

/** §7 image proxy: webp at quality 95. */
export const IMAGE_QUALITY = 95;
const CACHE_BYTES = 48 * 1024 * 1024;

export interface RenderedImage {
  body: Buffer;
  etag: string;
}

/**
 * Turns artwork into webp at the asked size and density. Rendering costs milliseconds, so
 * results stay in an LRU; concurrent requests for the same picture share one render.
 */
export function createImageRenderer() {
  const cache = new ImageCache(CACHE_BYTES);
  const inFlight = new Map<string, Promise<RenderedImage>>();

  return {
    async render(key: string, artwork: Artwork, width: number, height: number, density: 1 | 2): Promise<RenderedImage> {
      const artworkKey = JSON.stringify(artwork);
      const cacheKey = `${key}|${width}x${height}@${density}|${artworkKey}`;
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const running = inFlight.get(cacheKey);
      if (running) return running;
      const job = (async () => {
        // The picture is drawn at its base size and scaled by sharp, so @2x is the same picture, sharper.
        const svg = renderArtworkSvg(key, artwork, width, height);
        const body = await sharp(Buffer.from(svg), { density: 72 * density })
          .resize(width * density, height * density)
          .webp({ quality: IMAGE_QUALITY })
          .toBuffer();
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        const rendered = { body, etag };
        cache.set(cacheKey, rendered);
        return rendered;
      })();
      inFlight.set(cacheKey, job);
      try {
        return await job;
      } finally {
        inFlight.delete(cacheKey);
      }
    },
    get cachedCount(): number {
      return cache.size;
    },
  };
}

export type ImageRenderer = ReturnType<typeof createImageRenderer>;
