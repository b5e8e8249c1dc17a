import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from './Toast';
import { ToastViewport } from './ToastViewport';

function renderToast(props: Partial<Parameters<typeof Toast>[0]> = {}) {
  const onClose = jest.fn();
  render(
    <ToastViewport label="Notifications">
      <Toast title="Deposit received" message="50 USD added" closeLabel="Dismiss" onClose={onClose} {...props} />
    </ToastViewport>,
  );
  return onClose;
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sits in a named, polite live region', () => {
    renderToast();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Deposit received');
    expect(region).toHaveTextContent('50 USD added');
  });

  it('closes itself after 5000 ms by default', () => {
    const onClose = renderToast();
    act(() => jest.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('honours a custom duration, and null keeps it open', () => {
    const onClose = renderToast({ durationMs: 1000 });
    act(() => jest.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);

    const onCloseSticky = jest.fn();
    render(<Toast message="Stays" closeLabel="Dismiss" onClose={onCloseSticky} durationMs={null} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(onCloseSticky).not.toHaveBeenCalled();
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onClose = renderToast({ durationMs: null });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while the pointer is over it, then finishes the remaining time', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onClose = renderToast({ durationMs: 5000 });
    act(() => jest.advanceTimersByTime(3000));

    await user.hover(screen.getByText('50 USD added'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();

    await user.unhover(screen.getByText('50 USD added'));
    act(() => jest.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
