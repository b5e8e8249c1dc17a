import { createLiveStore, type StreamUpdate } from './live-store';

const update = (selectionId: number, price: number): StreamUpdate => ({
  event: { id: 1, status: 'live', clock: 30, home_score: 0, away_score: 0 },
  markets: [{ id: 10, status: 'open' }],
  selections: [{ id: selectionId, price }],
});

describe('the live store', () => {
  it('wakes only the listeners of what an update changed', () => {
    const store = createLiveStore();
    const changed = jest.fn();
    const other = jest.fn();
    const market = jest.fn();
    store.subscribeKey('price:100', changed);
    store.subscribeKey('price:101', other);
    store.subscribeKey('market:10', market);

    store.getState().apply(update(100, 185));

    expect(store.getState().prices[100]).toBe(185);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(market).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('wakes every listener on a snapshot, the API’s prices for a refused bet wake theirs, and an unsubscribed one sleeps', () => {
    const store = createLiveStore();
    const first = jest.fn();
    const second = jest.fn();
    const unsubscribe = store.subscribeKey('price:100', first);
    store.subscribeKey('price:101', second);

    store.getState().applySnapshot([update(100, 190)]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    store.getState().setPrices({ 101: 250 });
    expect(second).toHaveBeenCalledTimes(2);
    expect(first).toHaveBeenCalledTimes(1);

    unsubscribe();
    store.getState().apply(update(100, 200));
    expect(first).toHaveBeenCalledTimes(1);
  });
});
