interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, ahead of timers where the browser can
 * (`scheduler.yield`). Start-up is one chain of steps; without a yield between them the browser
 * runs the whole chain as one long task, and a tap or a paint waits for all of it.
 */
export function yieldToMain(scope: { scheduler?: YieldingScheduler } = globalThis as { scheduler?: YieldingScheduler }): Promise<void> {
  const scheduler = scope.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
