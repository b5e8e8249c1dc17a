import { create } from 'zustand';
import { nextId } from './id';
import type { ToastEntry, ToastOptions } from './types';

export interface ToastState {
  toasts: ToastEntry[];
}

/** Page-wide toasts (spec §2: loyalty notifications), rendered by the shell below its header. */
export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

/** Shows a toast and returns its id; an id already on screen is replaced, not repeated. */
export function showToast(options: ToastOptions): string {
  const id = options.id ?? nextId('toast');
  const entry: ToastEntry = { ...options, id };
  useToastStore.setState((state) => {
    const index = state.toasts.findIndex((toast) => toast.id === id);
    if (index === -1) return { toasts: [...state.toasts, entry] };
    const toasts = state.toasts.slice();
    toasts[index] = entry;
    return { toasts };
  });
  return id;
}

export function dismissToast(id: string): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

export const selectToasts = (state: ToastState) => state.toasts;

export function useToasts(): ToastEntry[] {
  return useToastStore(selectToasts);
}
