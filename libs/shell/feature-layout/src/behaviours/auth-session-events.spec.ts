import { isInsideMessenger, reportSignedOut } from './auth-session-events';

describe('auth session events', () => {
  it('reports a sign-out to the tag manager queue when there is one', () => {
    const view = { dataLayer: [] as Array<Record<string, unknown>> };
    reportSignedOut(view);
    expect(view.dataLayer).toEqual([{ event: 'nfx.anonymise', user_id: undefined }]);
  });

  it('does nothing without a tag manager', () => {
    const view: { dataLayer?: Array<Record<string, unknown>> } = {};
    reportSignedOut(view);
    expect(view.dataLayer).toBeUndefined();
  });

  it('recognises the messenger mini-app by its script or its launch hash', () => {
    const page = (hash: string, initData?: string) =>
      ({ location: { hash }, Telegram: initData === undefined ? undefined : { WebApp: { initData } } }) as unknown as Window;
    expect(isInsideMessenger(page('#tgWebAppData=id%3D1'))).toBe(true);
    expect(isInsideMessenger(page('', 'id=1&hash=abc'))).toBe(true);
    expect(isInsideMessenger(page('', ''))).toBe(false);
    expect(isInsideMessenger(page('#section'))).toBe(false);
  });
});
