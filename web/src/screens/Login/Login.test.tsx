import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { Login } from './Login';

const signInWithGoogle = vi.fn();
const usesAuthEmulator = vi.fn(async () => false);
vi.mock('../../auth/signIn', () => ({
  signInWithGoogle: (a?: unknown) => signInWithGoogle(a),
  usesAuthEmulator: () => usesAuthEmulator(),
}));

afterEach(() => {
  cleanup();
  signInWithGoogle.mockReset();
  usesAuthEmulator.mockReset();
  usesAuthEmulator.mockResolvedValue(false);
});

describe('Login', () => {
  it('offers Google sign-in and a feature list', () => {
    renderApp(<Login />, { path: '/login' });
    screen.getByRole('button', { name: 'Sign in with Google' });
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it('shows the exact sign-in failure text when sign-in fails', async () => {
    signInWithGoogle.mockRejectedValue(new Error('popup closed'));
    renderApp(<Login />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to login. Please try again.');
  });

  it('against the Auth emulator, asks for the Google account in the app and signs in with it', async () => {
    usesAuthEmulator.mockResolvedValue(true);
    signInWithGoogle.mockResolvedValue({});
    renderApp(<Login />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await screen.findByRole('dialog', { name: 'Choose a Google account' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(signInWithGoogle).toHaveBeenCalledWith({ email: 'ada@example.com', name: 'Ada' }));
  });
});
