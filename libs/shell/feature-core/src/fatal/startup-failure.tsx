/**
 * Shown when the site cannot start at all (no locales, no registry). Translations may be what
 * failed, so the text is plain; the status follows spec §8 (locales missing → fatal 500).
 */
export function StartupFailure({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Unknown error';
  const status = (error as { statusCode?: number } | null)?.statusCode ?? 500;
  return (
    <main role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>{status}</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
