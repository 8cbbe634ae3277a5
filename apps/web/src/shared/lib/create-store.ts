import { useSyncExternalStore } from 'react';

export type Store<State> = {
  getState: () => State;
  setState: (patch: Partial<State> | ((state: State) => Partial<State>)) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<State extends object>(initialState: State): Store<State> {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (patch) => {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<State, Selected>(store: Store<State>, selector: (state: State) => Selected): Selected {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
