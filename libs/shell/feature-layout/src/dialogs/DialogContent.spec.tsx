import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cmsConfigQueryOptions } from '@nfx/cms-config';
import { closeAllDialogs, openDialog, registerDialog, useDialogStore } from '@nfx/dialogs';
import { renderWithProviders } from '../testing/render-with-providers';
import { DialogHost } from './DialogHost';

afterEach(() => {
  act(() => closeAllDialogs());
  useDialogStore.setState({ registry: {} });
  jest.useRealTimers();
});

/** A remote's popup that throws while `state.broken` (React renders it more than once before giving up). */
function promoWhile(state: { broken: boolean }) {
  return function Promo() {
    if (state.broken) throw new Error('remote blew up');
    return <p>Deposit bonus 100%</p>;
  };
}

type View = ReturnType<typeof renderWithProviders>;
const withSettings = (view: View, settings: Record<string, unknown>) =>
  act(() => {
    view.queryClient.setQueryData(cmsConfigQueryOptions('en').queryKey, { settings });
  });

describe('popup fallbacks (CMS settings.popupFallbacks)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.mocked(console.error).mockRestore());

  it('shows the configured message inside the popup, and its retry renders the content again', async () => {
    const state = { broken: true };
    registerDialog('promo', promoWhile(state));
    const view = renderWithProviders(<DialogHost />);
    withSettings(view, { popupFallbacks: { mode: 'message', titleKey: 'errors.sectionUnavailable.title' } });
    act(() => {
      openDialog({ name: 'promo', title: 'Promo' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Promo' });
    const alert = await screen.findByRole('alert');
    expect(dialog).toContainElement(alert);
    expect(alert).toHaveTextContent('This section is unavailable');
    state.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deposit bonus 100%')).toBeInTheDocument();
  });

  it('closes the popup instead when the CMS says close', async () => {
    registerDialog('promo', promoWhile({ broken: true }));
    const view = renderWithProviders(<DialogHost />);
    withSettings(view, { popupFallbacks: { mode: 'close' } });
    act(() => {
      openDialog({ name: 'promo', title: 'Promo' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('loader settings (CMS settings.loader)', () => {
  it('shows nothing for the delay, then the configured spinner, in the same box', async () => {
    const view = renderWithProviders(<DialogHost />);
    withSettings(view, { loader: { type: 'spinner', delayMs: 300, minimumVisibleMs: 0 } });
    jest.useFakeTimers();
    act(() => {
      openDialog({ name: 'never-registered', ariaLabel: 'Waiting' });
    });
    const box = screen.getByRole('dialog', { name: 'Waiting' }).querySelector('[aria-busy="true"]') as HTMLElement;
    expect(box).toHaveAttribute('data-loading', 'waiting');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(box).toHaveAttribute('data-loading', 'spinner');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
