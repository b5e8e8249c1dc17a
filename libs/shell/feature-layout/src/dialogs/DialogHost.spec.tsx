import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToastHost } from '@nfx/app-runtime';
import {
  closeAllDialogs,
  dismissTopDialog,
  openConfirm,
  openDialog,
  registerDialog,
  showToast,
  queueFollowUpPopup,
  runFollowUpPopups,
  useDialogStore,
  useToastStore,
  type DialogContentProps,
} from '@nfx/dialogs';
import { renderWithProviders } from '../testing/render-with-providers';
import { DialogHost } from './DialogHost';

afterEach(() => {
  act(() => closeAllDialogs());
  useDialogStore.setState({ registry: {} });
  useToastStore.setState({ toasts: [] });
});

function Opener() {
  return (
    <button type="button" onClick={() => openDialog({ title: 'Wallet', content: <button type="button">Inside</button> })}>
      Open wallet
    </button>
  );
}

const overlayOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

describe('DialogHost', () => {
  it('renders a named dialog, returns focus to the opener when Esc closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Opener />
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open wallet' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Wallet' });
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('Esc and an overlay click close only the top of a stack', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DialogHost />);
    act(() => {
      openDialog({ title: 'First', content: <button type="button">One</button> });
      openDialog({ title: 'Second', content: <button type="button">Two</button> });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();

    await user.click(overlayOf(screen.getByRole('dialog', { name: 'First' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with preventClose ignores Esc and the overlay and hides the close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DialogHost />);
    act(() => {
      openDialog({ title: 'Locked', content: <button type="button">Only way</button>, preventClose: true });
    });
    const dialog = screen.getByRole('dialog', { name: 'Locked' });
    await user.keyboard('{Escape}');
    await user.click(overlayOf(dialog));
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('closes from its close button with the dismiss reason', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<DialogHost />);
    act(() => {
      openDialog({ ariaLabel: 'Menu', kind: 'curtain', content: <a href="/gamehall">Casino</a>, onClose });
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('dismiss');
  });

  it('shows a skeleton while a lazy registered dialog loads, then the component with its props', async () => {
    let resolve: (module: { default: (props: DialogContentProps & { code: string }) => React.ReactNode }) => void = () => undefined;
    registerDialog('promo', { load: () => new Promise((done) => (resolve = done as typeof resolve)) as never });
    renderWithProviders(<DialogHost />);
    act(() => {
      openDialog({ name: 'promo', title: 'Promo', props: { code: 'WELCOME' } });
    });
    const dialog = screen.getByRole('dialog', { name: 'Promo' });
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => {
      resolve({
        default: ({ code, closeDialog }) => (
          <button type="button" onClick={closeDialog}>
            Activate {code}
          </button>
        ),
      });
    });
    const button = await screen.findByRole('button', { name: 'Activate WELCOME' });
    await userEvent.setup().click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a confirm shows sanitised HTML and runs the chosen answer', async () => {
    const user = userEvent.setup();
    const onAgree = jest.fn();
    renderWithProviders(<DialogHost />);
    act(() => {
      openConfirm({
        title: 'Burn bonus',
        content: '<p>Burn <b>it</b>?</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
        textAgree: 'Burn',
        onAgree,
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Burn bonus' });
    // The sanitizer is loaded on demand.
    await waitFor(() => expect(dialog.querySelector('b')?.textContent).toBe('it'));
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Burn' }));
    expect(onAgree).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a dialog opened before registration waiting until it is registered', async () => {
    renderWithProviders(<DialogHost />);
    act(() => {
      openDialog({ name: 'late', ariaLabel: 'Late' });
    });
    expect(screen.getByRole('dialog', { name: 'Late' }).querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => {
      registerDialog('late', () => <p>Arrived</p>);
    });
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });
});

describe('DialogHost: the page behind and focus after closing', () => {
  /** The shell's page: a main landmark that takes focus, and a register button that signing in removes. */
  function Page({ signedIn }: { signedIn: boolean }) {
    return (
      <main id="main" tabIndex={-1}>
        {signedIn ? (
          <p>Welcome</p>
        ) : (
          <button type="button" onClick={() => openDialog({ title: 'Register', content: <button type="button">Create account</button> })}>
            Register
          </button>
        )}
      </main>
    );
  }

  it('makes the page and a covered dialog inert while a dialog is open, the toasts excepted', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <>
        <Page signedIn={false} />
        <DialogHost />
        <ToastHost />
      </>,
    );
    const page = container.parentElement === document.body ? container : document.body.firstElementChild!;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(page).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Register' }).closest('[inert]')).toBe(page);
    expect(screen.getByRole('region', { name: 'Notifications' }).closest('[inert]')).toBeNull();

    act(() => {
      openDialog({ title: 'On top', content: <button type="button">Top</button> });
    });
    expect(screen.getByRole('dialog', { name: 'Register' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'On top' }).closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Register' }).closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
  });

  it('after registration, the confirm-email popup that follows and its closing leave focus on the page, not the document', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(
      <>
        <Page signedIn={false} />
        <DialogHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    queueFollowUpPopup({ id: 'confirm-email', title: 'Confirm your email', content: <button type="button">Later</button> });

    // Registration succeeded: the header's register button is gone and the auth dialog closes.
    view.rerender(
      <>
        <Page signedIn />
        <DialogHost />
      </>,
    );
    act(() => {
      dismissTopDialog();
      runFollowUpPopups();
    });
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('ToastHost', () => {
  it('shows toasts in a labelled region and calls onOpened once', async () => {
    const user = userEvent.setup();
    const onOpened = jest.fn();
    function Page() {
      const [, rerender] = useState(0);
      return (
        <button type="button" onClick={() => rerender((value) => value + 1)}>
          Rerender
        </button>
      );
    }
    renderWithProviders(
      <>
        <Page />
        <ToastHost />
      </>,
    );
    act(() => {
      showToast({ title: 'Quest complete', message: '+50 points', onOpened, durationMs: null });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('+50 points');
    await user.click(screen.getByRole('button', { name: 'Rerender' }));
    expect(onOpened).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(region).not.toHaveTextContent('+50 points'));
  });
});
