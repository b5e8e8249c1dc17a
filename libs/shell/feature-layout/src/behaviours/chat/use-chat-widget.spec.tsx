import { act, render } from '@testing-library/react';
import { useSession } from '@nfx/session';
import { startChatWidget, type ChatWidget } from './chat-widget';
import { onFirstActivityOrIdle } from './first-activity';
import { setSupportChatOpener, supportChatState } from './support-chat';
import { useChatWidget } from './use-chat-widget';

jest.mock('@nfx/cms-config', () => ({
  selectChat: jest.fn(),
  useCmsConfig: () => ({ data: { chat: 'crisp', settings: { crisp: { websiteId: 'w-1' } } } }),
}));
jest.mock('@nfx/session', () => ({ useSession: jest.fn() }));
jest.mock('./first-activity', () => ({ onFirstActivityOrIdle: jest.fn() }));
jest.mock('./chat-widget', () => ({ startChatWidget: jest.fn() }));

const session = jest.mocked(useSession);
const firstActivity = jest.mocked(onFirstActivityOrIdle);
const start = jest.mocked(startChatWidget);
const PLAYER = { uid: 7, fakename: 'Ann', login: 'ann@example.com' };

function Chat({ path }: { path: string }) {
  useChatWidget(path);
  return null;
}

function signedIn(player: typeof PLAYER | null) {
  session.mockReturnValue({ account: player, isAuthenticated: player !== null, isLoading: false } as ReturnType<typeof useSession>);
}

function fakeWidget(): jest.Mocked<ChatWidget> {
  return { listen: jest.fn(), identify: jest.fn(), forget: jest.fn(), setVisible: jest.fn(), open: jest.fn() };
}

/** What the hook asked to run on first activity. */
function waitingStart(): () => void {
  const onStart = firstActivity.mock.lastCall?.[0];
  if (!onStart) throw new Error('the chat does not wait for first activity');
  return onStart;
}

/** Fires the first activity the hook waits for and lets the chat's chunk arrive. */
async function firstActivityHappens() {
  const onStart = waitingStart();
  await act(async () => onStart());
}

describe('useChatWidget: the loaded chat is driven from its own chunk', () => {
  let widget: jest.Mocked<ChatWidget>;

  beforeEach(() => {
    firstActivity.mockReset().mockReturnValue(() => undefined);
    widget = fakeWidget();
    start.mockReset().mockResolvedValue(widget);
    signedIn(null);
    setSupportChatOpener(null);
  });

  it('starts the configured chat only on first activity, then shows it and offers it to open', async () => {
    render(<Chat path="/" />);
    expect(start).not.toHaveBeenCalled();
    expect(supportChatState().open).toBeNull();

    await firstActivityHappens();
    expect(start).toHaveBeenCalledWith('crisp', expect.any(Function));
    expect(start.mock.calls[0]?.[1]()).toEqual({ websiteId: 'w-1' });
    expect(widget.listen).toHaveBeenCalledTimes(1);
    expect(widget.setVisible).toHaveBeenLastCalledWith(true);
    expect(widget.identify).not.toHaveBeenCalled();
    expect(widget.forget).not.toHaveBeenCalled();
    expect(supportChatState().open).toBe(widget.open);
  });

  it('sets the player after sign-in, forgets them after sign-out and hides on the betting board', async () => {
    signedIn(PLAYER);
    const view = render(<Chat path="/" />);
    await firstActivityHappens();
    expect(widget.identify).toHaveBeenCalledWith(PLAYER);
    const isAuthenticated = widget.listen.mock.calls[0]?.[0];
    expect(isAuthenticated?.()).toBe(true);

    signedIn(null);
    view.rerender(<Chat path="/betting/live" />);
    expect(widget.forget).toHaveBeenCalledTimes(1);
    expect(isAuthenticated?.()).toBe(false);
    expect(widget.setVisible).toHaveBeenLastCalledWith(false);

    view.unmount();
    expect(supportChatState().open).toBeNull();
  });

  it('leaves a chat that arrives after unmount unused', async () => {
    const view = render(<Chat path="/" />);
    const onStart = waitingStart();
    view.unmount();
    await act(async () => onStart());
    expect(start).toHaveBeenCalled();
    expect(widget.listen).not.toHaveBeenCalled();
    expect(supportChatState().open).toBeNull();
  });
});
