import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogOverlay } from './DialogOverlay';
import { DialogPanel } from './DialogPanel';
import { useBodyScrollLock } from './use-body-scroll-lock';

type DialogProps = { onRequestClose?: () => void; closable?: boolean };

function LoginDialog({ onRequestClose = jest.fn(), closable }: DialogProps) {
  return (
    <DialogOverlay onRequestClose={onRequestClose} closable={closable}>
      <DialogPanel aria-labelledby="login-title" closeLabel="Close">
        <h2 id="login-title">Log in</h2>
        <input aria-label="Login" />
        <input aria-label="Password" />
        <button type="submit">Enter</button>
      </DialogPanel>
    </DialogOverlay>
  );
}

/** Page with an opener button, like the header's "Log in". */
function Page({ closable }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open login
      </button>
      {open ? <LoginDialog closable={closable} onRequestClose={() => setOpen(false)} /> : null}
    </>
  );
}

function overlayOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.parentElement;
  if (!overlay) throw new Error('dialog has no overlay');
  return overlay;
}

describe('Dialog', () => {
  it('is a named modal dialog that focuses its first control', () => {
    render(<LoginDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Login')).toHaveFocus();
  });

  it('focuses the panel itself when it holds nothing focusable', () => {
    render(
      <DialogOverlay>
        <DialogPanel aria-label="Please wait">Checking your session</DialogPanel>
      </DialogOverlay>,
    );
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toHaveFocus();
  });

  it('closes on Esc', async () => {
    const user = userEvent.setup();
    const onRequestClose = jest.fn();
    render(<LoginDialog onRequestClose={onRequestClose} />);
    await user.keyboard('{Escape}');
    expect(onRequestClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the overlay but not on the panel', async () => {
    const user = userEvent.setup();
    const onRequestClose = jest.fn();
    render(<LoginDialog onRequestClose={onRequestClose} />);
    const dialog = screen.getByRole('dialog');

    await user.click(dialog);
    expect(onRequestClose).not.toHaveBeenCalled();
    await user.click(overlayOf(dialog));
    expect(onRequestClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    const onRequestClose = jest.fn();
    render(<LoginDialog onRequestClose={onRequestClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onRequestClose).toHaveBeenCalledTimes(1);
  });

  it('when not closable ignores Esc and overlay clicks and has no close button', async () => {
    const user = userEvent.setup();
    const onRequestClose = jest.fn();
    render(<LoginDialog onRequestClose={onRequestClose} closable={false} />);
    const dialog = screen.getByRole('dialog');

    await user.keyboard('{Escape}');
    await user.click(overlayOf(dialog));
    expect(onRequestClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab cycling inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <LoginDialog />
      </>,
    );
    const first = screen.getByLabelText('Login');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(first).toHaveFocus();

    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enter' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('gives focus back to the opener when it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open login' });

    await user.click(opener);
    expect(screen.getByLabelText('Login')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes only the innermost of two stacked dialogs on Esc', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    render(
      <DialogOverlay onRequestClose={closeOuter}>
        <DialogPanel aria-label="Wallet">
          <DialogOverlay onRequestClose={closeInner}>
            <DialogPanel aria-label="Confirm">
              <button type="button">Yes</button>
            </DialogPanel>
          </DialogOverlay>
        </DialogPanel>
      </DialogOverlay>,
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});

describe('body scroll lock', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('locks while any dialog is open, counting stacked dialogs', () => {
    document.body.style.overflow = 'scroll';
    const first = render(
      <DialogOverlay>
        <DialogPanel aria-label="First">one</DialogPanel>
      </DialogOverlay>,
    );
    const second = render(
      <DialogOverlay>
        <DialogPanel aria-label="Second">two</DialogPanel>
      </DialogOverlay>,
    );
    expect(document.body.style.overflow).toBe('hidden');

    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');

    second.unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('follows the hook argument', () => {
    const { rerender, unmount } = renderHook(({ active }) => useBodyScrollLock(active), { initialProps: { active: false } });
    expect(document.body.style.overflow).toBe('');

    rerender({ active: true });
    expect(document.body.style.overflow).toBe('hidden');
    rerender({ active: false });
    expect(document.body.style.overflow).toBe('');

    rerender({ active: true });
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});

/** Compile-time check: never called, only type-checked by `tsc`. */
export function typeChecks() {
  // @ts-expect-error a dialog must have an accessible name
  return <DialogPanel>unnamed</DialogPanel>;
}
