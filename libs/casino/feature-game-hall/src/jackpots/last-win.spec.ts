import type { JackpotWin } from '@nfx/api-contract';
import { lastWonAt } from './last-win';

function win(sysname: string, wonAt: string): JackpotWin {
  return {
    id: 1,
    jackpot: { sysname, name: sysname },
    player: 'Ma***er',
    amount: { amount: 10, currency: 'USD' },
    game: null,
    won_at: wonAt,
  };
}

describe('lastWonAt', () => {
  it("takes the pool's newest listed win when the pool has no date of its own", () => {
    const wins = [win('mega', '2024-05-03T00:00:00Z'), win('mini', '2024-05-02T00:00:00Z'), win('mini', '2024-05-04T00:00:00Z')];
    expect(lastWonAt({ sysname: 'mini', last_won_at: null }, wins)).toBe('2024-05-04T00:00:00Z');
  });

  it("keeps the pool's own date when it is newer than the listed wins", () => {
    expect(lastWonAt({ sysname: 'mini', last_won_at: '2024-06-01T00:00:00Z' }, [win('mini', '2024-05-04T00:00:00Z')])).toBe(
      '2024-06-01T00:00:00Z',
    );
  });

  it('is null only for a pool with neither a date nor a listed win', () => {
    expect(lastWonAt({ sysname: 'major', last_won_at: null }, [win('mini', '2024-05-04T00:00:00Z')])).toBeNull();
  });
});
