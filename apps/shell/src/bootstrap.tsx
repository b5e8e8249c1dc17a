import '@nfx/design-tokens/themes';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRuntime, readBootData } from '@nfx/app-runtime';
import { readRemoteRegistry, setUpFederation } from '@nfx/shell-federation';
import { createRemoteFallback, firstPaintShown, showFatalPage, StartupFailure, yieldToMain } from '@nfx/shell-feature-core';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // Started now, so that by the first render the wait is usually over.
  const firstPaint = firstPaintShown({ document });
  try {
    const boot = readBootData();
    const registry = await readRemoteRegistry();
    setUpFederation({
      registry,
      createFallback: createRemoteFallback,
      onRemoteError: (remote, error) => console.error(`[shell] remote "${remote}" failed to load`, error),
    });
    const runtime = await createAppRuntime({
      locale: boot?.locale ?? document.documentElement.lang ?? 'en',
      version: boot?.version ?? '0',
      localeData: boot?.locales,
      onFatalError: (page) => showFatalPage(page),
    });
    // The app's modules are in this chunk but run only when imported ("eager" makes no request):
    // evaluating them after a yield, and rendering after another, keeps each start-up step its
    // own short task instead of one long one while the server-drawn page is already on screen.
    await yieldToMain();
    const { App } = await import(/* webpackMode: "eager" */ '@nfx/shell-feature-app');
    await yieldToMain();
    await firstPaint;
    startTransition(() => {
      root.render(
        <StrictMode>
          <App runtime={runtime} />
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<StartupFailure error={error} />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
