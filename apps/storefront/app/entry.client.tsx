// Browser entry: hydrates the page (or loads the address shown, when the shopper moved through history before the
// scripts ran), reloads once on a missing chunk, registers the service worker.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadForChunkError } from '~/lib/chunk-reload';
import { watchHistoryUntilHydrated } from '~/lib/hydration/rendered-address';

// Vite fires this when a preloaded chunk of an older build is gone after a deploy.
window.addEventListener('vite:preloadError', event => {
    if (reloadForChunkError()) event.preventDefault();
});

function registerServiceWorker() {
    // Browsers without (working) service workers simply go without offline support.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // This module is imported dynamically, so the load event may already be over.
    if (document.readyState === 'complete') registerServiceWorker();
    else window.addEventListener('load', registerServiceWorker, { once: true });
}

if (!watchHistoryUntilHydrated()) {
    startTransition(() => {
        hydrateRoot(
            document,
            <StrictMode>
                <HydratedRouter />
            </StrictMode>,
        );
    });
}
