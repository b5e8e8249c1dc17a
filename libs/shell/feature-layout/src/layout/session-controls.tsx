import { type ReactNode, useRef } from 'react';
import { useFocusHandoff } from './focus-handoff';
import * as styles from './Header.css';

/** One side of the header's session controls; the first control takes focus handed over by the other side. */
export function SessionControls({ children }: { children: ReactNode }) {
  const container = useRef<HTMLSpanElement>(null);
  useFocusHandoff(container);
  return (
    <span ref={container} className={styles.sessionControls}>
      {children}
    </span>
  );
}
