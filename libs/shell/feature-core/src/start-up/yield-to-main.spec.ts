import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    await yieldToMain({ scheduler: { yield: yieldFn } });
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a new task, after the current one and its microtasks', async () => {
    jest.useFakeTimers();
    try {
      const order: string[] = [];
      const resumed = yieldToMain({}).then(() => order.push('resumed'));
      await Promise.resolve().then(() => order.push('microtask'));
      expect(order).toEqual(['microtask']);
      jest.runOnlyPendingTimers();
      await resumed;
      expect(order).toEqual(['microtask', 'resumed']);
    } finally {
      jest.useRealTimers();
    }
  });
});
