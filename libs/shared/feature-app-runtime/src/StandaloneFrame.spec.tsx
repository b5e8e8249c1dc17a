import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { showToast, useToastStore } from '@nfx/dialogs';
import { StandaloneFrame } from './StandaloneFrame';

function createI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { shell: { notifications: 'Notifications' }, common: { close: 'Close' } } } },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** A remote page that announces something as a toast, as loyalty's notifications do. */
function ToastingRoutes({ section }: { section: string }) {
  useEffect(() => {
    showToast({ title: 'Quest complete', message: `+50 points in ${section}`, durationMs: null });
  }, [section]);
  return <h1>{section}</h1>;
}

afterEach(() => {
  act(() => useToastStore.setState({ toasts: [] }));
  window.history.pushState({}, '', '/');
});

describe('StandaloneFrame', () => {
  it("shows a remote's toasts in the shared toast host when the remote runs alone", () => {
    window.history.pushState({}, '', '/loyalty');
    render(
      <I18nextProvider i18n={createI18n()}>
        <StandaloneFrame RemoteRoutes={ToastingRoutes} sections={['loyalty']} title="loyalty" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'loyalty' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('+50 points in loyalty');
  });
});
