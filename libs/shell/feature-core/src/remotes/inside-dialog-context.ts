import { createContext, useContext } from 'react';

/** The id of the popup a part renders in, if any: a failed part inside a popup shows the popup fallback. */
export const InsideDialogContext = createContext<string | null>(null);

export function useInsideDialog(): string | null {
  return useContext(InsideDialogContext);
}
