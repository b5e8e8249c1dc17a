import { createSlipStore, type SlipSelection } from './slip-store';

const pick = (selectionId: number, marketId: number): SlipSelection => ({
  selectionId,
  marketId,
  eventId: marketId,
  sport: 'football',
  home: 'Arsenal',
  away: 'Chelsea',
  market: 'winner',
  line: null,
  code: 'home',
  shownPrice: 185,
});

describe('the slip store’s picked listeners', () => {
  it('wake only for a selection that comes into the slip or leaves it', () => {
    const store = createSlipStore();
    const first = jest.fn();
    const second = jest.fn();
    store.subscribePicked(1, first);
    store.subscribePicked(2, second);

    store.getState().toggle(pick(1, 10));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();

    // Another outcome of the same market replaces the first: both change.
    store.getState().toggle(pick(2, 10));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);

    // A change that moves no selection in or out wakes nobody.
    store.getState().setAcceptOddsChanges(true);
    store.getState().acceptPrices({ 2: 190 });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);

    store.getState().clear();
    expect(second).toHaveBeenCalledTimes(2);
  });
});
