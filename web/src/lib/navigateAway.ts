/** Leaves the app for an external page (checkout); a module of its own so tests can replace it. */
export function navigateAway(url: string): void {
  window.location.assign(url);
}
