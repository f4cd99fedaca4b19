import { useContext } from 'react';
import { SynthContext, type SynthContextValue } from './SynthContext';

export function useSynth(): SynthContextValue {
  const ctx = useContext(SynthContext);
  if (!ctx) throw new Error('useSynth must be used within a SynthProvider');
  return ctx;
}
