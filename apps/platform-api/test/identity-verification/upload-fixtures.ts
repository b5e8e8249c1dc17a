import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ORIGIN } from '../helpers/api';

const BOUNDARY = 'nfxUploadBoundary42';

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends a form with a file input. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

let uploads = 0;

/**
 * Posts one photo to sumsub.uploadDocument the way the verification page would. Each upload
 * comes from its own loopback address unless told otherwise, so the per-address rate limit (30 a
 * minute, tested on its own) does not trip over this suite's many uploads.
 */
export async function uploadPhoto(
  app: FastifyInstance,
  fields: Record<string, string>,
  data: Buffer | null,
  options: { contentType?: string; filename?: string; remoteAddress?: string } = {},
) {
  const body = multipartBody(
    fields,
    data ? [{ name: 'file', filename: options.filename ?? 'photo.jpg', contentType: options.contentType ?? 'image/jpeg', data }] : [],
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/sumsub/uploadDocument?locale=en&version=1',
    payload: body.payload,
    headers: { 'content-type': body.contentType, origin: ORIGIN },
    remoteAddress: options.remoteAddress ?? `127.0.${Math.floor(uploads / 250) % 250}.${(uploads % 250) + 2}`,
  });
  uploads += 1;
  return { statusCode: response.statusCode, body: response.json() };
}

/** A real camera-like JPEG: a gradient photo with EXIF naming a camera and a person, turned by its orientation tag. */
export async function jpegWithExif(width = 800, height = 600, orientation = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'SpyPhone 3000', Artist: 'Secret Person' } })
    .withMetadata({ orientation })
    .toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 200 } } })
    .png()
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 69-byte PNG whose header claims 20000 × 20000 pixels: a decompression bomb's opening. */
export function pngBombHeader(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
