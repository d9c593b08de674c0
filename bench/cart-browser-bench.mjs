#!/usr/bin/env node
// Cart round trips as a shopper feels them, in Chromium against the built storefront and commerce server:
// - add: click "Aggiungi al carrello" on a product page → the header count shows the new quantity (next frame);
// - quantity: click "+" in the cart sidebar → the sidebar's subtotal shows the server's new figure (next frame).
//   The storefront waits 1 s after the last click before it sends a quantity (requirements §4: debounce), so the figure is
//   printed with and without that wait (from the request leaving the browser to the updated sidebar).
// Each round uses a fresh browser context (a new guest cart). Prints medians and p95 over the rounds.
// Usage: npm run build && npm run bench:cart-browser   (BENCH_ROUNDS, default 15)
/* global window, document, MutationObserver, requestAnimationFrame -- code passed to page.evaluate runs in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { startCommerceServer } from './lib/commerce-server.mjs';
import { summary } from './lib/stats.mjs';
import { startStorefront } from './lib/storefront.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverPort = 4394;
const storefrontPort = 4396;
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
// A washing machine with one variant and a dozen in stock.
const productPath = '/it/p/WW90DB7U94GBU3';
const chromeFlags = JSON.parse(fs.readFileSync(path.join(root, 'apps/storefront/e2e/chromium-flags.json'), 'utf8'));
// Kept between runs, so only the first run waits for the seed.
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'shop-bench-cart-browser-data');

/**
 * Clicks `clickSelector` and resolves with the click's time and the first frame after `done()` became true, both in
 * the page's clock, plus the start of the first cart API request sent after the click.
 */
async function timeClick(page, clickSelector, doneSource) {
    await page.evaluate(source => {
        const done = new Function(`return (${source})`)();
        window.__bench = new Promise(resolve => {
            let clickedAt = 0;
            document.addEventListener('click', event => (clickedAt = event.timeStamp), { capture: true, once: true });
            const observer = new MutationObserver(() => {
                if (!clickedAt || !done()) return;
                observer.disconnect();
                requestAnimationFrame(() => {
                    const shownAt = performance.now();
                    const request = performance
                        .getEntriesByType('resource')
                        .find(entry => entry.name.includes('/api/cart/') && entry.startTime >= clickedAt);
                    resolve({ clickedAt, shownAt, requestAt: request?.startTime ?? null });
                });
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
    }, doneSource);
    await page.click(clickSelector);
    return page.evaluate(() => window.__bench);
}

const server = startCommerceServer({ port: serverPort, dataDir });
await server.ready;
const storefront = startStorefront({ port: storefrontPort, shopApiUrl: `http://127.0.0.1:${serverPort}/shop-api` });
await storefront.ready;

const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeFlags,
});
const add = [];
const quantityWithDebounce = [];
const quantityRequestToSidebar = [];
try {
    for (let round = 0; round < rounds + 1; round++) {
        const context = await browser.newContext({ baseURL: storefront.origin, locale: 'it-IT' });
        const page = await context.newPage();
        await page.goto(productPath);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.waitForSelector('[data-testid="add-to-cart"]:not([disabled])');

        const added = await timeClick(
            page,
            '[data-testid="add-to-cart"]',
            `() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1'`,
        );

        await page.click('[data-testid="cart-button"]');
        await page.waitForSelector('[data-testid="cart-line"]');
        const before = await page.textContent('[data-testid="cart-subtotal"]');
        const changed = await timeClick(
            page,
            '[data-testid="cart-line-increase"]',
            `() => { const s = document.querySelector('[data-testid="cart-subtotal"]'); return s && s.textContent !== ${JSON.stringify(before)}; }`,
        );
        // The first round warms caches and compiles code paths: not counted.
        if (round > 0) {
            add.push(added.shownAt - added.clickedAt);
            quantityWithDebounce.push(changed.shownAt - changed.clickedAt);
            if (changed.requestAt !== null) quantityRequestToSidebar.push(changed.shownAt - changed.requestAt);
        }
        await context.close();
    }
} finally {
    await browser.close();
    storefront.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
}

const results = {
    addToCartClickToHeaderCount: summary(add),
    quantityClickToSidebarSubtotal: summary(quantityWithDebounce),
    quantityRequestToSidebarSubtotal: summary(quantityRequestToSidebar),
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/cart-browser.json'), JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
