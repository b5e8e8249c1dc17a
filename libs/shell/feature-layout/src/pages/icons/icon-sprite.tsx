import type { ReactElement } from 'react';
import { CloseIcon, EyeIcon } from '@nfx/ui';
import { SystemPageIcon } from '../SystemPageIcon';

/**
 * Every icon the site draws, by the name it goes by in the code: the controls' icons of the UI
 * library and the system pages' status marks. The site keeps its icons as inline SVG components
 * (no sprite file to fetch), so this list is the sprite that `/_icons` lays out; an icon added to
 * the site is added here.
 */
export const iconSprite: ReadonlyArray<{ name: string; icon: () => ReactElement }> = [
  { name: 'close', icon: () => <CloseIcon /> },
  { name: 'eye', icon: () => <EyeIcon /> },
  { name: 'eye-struck', icon: () => <EyeIcon struck /> },
  { name: 'status-success', icon: () => <SystemPageIcon icon="success" /> },
  { name: 'status-error', icon: () => <SystemPageIcon icon="error" /> },
  { name: 'status-info', icon: () => <SystemPageIcon icon="info" /> },
  { name: 'status-warning', icon: () => <SystemPageIcon icon="warning" /> },
  { name: 'status-loader', icon: () => <SystemPageIcon icon="loader" /> },
];
