import {
  answerConfirm,
  closeAllDialogs,
  closeDialog,
  closeTopDialog,
  dismissDialog,
  dismissTopDialog,
  isDialogOpen,
  openConfirm,
  openDialog,
  registerDialog,
  setDialogPreventClose,
  topDialog,
  useDialogStore,
} from './dialog-store';
import { openAuthDialog, AUTH_DIALOG } from './auth-dialog';

const ids = () => useDialogStore.getState().stack.map((dialog) => dialog.id);

afterEach(() => {
  closeAllDialogs();
  useDialogStore.setState({ registry: {} });
});

describe('dialog stack', () => {
  it('stacks dialogs in opening order and closes the top one first', () => {
    const first = openDialog({ content: 'one', title: 'One' });
    const second = openDialog({ content: 'two', title: 'Two', kind: 'curtain' });
    expect(ids()).toEqual([first, second]);
    expect(topDialog()?.id).toBe(second);

    expect(closeTopDialog()).toBe(second);
    expect(ids()).toEqual([first]);
    expect(closeTopDialog()).toBe(first);
    expect(closeTopDialog()).toBeNull();
  });

  it('closes a dialog in the middle by id and leaves the others in order', () => {
    const a = openDialog({ content: 'a', title: 'A' });
    const b = openDialog({ content: 'b', title: 'B' });
    const c = openDialog({ content: 'c', title: 'C' });
    expect(closeDialog(b)).toBe(true);
    expect(ids()).toEqual([a, c]);
    expect(closeDialog(b)).toBe(false);
  });

  it('fills defaults: popup kind, curtain from the left, closable', () => {
    openDialog({ content: 'x', ariaLabel: 'X', kind: 'curtain' });
    expect(topDialog()).toMatchObject({ kind: 'curtain', side: 'left', preventClose: false, hideCloseButton: false });
    openDialog({ content: 'y', ariaLabel: 'Y' });
    expect(topDialog()?.kind).toBe('popup');
  });

  it('replaces an already open id in place instead of stacking a copy', () => {
    openDialog({ id: 'same', content: 'first', title: 'T' });
    openDialog({ content: 'other', title: 'O' });
    openDialog({ id: 'same', content: 'second', title: 'T' });
    expect(ids()).toEqual(['same', expect.any(String)]);
    expect(useDialogStore.getState().stack[0]?.content).toBe('second');
  });

  it('refuses a popup with neither a name nor content', () => {
    expect(() => openDialog({ title: 'Empty' })).toThrow('registered name or content');
  });

  it('calls onClose once with the reason', () => {
    const onClose = jest.fn();
    const id = openDialog({ content: 'x', title: 'X', onClose });
    dismissDialog(id);
    dismissDialog(id);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('dismiss');
  });
});

describe('preventClose', () => {
  it('blocks what the player does (Esc, overlay, close button) but not code', () => {
    const onClose = jest.fn();
    const id = openDialog({ content: 'x', title: 'X', preventClose: true, onClose });
    expect(dismissTopDialog()).toBe(false);
    expect(dismissDialog(id)).toBe(false);
    expect(isDialogOpen(id)).toBe(true);

    expect(closeDialog(id)).toBe(true);
    expect(onClose).toHaveBeenCalledWith('close');
  });

  it('blocks only the dialog that asks for it', () => {
    const locked = openDialog({ content: 'locked', title: 'L', preventClose: true });
    const free = openDialog({ content: 'free', title: 'F' });
    expect(dismissTopDialog()).toBe(true);
    expect(ids()).toEqual([locked]);
    expect(dismissTopDialog()).toBe(false);
    expect(free).not.toBe(locked);
  });

  it('can be switched by the content while open', () => {
    const id = openDialog({ content: 'x', title: 'X' });
    setDialogPreventClose(id, true);
    expect(dismissDialog(id)).toBe(false);
    setDialogPreventClose(id, false);
    expect(dismissDialog(id)).toBe(true);
  });
});

describe('confirm', () => {
  it('runs agree or reject and then closes', () => {
    const onAgree = jest.fn();
    const onReject = jest.fn();
    const onClose = jest.fn();
    const id = openConfirm({
      content: '<p>Burn the bonus?</p>',
      textAgree: 'Yes',
      textReject: 'No',
      onAgree,
      onReject,
      onClose,
      title: 'Bonus',
    });
    expect(topDialog()).toMatchObject({ kind: 'confirm', content: '<p>Burn the bonus?</p>', textAgree: 'Yes', textReject: 'No' });

    answerConfirm(id, 'agree');
    expect(onAgree).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledWith('agree');
    expect(isDialogOpen(id)).toBe(false);
  });

  it('a dismissed confirm calls neither answer', () => {
    const onAgree = jest.fn();
    const onReject = jest.fn();
    const id = openConfirm({ content: 'Sure?', onAgree, onReject, ariaLabel: 'Confirm' });
    dismissDialog(id);
    expect(onAgree).not.toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
  });
});

describe('registry', () => {
  it('registers by name and unregisters only its own registration', () => {
    const First = () => null;
    const Second = () => null;
    const unregisterFirst = registerDialog('promo', First);
    registerDialog('promo', Second);
    unregisterFirst();
    expect(useDialogStore.getState().registry['promo']).toBe(Second);
  });

  it('wraps a loader into a lazy component', () => {
    registerDialog('lazy', { load: async () => ({ default: () => null }) });
    const registered = useDialogStore.getState().registry['lazy'] as unknown as { $$typeof: symbol };
    expect(registered.$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it('openAuthDialog opens one auth popup and switches its mode on a second call', () => {
    openAuthDialog({ mode: 'authorization' });
    openAuthDialog({ mode: 'registration', preventClose: true });
    const stack = useDialogStore.getState().stack;
    expect(stack).toHaveLength(1);
    expect(stack[0]).toMatchObject({ id: AUTH_DIALOG, name: AUTH_DIALOG, preventClose: true, props: { initialMode: 'registration' } });
    expect(isDialogOpen(AUTH_DIALOG)).toBe(true);
  });
});
