import { jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { useRemote } from './use-remote';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (cause: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useRemote', () => {
  it('loads on mount and reports loading, then the data', async () => {
    const { result } = renderHook(() => useRemote('one', () => Promise.resolve(42)));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBe(42);
    expect(result.current.error).toBeNull();
  });

  it('shows an answer given with the page at once and asks for it only when the key changes', async () => {
    const load = jest.fn((): Promise<string> => Promise.resolve('nuevo'));
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load, { initialData: 'de la página' }), {
      initialProps: { key: 'colfactura' },
      wrapper: StrictMode,
    });
    expect(result.current).toMatchObject({ data: 'de la página', loading: false });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'firmamail' });
    await waitFor(() => expect(result.current.data).toBe('nuevo'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while disabled', () => {
    const load = jest.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useRemote('one', load, { enabled: false }));
    expect(result.current.loading).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the error and the previous data after a failure, and clears the error on success', async () => {
    let fail = false;
    const { result } = renderHook(() => useRemote('one', () => (fail ? Promise.reject(new Error('caída')) : Promise.resolve('dato'))));
    await waitFor(() => expect(result.current.data).toBe('dato'));
    fail = true;
    await act(() => result.current.reload());
    expect(result.current.error).toEqual(new Error('caída'));
    expect(result.current.data).toBe('dato');
    fail = false;
    await act(() => result.current.reload());
    expect(result.current.error).toBeNull();
  });

  it('reports loading on the very render where the key changes, and drops the answer of an older key', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) =>
        useRemote(key, (signal) => {
          signals.push(signal);
          return answers[key].promise;
        }),
      { initialProps: { key: 'a' as 'a' | 'b' } },
    );
    rerender({ key: 'b' });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0].aborted).toBe(true);
    await act(async () => {
      answers.b.resolve('nuevo');
      answers.a.resolve('viejo');
      await Promise.resolve();
    });
    expect(result.current.data).toBe('nuevo');
    expect(result.current.loading).toBe(false);
  });

  it('aborts the call under way on unmount', async () => {
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useRemote('one', (signal) => {
        seen = signal;
        return new Promise<never>(() => undefined);
      }),
    );
    await waitFor(() => expect(seen).toBeDefined());
    unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('changes the data in place with setData', async () => {
    const { result } = renderHook(() => useRemote('one', () => Promise.resolve([1, 2])));
    await waitFor(() => expect(result.current.data).toEqual([1, 2]));
    act(() => result.current.setData((current) => current?.map((value) => value * 10)));
    expect(result.current.data).toEqual([10, 20]);
  });
});
