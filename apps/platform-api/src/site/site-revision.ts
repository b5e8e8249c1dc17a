import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * A token that changes whenever a cached page could be out of date: page content in the
 * database (content_revision, bumped by triggers) and the built files' stamp from `refreshFiles`
 * (the shell's template and the remote registry, so a shell build or a remote deploy shows at
 * once). Read at most once per `siteCacheCheckMs`, one read at a time however many requests wait.
 */
export function createSiteRevision(app: FastifyInstance, refreshFiles: () => Promise<string>): () => Promise<string> {
  const checkMs = app.config.siteCacheCheckMs;
  let current: { token: string; at: number } | null = null;
  let reading: Promise<string> | null = null;

  const read = async (): Promise<string> => {
    const [content, files] = await Promise.all([
      sql<{ revision: string | number }>`select revision from content_revision`
        .execute(app.database.db)
        .then((result) => String(result.rows[0]?.revision ?? 0)),
      refreshFiles(),
    ]);
    return `${content}:${files}`;
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
