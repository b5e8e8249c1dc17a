import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * A token that changes whenever a cached page could be out of date: page content in the
 * database (content_revision, bumped by triggers), the shell's template and the remote registry
 * (their modification times, so a shell build or a remote deploy shows at once). Read at most
 * once per `checkMs`, and one read at a time however many requests wait for it.
 */
export function createSiteRevision(app: FastifyInstance, files: readonly string[]): () => Promise<string> {
  const checkMs = app.config.siteCacheCheckMs;
  let current: { token: string; at: number } | null = null;
  let reading: Promise<string> | null = null;

  const mtimeOf = (file: string) =>
    fs.stat(file).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );

  const read = async (): Promise<string> => {
    const [content, ...mtimes] = await Promise.all([
      sql<{ revision: string | number }>`select revision from content_revision`.execute(app.database.db).then((result) => String(result.rows[0]?.revision ?? 0)),
      ...files.map(mtimeOf),
    ]);
    return [content, ...mtimes].join(':');
  };

  return async () => {
    if (current && Date.now() - current.at < checkMs) return current.token;
    reading ??= read().finally(() => {
      reading = null;
    });
    const token = await reading;
    current = { token, at: Date.now() };
    return token;
  };
}
