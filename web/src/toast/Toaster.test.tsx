import { ThemeProvider } from '@emotion/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { Toaster } from './Toaster';
import { dismissToast, toast, TOAST_DEFAULT_DURATION } from './toastStore';

const renderToaster = () =>
  render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  );

// jsdom has no PointerEvent; a MouseEvent carries the clientX the swipe needs.
class FakePointerEvent extends MouseEvent {}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PointerEvent', FakePointerEvent);
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    renderToaster();
    act(() => void toast({ title: 'First', description: 'one' }));
    act(() => void toast({ title: 'Second', description: 'two' }));
    expect(screen.queryByText('First')).toBeNull();
    screen.getByText('Second');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('lasts 5 s unless told otherwise', () => {
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
  });

  it.each([
    { name: 'closes after 5 s by default', input: { title: 'Saved' }, stillShownAfter: 4999, goneAfterMore: 1 },
    {
      name: 'honours a custom duration',
      input: { title: 'Long', duration: 8000 },
      stillShownAfter: 5000,
      goneAfterMore: 3000,
    },
  ])('$name', ({ input, stillShownAfter, goneAfterMore }) => {
    renderToaster();
    act(() => void toast(input));
    act(() => vi.advanceTimersByTime(stillShownAfter));
    screen.getByText(input.title);
    act(() => vi.advanceTimersByTime(goneAfterMore));
    expect(screen.queryByText(input.title)).toBeNull();
  });

  it('uses an alert role for destructive toasts and status for default ones', () => {
    renderToaster();
    act(() => void toast({ title: 'Broken', variant: 'destructive' }));
    expect(screen.getByRole('alert').getAttribute('data-variant')).toBe('destructive');
    act(() => void toast({ title: 'Fine' }));
    expect(screen.getByRole('status').getAttribute('data-variant')).toBe('default');
  });

  it('dismisses on a swipe right of more than 50 px, not less', () => {
    renderToaster();
    act(() => void toast({ title: 'Swipe me' }));
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    screen.getByText('Swipe me');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 130 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('closes with the close button', () => {
    renderToaster();
    act(() => void toast({ title: 'Bye' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('F8 moves focus to the notification region', () => {
    renderToaster();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});
