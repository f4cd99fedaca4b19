import { useMemo, useReducer, type ReactNode } from 'react';
import { SynthContext } from './SynthContext';
import { initialSynthState, synthReducer } from './synthReducer';
import type { SynthState } from './types';

/** Holds one synth editor's state for the components below it. */
export function SynthProvider({ children, initialState }: { children: ReactNode; initialState?: SynthState }) {
  const [state, dispatch] = useReducer(synthReducer, initialState ?? initialSynthState());
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <SynthContext.Provider value={value}>{children}</SynthContext.Provider>;
}
