import path from 'node:path';
import type { Configuration } from 'webpack';

/**
 * The shell starts from one script (tools/webpack/create-app-config.ts, `eagerShared`): its entry,
 * named `bootstrap`, holds the shared libraries it provides. Remotes must not do the same: an eager
 * shared module would be bundled into every remoteEntry.js instead of taken from the shell. In
 * production a remote has no copies of its own at all (`import: false`): the shell provides them.
 */
const WORKSPACE = path.resolve(__dirname, '../../..');
type Factory = (env: { mode: 'production' | 'development' }) => Configuration;
type SharedEntry = { eager?: boolean; import?: string | false };

async function configOf(app: string, mode: 'production' | 'development'): Promise<Configuration> {
  const loaded = (await import(path.join(WORKSPACE, 'apps', app, 'webpack.config.ts'))) as { default: Factory | { default: Factory } };
  const factory = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  return factory({ mode });
}

function sharedOf(config: Configuration): Record<string, SharedEntry> {
  const federation = config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as unknown as
    | { _options: { shared: Record<string, SharedEntry> } }
    | undefined;
  if (!federation) throw new Error('no ModuleFederationPlugin in the config');
  return federation._options.shared;
}

describe('createAppConfig', () => {
  it.each(['production', 'development'] as const)(
    '%s: the shell provides every shared module eagerly from its entry "bootstrap"',
    async (mode) => {
      const config = await configOf('shell', mode);
      expect(Object.keys(config.entry as Record<string, unknown>)).toEqual(['bootstrap']);
      const shared = sharedOf(config);
      expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react', 'react-dom/client', '@nfx/api-client']));
      for (const [key, entry] of Object.entries(shared)) expect([key, entry.eager]).toEqual([key, true]);
    },
  );

  it('a production remote takes every shared module from the shell, without copies of its own', async () => {
    const production = sharedOf(await configOf('casino', 'production'));
    expect(Object.keys(production).length).toBeGreaterThan(0);
    for (const [key, entry] of Object.entries(production)) expect([key, entry.import]).toEqual([key, false]);
    // Served standalone in development there is no shell: the remote keeps its own copies there.
    for (const [key, entry] of Object.entries(sharedOf(await configOf('casino', 'development'))))
      expect([key, entry.import]).not.toEqual([key, false]);
    for (const [key, entry] of Object.entries(sharedOf(await configOf('shell', 'production'))))
      expect([key, entry.import]).not.toEqual([key, false]);
  });

  it('no remote provides a shared module eagerly', async () => {
    const shared = sharedOf(await configOf('casino', 'production'));
    expect(Object.keys(shared).length).toBeGreaterThan(0);
    for (const [key, entry] of Object.entries(shared)) expect([key, entry.eager]).toEqual([key, undefined]);
  });
});
