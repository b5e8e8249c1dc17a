import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { createAppRuntime } from './create-app-runtime';
import { StandaloneFrame, type StandaloneFrameProps } from './StandaloneFrame';

export type StandaloneOptions = StandaloneFrameProps;

/**
 * A remote's standalone dev mode: the same routes it exposes, mounted in a minimal frame with
 * the same providers the shell gives it. The API is reached through the dev server's proxy.
 */
export async function mountStandalone(options: StandaloneOptions): Promise<void> {
  const runtime = await createAppRuntime({ locale: 'en', version: 'standalone' });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <AppProviders runtime={runtime}>
        <StandaloneFrame {...options} />
      </AppProviders>
    </StrictMode>,
  );
}
