import { act, screen, waitFor } from '@testing-library/react';
import { closeAllDialogs, openDialog, useDialogStore, useToastStore } from '@nfx/dialogs';
import { renderWithProviders } from '../testing/render-with-providers';
import { DialogLayer } from './DialogLayer';

afterEach(() => {
  act(() => closeAllDialogs());
  useToastStore.setState({ toasts: [] });
});

describe('DialogLayer', () => {
  it('draws nothing until a dialog opens, then loads the host and shows it', async () => {
    const { container } = renderWithProviders(<DialogLayer />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[data-dialog-host]')).toBeNull();
    act(() => {
      openDialog({ title: 'Wallet', content: <p>Balance</p> });
    });
    // The host is a real dynamic import: its first transform can take seconds on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Wallet' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Balance')).toBeInTheDocument();
    act(() => closeAllDialogs());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the dialogs and says why in a toast when the host cannot be fetched, and tries again on the next one', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadHost = jest.fn(() => Promise.reject(new Error('chunk failed')));
    renderWithProviders(<DialogLayer loadHost={loadHost} />);
    act(() => {
      openDialog({ title: 'Wallet', content: <p>Balance</p> });
    });
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toEqual([
        expect.objectContaining({ tone: 'danger', message: 'Check your connection and try again' }),
      ]),
    );
    expect(useDialogStore.getState().stack).toEqual([]);
    act(() => {
      openDialog({ title: 'Wallet', content: <p>Balance</p> });
    });
    await waitFor(() => expect(loadHost).toHaveBeenCalledTimes(2));
    errorLog.mockRestore();
  });
});
