/**
 * True when the page starts as the standalone landing page: at "/" without the sign-in hint, where
 * nobody can be signed in. Self-contained (no imports, no outer names) because the build also
 * inlines its source into index.html, to show the prerendered landing page before any script loads.
 */
export function startsWithLanding(hintCookie: string): boolean {
  return (
    window.location.pathname === '/' && !document.cookie.split(';').some((c) => c.trim().startsWith(`${hintCookie}=`))
  );
}
