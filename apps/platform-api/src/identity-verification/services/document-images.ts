import sharp, { type Metadata } from 'sharp';
import { IDENTITY_IMAGE_LIMITS } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';

/** Photos are kept at most this large: a document stays legible, a phone's 48 MP photo does not fill the disk. */
const MAX_STORED_SIDE = 2560;
/** Images decoded at once; a 50 MP photo takes ~150 MB while it is decoded. */
const MAX_CONCURRENT = 2;

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
}

const fileError = (message: string) =>
  new ApiError('InvalidParameter', 'The file is not a usable photo', { invalidParameters: { file: [message] } });

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Checks an uploaded photo by its content (not its name or declared type) and re-encodes it:
 * JPEG, PNG or WebP only; at least 640 × 480, at most 50 megapixels; turned upright by its EXIF
 * orientation, scaled to at most 2560 px, written as a new JPEG without any metadata (EXIF with
 * GPS position and camera, XMP, ICC). Re-encoding also drops anything appended to or hidden in
 * the file. Refusals are InvalidParameter on `file` with a `validation.*` key.
 */
export function reencodeDocumentImage(bytes: Uint8Array): Promise<ReencodedImage> {
  const { formats, maxPixels, minLongSide, minShortSide } = IDENTITY_IMAGE_LIMITS;
  return withSlot(async () => {
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw fileError('validation.image');
    }
    if (!metadata.format || !(formats as readonly string[]).includes(metadata.format) || !metadata.width || !metadata.height)
      throw fileError('validation.image');
    if (metadata.width * metadata.height > maxPixels)
      throw fileError(encodeMessage('validation.imageTooManyPixels', { max: Math.round(maxPixels / 1_000_000) }));
    const shortSide = Math.min(metadata.width, metadata.height);
    const longSide = Math.max(metadata.width, metadata.height);
    if (shortSide < minShortSide || longSide < minLongSide)
      throw fileError(encodeMessage('validation.imageTooSmall', { width: minLongSide, height: minShortSide }));
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
        .rotate()
        .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      // A header that reads but pixels that do not (a truncated or damaged file).
      throw fileError('validation.image');
    }
  });
}
