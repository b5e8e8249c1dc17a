import { dismissToast, showToast, useToastStore } from './toast-store';

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('toasts', () => {
  it('adds toasts in order, replaces by id and dismisses', () => {
    const first = showToast({ message: 'Quest done' });
    showToast({ id: 'level', message: 'Level 2' });
    showToast({ id: 'level', message: 'Level 3' });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Quest done', 'Level 3']);
    dismissToast(first);
    expect(useToastStore.getState().toasts.map((toast) => toast.id)).toEqual(['level']);
  });
});
