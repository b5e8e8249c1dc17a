import { create } from 'zustand';
import type { FatalPage } from '@nfx/errors';

interface FatalPageState {
  page: FatalPage | null;
}

/** Set by the API client when an answer needs a full-page reaction (spec §8). */
export const useFatalPageStore = create<FatalPageState>(() => ({ page: null }));

export function showFatalPage(page: FatalPage): void {
  useFatalPageStore.setState({ page });
}

export function clearFatalPage(): void {
  useFatalPageStore.setState({ page: null });
}

export const selectFatalPage = (state: FatalPageState) => state.page;
