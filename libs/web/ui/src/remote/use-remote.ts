import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What the answer depends on: a string (compared by value), or a list of values compared one by one with
 * Object.is, as the dependencies of an effect (same length on every render).
 */
export type RemoteKey = string | readonly unknown[];

/** What a screen knows of one read call (decision 0030: the one way the SPAs fetch data). */
export interface Remote<T> {
  /** The last answer; kept while a newer call is under way and after a failed one. */
  data: T | undefined;
  /** A call is under way, or `key` changed and its call has not started yet. */
  loading: boolean;
  /** Why the last call failed; null once a call succeeds. */
  error: unknown;
  /** Loads again; resolves when the answer is in. */
  reload: () => Promise<void>;
  /** Changes the loaded data in place, e.g. an optimistic toggle. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

export interface RemoteOptions<T = unknown> {
  /** False asks nothing, drops the answer under way and reports no loading; true by default. */
  enabled?: boolean;
  /** Applies a successful answer inside `startTransition`: for answers that render large trees (decision 0025). */
  inTransition?: boolean;
  /**
   * The answer for the first key, already at hand (the page the server rendered came with it, decision
   * 0055): shown at once and not asked for; a later key loads as usual.
   */
  initialData?: T;
}

interface RemoteState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** The key's stamp of the last call started, null when disabled. */
  asked: object | string | null;
}

/**
 * The data of one read call, loaded when `key` changes (and `enabled`). Starting a call aborts the previous
 * one and so does unmounting: `load` gets that call's signal, to pass to the api-client or to check
 * (`signal.aborted`) before a side effect such as a snackbar. The answer of an aborted call is dropped, so a
 * slow old answer never overwrites a new one.
 */
export function useRemote<T>(key: RemoteKey, load: (signal: AbortSignal) => Promise<T>, options: RemoteOptions<T> = {}): Remote<T> {
  const { enabled = true, inTransition = false, initialData } = options;
  // One stamp per key: the same string, or a new object whenever one of the listed values changes.
  const deps = typeof key === 'string' ? [key] : key;
  // The key is the list of dependencies.
  const stamp = useMemo(() => (typeof key === 'string' ? key : {}), deps);
  const given = enabled && initialData !== undefined;
  const [state, setState] = useState<RemoteState<T>>(() =>
    given
      ? { data: initialData, error: null, loading: false, asked: stamp }
      : { data: undefined, error: null, loading: enabled, asked: enabled ? stamp : null },
  );
  // The key whose answer came with the page: its first load is skipped.
  const answered = useRef<object | string | null>(given ? stamp : null);
  const call = useRef<AbortController | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const asking = useRef(stamp);
  asking.current = stamp;
  const transition = useRef(inTransition);
  transition.current = inTransition;

  const reload = useCallback(async () => {
    call.current?.abort();
    const controller = new AbortController();
    call.current = controller;
    const asked = asking.current;
    setState((current) => ({ ...current, loading: true, asked }));
    try {
      const value = await loader.current(controller.signal);
      if (controller.signal.aborted) return;
      const settle = () => setState((current) => ({ ...current, data: value, error: null, loading: false }));
      if (transition.current) startTransition(settle);
      else settle();
    } catch (cause) {
      if (controller.signal.aborted) return;
      setState((current) => ({ ...current, error: cause, loading: false }));
    }
  }, []);

  useEffect(() => {
    if (enabled) {
      // Also when an effect runs twice for the same key (React's StrictMode in development).
      if (answered.current === stamp) return;
      answered.current = null;
      void reload();
      return;
    }
    call.current?.abort();
    setState((current) => ({ ...current, loading: false, asked: null }));
  }, [stamp, enabled, reload]);

  useEffect(() => () => call.current?.abort(), []);

  const setData = useCallback<Dispatch<SetStateAction<T | undefined>>>(
    (next) =>
      setState((current) => ({
        ...current,
        data: typeof next === 'function' ? (next as (previous: T | undefined) => T | undefined)(current.data) : next,
      })),
    [],
  );

  const loading = enabled ? state.loading || state.asked !== stamp : state.loading && state.asked !== null;
  return { data: state.data, loading, error: state.error, reload, setData };
}
