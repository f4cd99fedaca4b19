import { render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SynthProvider } from './SynthProvider';
import { useSynth } from './useSynth';

describe('useSynth', () => {
  it('fails outside its provider with the exact error text', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useSynth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useSynth must be used within a SynthProvider');
    spy.mockRestore();
  });

  it('gives state and dispatch inside the provider', () => {
    const { result } = renderHook(() => useSynth(), { wrapper: SynthProvider });
    expect(result.current.state.form.name).toBe('My Content Synth');
  });
});
