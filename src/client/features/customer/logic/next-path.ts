/**
 * Where to go after signing in: a `?next=` path on this site, else the account (docs/product/screens.md). Only a
 * same-site path is followed, so a crafted link cannot send a fresh login to another site.
 */
export function afterLoginPath(search: string, fallback = '/customer/account'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  // Back to the login page would only bounce to the account again.
  if (next === '/customer/login' || next.startsWith('/customer/login?')) return fallback;
  return next;
}
