import { createContext, useContext } from 'react';

export type DialogBehaviour = {
  onRequestClose?: () => void;
  closable: boolean;
};

/** Lets a DialogPanel inherit close behaviour from its DialogOverlay so callers state it once. */
export const DialogContext = createContext<DialogBehaviour>({ closable: true });

export function useDialogBehaviour(): DialogBehaviour {
  return useContext(DialogContext);
}
