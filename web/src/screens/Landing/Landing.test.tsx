import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/sessionStore';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { Landing } from './Landing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.reset();
});

const PRICING = {
  pricing: {
    basic: { monthly: 19, yearly: 190, discount_percent: 20 },
    professional: { monthly: 39, yearly: 390, discount_percent: 20 },
    'thought-leader': { monthly: 99, yearly: 990, discount_percent: 20 },
  },
  tiers: [
    { id: 'basic', name: 'Basic' },
    { id: 'professional', name: 'Professional' },
    { id: 'thought-leader', name: 'Thought Leader' },
  ],
  environment: 'test',
};

describe('Landing page', () => {
  it('has Login and Get Started to /login and the six-step #how-it-works section', () => {
    mockFetch({ '/api/subscription/pricing': () => PRICING });
    renderApp(<Landing />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
    const how = document.getElementById('how-it-works')!;
    expect(within(how).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows Go To App to a signed-in user', () => {
    mockFetch({ '/api/subscription/pricing': () => PRICING });
    sessionStore.setUser({ id: 'u', firebaseUid: 'uid', displayName: 'Ada', email: null, photoUrl: null, onboarded: true, subscriptionStatus: 'trial' });
    renderApp(<Landing />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Go To App' }).getAttribute('href')).toBe('/dashboard');
    expect(header.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('prices yearly by default and switches to monthly', async () => {
    mockFetch({ '/api/subscription/pricing': () => PRICING });
    renderApp(<Landing />);
    const basic = within(await screen.findByRole('article', { name: 'Basic' }));
    expect(basic.getByText('$15.83')).toBeTruthy();
    expect(basic.getByText('Up to 10 RSS feeds')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(basic.getByText('$19')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Professional' })).getByText('Up to 20 RSS feeds')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Thought Leader' })).getByText('Up to 30 RSS feeds')).toBeTruthy();
  });

  it('offers Try Again with the exact pricing error text when pricing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/api/subscription/pricing': () => new Response('down', { status: 500 }) });
    renderApp(<Landing />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load pricing information. Please try again later.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
