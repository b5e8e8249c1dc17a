import path from 'node:path';
import type { Configuration } from 'webpack';

/**
 * The shell starts from one script (tools/webpack/create-app-config.ts, `eagerShared`): its entry,
 * named `bootstrap`, holds the shared libraries it provides. Remotes must not do the same: an eager
 * shared module would be bundled into every remoteEntry.js instead of taken from the shell.
 */
const WORKSPACE = path.resolve(__dirname, '../../..');
type Factory = (env: { mode: 'production' | 'development' }) => Configuration;
type SharedEntry = { eager?: boolean };

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

  it('no remote provides a shared module eagerly', async () => {
    const shared = sharedOf(await configOf('casino', 'production'));
    expect(Object.keys(shared).length).toBeGreaterThan(0);
    for (const [key, entry] of Object.entries(shared)) expect([key, entry.eager]).toEqual([key, undefined]);
  });
});
