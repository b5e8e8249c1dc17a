/** Spec §9: search waits for typing to pause this long before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
