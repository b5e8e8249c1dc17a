import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { fakeResponse, formOf, installFakeApi as installSharedFakeApi } from '@nfx/api-client/testing';

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

/**
 * The page's routes by `area/method` over the one fake API of `@nfx/api-client/testing`; `posts`
 * lists each POST's call and fields in order.
 */
export function installFakeApi(routes: Record<string, FakeRoute>) {
  const api = installSharedFakeApi(
    Object.fromEntries(
      Object.entries(routes).map(([call, route]) => [
        `/api/${call}`,
        (_url: URL, init: RequestInit | undefined) => {
          const answer = route(textFields(init));
          return fakeResponse(answer, answer.status === 'ok' ? 200 : 400);
        },
      ]),
    ),
  );
  return {
    fetchMock: api.fetchMock,
    get posts() {
      return api.calls
        .filter((call) => call.init?.method === 'POST')
        .map((call) => ({ call: call.path.replace(/^\/api\//, ''), body: call.body }));
    },
  };
}

function textFields(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries([...(formOf(init)?.entries() ?? [])].map(([key, value]) => [key, String(value)]));
}

export const ok = (payload: unknown): Answer => ({ status: 'ok', payload });
export const refusal = (type: string, extra: Record<string, unknown> = {}): Answer => ({
  status: 'error',
  error: { type: `${type}Exception`, message: type, ...extra },
});
