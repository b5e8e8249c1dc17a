import { act, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { LocaleRoute } from './LocaleRoute';

/** LocaleRoot's renders, counted by the route guard it calls on each. */
let localeRootRenders = 0;
/** What the route-level hooks did, in the order their effects ran. */
const effects: string[] = [];
/** Stands for a popup query settling inside useCampaignPopups. */
let popupsVersion = 0;
let popupsHookRenders = 0;
const popupsListeners = new Set<() => void>();
function settlePopupsQuery() {
  popupsVersion += 1;
  popupsListeners.forEach((listener) => listener());
}

function useRecordedEffect(name: string) {
  useEffect(() => {
    effects.push(name);
  }, [name]);
}

jest.mock('@nfx/shell-federation', () => ({ remoteRegistry: () => ({}) }));
jest.mock('./use-client-redirect', () => ({
  useClientRedirect: () => {
    useRecordedEffect('redirect');
    return null;
  },
}));
jest.mock('./use-route-guard', () => ({
  useRouteGuard: () => {
    localeRootRenders += 1;
    useRecordedEffect('guard');
    return { type: 'allow' };
  },
}));
jest.mock('./use-query-flags', () => ({ useQueryFlags: () => useRecordedEffect('query flags') }));
jest.mock('@nfx/shell-feature-layout', () => {
  const { Outlet } = jest.requireActual('react-router');
  const Empty = () => null;
  return {
    isInsideMessenger: () => false,
    SignedInBehaviours: Empty,
    Layout: () => <Outlet />,
    HomePage: () => <p>home</p>,
    LazyPage: Empty,
    lazyPageRoutes: [],
    PageLoading: Empty,
    NotFoundPage: Empty,
    SystemPage: Empty,
    SlugPage: Empty,
    systemPages: {},
    standaloneSystemPageRoutes: [],
    systemPageRoutes: [],
    useCampaignPopupPreviewFlag: () => useRecordedEffect('popup preview'),
    useCampaignPopups: () => {
      popupsHookRenders += 1;
      useSyncExternalStore(
        (listener) => {
          popupsListeners.add(listener);
          return () => popupsListeners.delete(listener);
        },
        () => popupsVersion,
      );
      useRecordedEffect('popups');
    },
    useGlobalBehaviours: () => useRecordedEffect('global behaviours'),
  };
});

function renderRoute(): void {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, initImmediate: false });
  const providers = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>
  );
  render(<LocaleRoute />, { wrapper: providers });
}

describe('LocaleRoute', () => {
  beforeEach(() => {
    effects.length = 0;
    localeRootRenders = 0;
    popupsHookRenders = 0;
  });

  it('keeps LocaleRoot still when a query read only by the route behaviours settles', () => {
    renderRoute();
    const [rootBefore, popupsBefore] = [localeRootRenders, popupsHookRenders];
    act(() => settlePopupsQuery());
    expect(popupsHookRenders).toBeGreaterThan(popupsBefore);
    expect(localeRootRenders).toBe(rootBefore);
  });

  it('runs the behaviours after the redirect and the guard, in the order LocaleRoot ran them', () => {
    renderRoute();
    expect(effects).toEqual(['redirect', 'guard', 'query flags', 'popup preview', 'popups', 'global behaviours']);
  });
});
