import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { configureApiClient } from '@nfx/api-client';

// The site's shared namespaces and the profile remote's own, as the page has them once the remote has mounted.
const messageDirs = [
  path.resolve(__dirname, '../../../../../../apps/platform-api/src/seed/content/messages/en'),
  path.resolve(__dirname, '../../../../../../apps/profile/src/i18n/en'),
];

function englishMessages(): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const dir of messageDirs) {
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.json')) tree[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return tree;
}

/** Renders under the providers the shell gives a remote, with the real English texts. */
export function renderPage(ui: ReactElement) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: ['en'],
    resources: { en: { translation: englishMessages() } },
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

type Answer = { status: 'ok'; payload: unknown } | { status: 'error'; error: Record<string, unknown> };
export type FakeRoute = (body: Record<string, string>) => Answer;

/** Points the shared api client at a fake that answers by `area/method` and records each POST's fields. */
export function installFakeApi(routes: Record<string, FakeRoute>) {
  const posts: Array<{ call: string; body: Record<string, string> }> = [];
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const call = url.pathname.replace(/^\/api\//, '');
    const body: Record<string, string> = {};
    if (init?.body instanceof FormData) init.body.forEach((value, key) => (body[key] = String(value)));
    if (init?.method === 'POST') posts.push({ call, body });
    const route = routes[call];
    const answer: Answer = route ? route(body) : { status: 'error', error: { type: 'MethodNotFoundException', message: call } };
    const status = answer.status === 'ok' ? 200 : 400;
    const text = JSON.stringify(answer);
    return { status, ok: status === 200, body: null, text: async () => text, json: async () => JSON.parse(text) } as unknown as Response;
  });
  configureApiClient({
    version: 'test',
    getLocale: () => 'en',
    fetch: fetchMock as unknown as typeof fetch,
    isInFrame: () => false,
    retryDelayMs: 0,
  });
  return { posts, fetchMock };
}

export const ok = (payload: unknown): Answer => ({ status: 'ok', payload });
export const refusal = (type: string, extra: Record<string, unknown> = {}): Answer => ({
  status: 'error',
  error: { type: `${type}Exception`, message: type, ...extra },
});
