import { closeAllDialogs, closeTopDialog, dismissTopDialog, useDialogStore } from './dialog-store';
import { clearFollowUpPopups, pendingFollowUpPopups, queueFollowUpPopup, runFollowUpPopups } from './follow-up-queue';

const openNames = () => useDialogStore.getState().stack.map((dialog) => dialog.name);

afterEach(() => {
  clearFollowUpPopups();
  closeAllDialogs();
});

describe('follow-up popups', () => {
  it('opens nothing until run, then shows them one after another in queue order', () => {
    const ownOnClose = jest.fn();
    queueFollowUpPopup({ name: 'confirmEmail', ariaLabel: 'Confirm email', onClose: ownOnClose });
    queueFollowUpPopup({ name: 'unseenCashback', ariaLabel: 'Cashback' });
    queueFollowUpPopup({ name: 'campaign', ariaLabel: 'Campaign' });
    expect(openNames()).toEqual([]);
    expect(pendingFollowUpPopups()).toBe(3);

    expect(runFollowUpPopups()).toBe(3);
    expect(pendingFollowUpPopups()).toBe(0);
    expect(openNames()).toEqual(['confirmEmail']);

    dismissTopDialog();
    expect(ownOnClose).toHaveBeenCalledWith('dismiss');
    expect(openNames()).toEqual(['unseenCashback']);
    closeTopDialog();
    expect(openNames()).toEqual(['campaign']);
    closeTopDialog();
    expect(openNames()).toEqual([]);
  });

  it('keeps one entry per id', () => {
    queueFollowUpPopup({ id: 'cashback', name: 'unseenCashback', ariaLabel: 'Old' });
    queueFollowUpPopup({ id: 'cashback', name: 'unseenCashback', ariaLabel: 'New' });
    expect(pendingFollowUpPopups()).toBe(1);
    runFollowUpPopups();
    expect(useDialogStore.getState().stack[0]?.ariaLabel).toBe('New');
  });

  it('running an empty queue opens nothing', () => {
    expect(runFollowUpPopups()).toBe(0);
    expect(openNames()).toEqual([]);
  });
});
