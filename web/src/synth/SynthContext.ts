import { createContext, type Dispatch } from 'react';
import type { SynthAction, SynthState } from './types';

export interface SynthContextValue {
  state: SynthState;
  dispatch: Dispatch<SynthAction>;
}

export const SynthContext = createContext<SynthContextValue | null>(null);
