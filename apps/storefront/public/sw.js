// Service worker: keeps the app shell and static files for offline use and shows the offline page when a page cannot load.
/* global self, caches */
const VERSION = 'v1';
const SHELL_CACHE = `shell-${VERSION}`;
const STATIC_CACHE = `static-${VERSION}`;
const MEDIA_CACHE = `media-${VERSION}`;
const OFFLINE_URL = '/offline';
const SHELL_URLS = [OFFLINE_URL, '/it', '/favicon.svg', '/manifest.webmanifest'];
const MEDIA_LIMIT = 120;

self.addEventListener('install', event => {
    event.waitUntil(
        caches
            .open(SHELL_CACHE)
            .then(cache => cache.addAll(SHELL_URLS))
            .then(() => self.skipWaiting()),
    );
});

self.addEventListener('activate', event => {
    const current = new Set([SHELL_CACHE, STATIC_CACHE, MEDIA_CACHE]);
    event.waitUntil(
        caches
            .keys()
            .then(keys => Promise.all(keys.filter(key => !current.has(key)).map(key => caches.delete(key))))
            .then(() => self.clients.claim()),
    );
});

async function trim(cacheName, limit) {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map(key => cache.delete(key)));
}

// Pages: always the network first (prices and stock change), the last copy or the offline page without it.
async function networkFirstPage(request) {
    try {
        const response = await fetch(request);
        if (response.ok && new URL(request.url).pathname === '/it') {
            const cache = await caches.open(SHELL_CACHE);
            await cache.put('/it', response.clone());
        }
        return response;
    } catch {
        const cached = (await caches.match(request)) || (await caches.match(OFFLINE_URL));
        return cached || new Response('', { status: 503 });
    }
}

// Hashed bundles never change under the same name: the cache answers first.
async function cacheFirst(request, cacheName) {
    const cached = await caches.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) {
        const cache = await caches.open(cacheName);
        await cache.put(request, response.clone());
    }
    return response;
}

// Images may change: answer from the cache at once and refresh it behind the scenes.
async function staleWhileRevalidate(request, cacheName) {
    const cache = await caches.open(cacheName);
    const cached = await cache.match(request);
    const refresh = fetch(request)
        .then(async response => {
            if (response.ok) {
                await cache.put(request, response.clone());
                await trim(cacheName, MEDIA_LIMIT);
            }
            return response;
        })
        .catch(() => cached);
    return cached || refresh;
}

self.addEventListener('fetch', event => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    // Data requests and calls are per shopper and must never come from a cache.
    if (url.pathname.startsWith('/api/') || url.pathname.endsWith('.data') || url.pathname.startsWith('/__manifest'))
        return;

    if (request.mode === 'navigate') {
        event.respondWith(networkFirstPage(request));
    } else if (url.pathname.startsWith('/static/')) {
        event.respondWith(cacheFirst(request, STATIC_CACHE));
    } else if (url.pathname.startsWith('/assets/')) {
        event.respondWith(staleWhileRevalidate(request, MEDIA_CACHE));
    }
});
