import { panel } from '@nfx/ui';
import { stateText } from './states.css';

/** The empty and error states: the shared panel, centred, without a border, in muted text. */
export const statePanel = `${panel({ padding: 'xl', align: 'center', bordered: false })} ${stateText}`;
