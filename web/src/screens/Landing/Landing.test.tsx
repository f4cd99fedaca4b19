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

// The landing page's GraphQL pricing answer.
const PRICING = {
  data: {
    pricing: {
      tiers: [
        { id: 'basic', name: 'Basic', monthly: 19, yearly: 190, discountPercent: 20 },
        { id: 'professional', name: 'Professional', monthly: 39, yearly: 390, discountPercent: 20 },
        { id: 'thought-leader', name: 'Thought Leader', monthly: 99, yearly: 990, discountPercent: 20 },
      ],
    },
  },
};

describe('Landing page', () => {
  it('has Login and Get Started to /login and the six-step #how-it-works section', () => {
    mockFetch({ '/graphql': () => PRICING });
    renderApp(<Landing />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
    const how = document.getElementById('how-it-works')!;
    expect(within(how).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows Go To App to a signed-in user', () => {
    mockFetch({ '/graphql': () => PRICING });
    sessionStore.setUser({
      id: 'u',
      firebaseUid: 'uid',
      displayName: 'Ada',
      email: null,
      photoUrl: null,
      onboarded: true,
      subscriptionStatus: 'trial',
    });
    renderApp(<Landing />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Go To App' }).getAttribute('href')).toBe('/dashboard');
    expect(header.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('prices yearly by default and switches to monthly', async () => {
    mockFetch({ '/graphql': () => PRICING });
    renderApp(<Landing />);
    const basic = within(await screen.findByRole('article', { name: 'Basic' }));
    basic.getByText('$15.83');
    basic.getByText('Up to 10 RSS feeds');
    expect(screen.getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    basic.getByText('$19');
    within(screen.getByRole('article', { name: 'Professional' })).getByText('Up to 20 RSS feeds');
    within(screen.getByRole('article', { name: 'Thought Leader' })).getByText('Up to 30 RSS feeds');
  });

  it('offers Try Again with the exact pricing error text when pricing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/graphql': () => new Response('down', { status: 500 }) });
    renderApp(<Landing />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load pricing information. Please try again later.',
    );
    screen.getByRole('button', { name: 'Try Again' });
  });
});
