import type { CmsConfig } from '@nfx/api-contract';
import { selectNoticesOn, shouldMountNotifications } from './page-notifications';

describe('when the shell mounts the notifications remote', () => {
  it.each([
    [{ signedIn: true, interacted: true, noticesOn: true }, true],
    [{ signedIn: false, interacted: true, noticesOn: true }, false],
    [{ signedIn: true, interacted: false, noticesOn: true }, false],
    [{ signedIn: true, interacted: true, noticesOn: false }, false],
    [{ signedIn: true, interacted: true, noticesOn: undefined }, false],
  ])('%o → %s', (state, expected) => {
    expect(shouldMountNotifications(state)).toBe(expected);
  });

  it.each([
    [{}, true],
    [{ loyalty: { isEnableLoyalty: false } }, true],
    [{ loyalty: { isEnableCharacters: false } }, true],
    [{ loyalty: { isEnableLoyalty: false, isEnableCharacters: true } }, true],
    [{ loyalty: { isEnableLoyalty: false, isEnableCharacters: false } }, false],
  ])('notices on for %o → %s (both default on, §9)', (config, expected) => {
    expect(selectNoticesOn(config as CmsConfig)).toBe(expected);
  });
});
