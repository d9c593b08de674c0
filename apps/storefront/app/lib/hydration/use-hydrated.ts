// Whether the page runs in a hydrated browser: what only works with JavaScript waits for it, and the first client
// render still matches the server's HTML.
import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: once true, the answer never changes again.
const subscribe = () => () => undefined;

/**
 * False in the server render and while React hydrates that HTML, then true; a component first mounted after
 * hydration (a client-side navigation) is true from its first render.
 */
export function useHydrated(): boolean {
    return useSyncExternalStore(
        subscribe,
        () => true,
        () => false,
    );
}
