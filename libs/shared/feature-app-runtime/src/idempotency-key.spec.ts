import { act, renderHook } from '@testing-library/react';
import { idempotencyHeaders, useIdempotencyKey } from './idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps one key for the same request until it settles, and a new one for another request', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 10 });
    expect(result.current.keyFor({ amount: 10 })).toBe(first);
    const other = result.current.keyFor({ amount: 20 });
    expect(other).not.toBe(first);
    act(() => result.current.settle());
    const afterSuccess = result.current.keyFor({ amount: 20 });
    expect(afterSuccess).not.toBe(other);
    expect(idempotencyHeaders(afterSuccess)).toEqual({ headers: { 'Idempotency-Key': afterSuccess } });
  });
});
