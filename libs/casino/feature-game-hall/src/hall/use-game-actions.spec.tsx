import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { accountInfo, game } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { useGameActions } from './use-game-actions';

/** Records each render's heart handler; can move the address and press a heart. */
function Probe({ handlers }: { handlers: unknown[] }) {
  const { onToggleLike } = useGameActions();
  const navigate = useNavigate();
  handlers.push(onToggleLike);
  return (
    <>
      <button type="button" onClick={() => void navigate('/?tab=new')}>
        Move
      </button>
      <button type="button" onClick={() => onToggleLike(game(1), true)}>
        Like
      </button>
    </>
  );
}

describe('game actions', () => {
  it('give tiles one heart handler across address changes, which still asks a visitor to sign in from the current address', async () => {
    const { callsTo } = installFakeApi({ '/api/account/getInfo': () => ok(accountInfo(0)) });
    const handlers: unknown[] = [];
    renderWithProviders(<Probe handlers={handlers} />);
    await waitFor(() => expect(callsTo('/api/account/getInfo')).toHaveLength(1));

    const rendersBefore = handlers.length;
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?tab=new$/));
    expect(handlers.length).toBeGreaterThan(rendersBefore);
    // Memoized tiles get the same function: none of them re-renders for the address change.
    expect(new Set(handlers).size).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?tab=new&show_popup_auth=1$/));
  });
});
