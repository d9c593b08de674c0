// Browser entry: hydrates the page (or loads the address shown, when the shopper moved through history before the
// scripts ran), reloads once on a missing chunk, registers the service worker and then links the manifest.
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
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(linkManifest, () => {});
}

/**
 * Installing the shop as an app takes the service worker and the manifest together, so the manifest is linked once the
 * worker is registered, not in the page's head: there, Chromium fetched it and its icon as soon as the page had loaded,
 * beside the page's largest picture on a first visit's slow connection.
 */
function linkManifest() {
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
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
