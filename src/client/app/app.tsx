import { useEffect, useState } from 'react';
import { formatHours } from '../../shared/domain/format.js';
import type { ShopSettings } from '../../shared/schemas/shop-settings.js';

type State = { kind: 'loading' } | { kind: 'ready'; settings: ShopSettings } | { kind: 'error' };

/** The first screen: the shop's name, status and hours, read from the API. */
export function App() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    fetch('/api/shop-settings', { credentials: 'include' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
        setState({ kind: 'ready', settings: (await response.json()) as ShopSettings });
      })
      .catch(() => {
        setState({ kind: 'error' });
      });
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '3rem 1rem' }}>
      <h1>PREMIUM GROOMING</h1>
      <p>Experience the finest barbering with modern luxury</p>
      {state.kind === 'loading' && <p>Loading…</p>}
      {state.kind === 'error' && <p role="alert">Something went wrong</p>}
      {state.kind === 'ready' && (
        <p>
          <strong>{state.settings.isOpen ? 'OPEN' : 'CLOSED'}</strong> ·{' '}
          {formatHours(state.settings.openTime, state.settings.closeTime)}
        </p>
      )}
    </main>
  );
}
