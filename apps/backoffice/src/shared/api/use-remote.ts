import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Loads again; resolves when the answer is in. */
  reload: () => Promise<void>;
  /** Changes the loaded data in place, e.g. an optimistic toggle. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * The data of one read call, loaded when `key` changes (and `enabled`). An answer that arrives after a
 * newer call started is dropped, so a slow old answer never overwrites a new one.
 */
export function useRemote<T>(key: string, load: () => Promise<T>, enabled = true): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const value = await loader.current();
      if (call !== latest.current) return;
      setData(value);
      setError(null);
    } catch (cause) {
      if (call !== latest.current) return;
      setError(cause);
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
    else setLoading(false);
  }, [key, enabled, reload]);

  return { data, loading, error, reload, setData };
}
