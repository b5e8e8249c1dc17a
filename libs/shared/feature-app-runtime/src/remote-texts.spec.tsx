import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { changeLanguage, loadI18n } from '@nfx/i18n';
import { createRemoteTexts } from './remote-texts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const localeData = {
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
    { code: 'lv', name: 'Latviešu' },
  ],
  defaultLocale: 'en',
};

/** What the remote's build put into its folder: its own namespace in two locales (no Latvian). */
const remoteFiles: Record<string, unknown> = {
  '/remotes/probe/1/i18n/en.json': { probe: { title: 'Probe page', lead: 'Built in' } },
  '/remotes/probe/1/i18n/de.json': { probe: { title: 'Probeseite', lead: 'Eingebaut' } },
};

/** The shell's messages: its own namespace, and an editor's override of one of the remote's keys. */
const siteMessages: Record<string, unknown> = {
  en: { shell: { hello: 'Hello' }, probe: { lead: 'Edited by the CMS' } },
  de: { shell: { hello: 'Hallo' } },
  lv: { shell: { hello: 'Sveiki' } },
};

function network(failFirst: string[] = []) {
  const failures = new Set(failFirst);
  return jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url.startsWith('/nfx/i18n/messages/')) return json(siteMessages[url.slice('/nfx/i18n/messages/'.length)] ?? {}, 200);
    if (failures.delete(url)) return json({}, 404);
    return url in remoteFiles ? json(remoteFiles[url]) : json({}, 404);
  });
}

function Page() {
  const { t } = useTranslation();
  return (
    <p>
      {t('shell.hello')} · {t('probe.title')} · {t('probe.lead')}
    </p>
  );
}

async function mount(fetchMock: jest.Mock, locale = 'en') {
  global.fetch = fetchMock as unknown as typeof fetch;
  const i18n = await loadI18n({ locale, localeData });
  const ProbeTexts = createRemoteTexts('/remotes/probe/1/');
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <ProbeTexts>
            <Page />
          </ProbeTexts>
        </Suspense>
      </I18nextProvider>,
    );
  });
  return i18n;
}

const remoteRequests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/remotes/'));

describe('a remote’s texts', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('load from the remote’s own folder before it renders, under the CMS’s edits', async () => {
    const fetchMock = network();
    await mount(fetchMock);
    expect(await screen.findByText('Hello · Probe page · Edited by the CMS')).toBeInTheDocument();
    expect(remoteRequests(fetchMock)).toEqual(['/remotes/probe/1/i18n/en.json']);
  });

  it('load the new locale before the language switch shows it', async () => {
    const fetchMock = network();
    const i18n = await mount(fetchMock);
    await screen.findByText('Hello · Probe page · Edited by the CMS');
    await act(() => changeLanguage(i18n, 'de'));
    expect(screen.getByText('Hallo · Probeseite · Eingebaut')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(remoteRequests(fetchMock)).toEqual(['/remotes/probe/1/i18n/en.json', '/remotes/probe/1/i18n/de.json']);
  });

  it('fall back to the default locale for a locale the remote does not ship, once', async () => {
    const fetchMock = network();
    await mount(fetchMock, 'lv');
    expect(await screen.findByText('Sveiki · Probe page · Edited by the CMS')).toBeInTheDocument();
    expect(remoteRequests(fetchMock)).toEqual([
      '/remotes/probe/1/i18n/lv.json',
      '/remotes/probe/1/i18n/lv.json',
      '/remotes/probe/1/i18n/en.json',
    ]);
  });

  it('ask again once when the first answer failed (a preload made while the remote was down)', async () => {
    const fetchMock = network(['/remotes/probe/1/i18n/de.json']);
    await mount(fetchMock, 'de');
    expect(await screen.findByText('Hallo · Probeseite · Eingebaut')).toBeInTheDocument();
  });
});
