import { createHash } from 'node:crypto';

/**
 * A job id (a UUID, version 5 layout) derived from a text: sending a job with
 * `{ id: stableJobId('export 42') }` twice queues it once while the first is kept, so a job can
 * be sent again safely (a sweep at start, several processes asking for the same retry).
 */
export function stableJobId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
