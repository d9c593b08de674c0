#!/usr/bin/env node
// Checkout as a shopper feels it, in Chromium against the built storefront, the commerce server and its XPay sandbox:
// - payClickToCardPage: from the click on "Ordine con obbligo di pagamento" to the sandbox's card page, loaded (the
//   storefront's action, the commerce server's attempt and signature, the auto-posted form);
// - cardPaidToThankYou: from the click on the sandbox's "Paga" to the first contentful paint of the thank-you page
//   (the notification, the return, its verification, the order placed, the thank-you page);
// - serverRender: each step's page answered to a plain GET with the shopper's cookies (time to the whole HTML);
// - firstLoadJs: the scripts each step's page loads, compressed bytes on the wire.
// Each round is a new guest with one product. Prints medians and p95 over the rounds (the first round warms up).
// Usage: npm run build && npm run bench:checkout   (BENCH_ROUNDS, default 10)
/* global document -- code passed to page.evaluate runs in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { startCommerceServer } from './lib/commerce-server.mjs';
import { summary } from './lib/stats.mjs';
import { startStorefront } from './lib/storefront.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverPort = 4414;
const storefrontPort = 4416;
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const renders = 10;
const chromeFlags = JSON.parse(fs.readFileSync(path.join(root, 'apps/storefront/e2e/chromium-flags.json'), 'utf8'));
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'shop-bench-checkout-data');
const steps = ['shipping', 'billing', 'payment'];

const server = startCommerceServer({
    port: serverPort,
    dataDir,
    env: {
        NODE_ENV: 'development',
        STOREFRONT_ORIGIN: `http://127.0.0.1:${storefrontPort}`,
        RATE_LIMIT_CART_WRITES_PER_IP: '100000',
    },
});
await server.ready;
const storefront = startStorefront({
    port: storefrontPort,
    shopApiUrl: `http://127.0.0.1:${serverPort}/shop-api`,
    env: { WEB_CONCURRENCY: '1', PAYMENT_FORM_ORIGINS: `http://127.0.0.1:${serverPort}` },
});
await storefront.ready;

async function scriptBytes(page) {
    return page.evaluate(() =>
        performance
            .getEntriesByType('resource')
            .filter(entry => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
            .reduce((sum, entry) => sum + entry.transferSize, 0),
    );
}

async function renderTimes(cookieHeader, step) {
    const times = [];
    for (let i = 0; i < renders; i++) {
        const started = performance.now();
        const response = await fetch(`${storefront.origin}/it/checkout/${step}`, {
            headers: { cookie: cookieHeader },
            redirect: 'manual',
        });
        await response.text();
        if (response.status !== 200) throw new Error(`${step} answered ${response.status}`);
        times.push(performance.now() - started);
    }
    return times;
}

const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeFlags,
});
const toCardPage = [];
const toThankYou = [];
const render = Object.fromEntries(steps.map(step => [step, []]));
const js = Object.fromEntries(steps.map(step => [step, 0]));
try {
    for (let round = 0; round < rounds + 1; round++) {
        const context = await browser.newContext({ baseURL: storefront.origin, locale: 'it-IT' });
        const page = await context.newPage();
        await page.goto('/it/p/ARCHERAX55');
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.click('[data-testid="add-to-cart"]');
        await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1');
        await page.goto('/it/checkout/user-account');
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.fill('[data-testid="checkout-guest-form"] input[name="email"]', `bench.${Date.now()}@example.it`);
        await page.click('[data-testid="checkout-guest-submit"]');
        await page.waitForURL('**/it/checkout/shipping');
        const form = page.locator('[data-testid="checkout-shipping-form"]');
        await form.locator('input[name="firstName"]').fill('Maria');
        await form.locator('input[name="lastName"]').fill('Rossi');
        await form.locator('input[name="streetLine1"]').fill('Via Roma 12');
        await form.locator('input[name="postalCode"]').fill('20121');
        await form.locator('input[name="city"]').fill('Milano');
        await form.locator('select[name="province"]').selectOption('MI');
        await form.locator('input[name="phoneNumber"]').fill('+39 333 123 4567');
        await page.click('[data-testid="checkout-shipping-submit"]');
        await page.waitForURL('**/it/checkout/billing');
        await page.click('[data-testid="checkout-billing-submit"]');
        await page.waitForURL('**/it/checkout/payment');
        if (round === 1) {
            // Each step's own first load, as compressed bytes on the wire: a new browser context with this shopper's
            // cookies and an empty cache.
            const state = await context.storageState();
            for (const step of ['shipping', 'billing', 'payment']) {
                const fresh = await browser.newContext({ baseURL: storefront.origin, storageState: state });
                const freshPage = await fresh.newPage();
                await freshPage.goto(`/it/checkout/${step}`);
                await freshPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
                await freshPage.waitForLoadState('networkidle');
                js[step] = await scriptBytes(freshPage);
                await fresh.close();
            }
            const cookieHeader = (await context.cookies()).map(c => `${c.name}=${c.value}`).join('; ');
            for (const step of ['shipping', 'billing', 'payment']) render[step] = await renderTimes(cookieHeader, step);
            await page.goto('/it/checkout/payment');
            await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        }
        await page.check('input[name="terms"]');
        const payClicked = Date.now();
        await page.click('[data-testid="checkout-pay"]');
        await page.waitForSelector('#pan');
        const cardPage = Date.now() - payClicked;
        await page.fill('#pan', '4349940199004549');
        await page.fill('#scadenza', '12/30');
        await page.fill('#cvv', '123');
        const paid = Date.now();
        await page.click('button[value="paga"]');
        await page.waitForURL('**/it/checkout/thank-you');
        await page.waitForSelector('[data-testid="order-code"]');
        const thankYou = await page.evaluate(async since => {
            const paint = await new Promise(resolve => {
                const found = performance.getEntriesByName('first-contentful-paint')[0];
                if (found) return resolve(found);
                new PerformanceObserver(list => resolve(list.getEntries()[0])).observe({
                    type: 'paint',
                    buffered: true,
                });
            });
            return performance.timeOrigin + paint.startTime - since;
        }, paid);
        if (round > 0) {
            toCardPage.push(cardPage);
            toThankYou.push(thankYou);
        }
        await context.close();
    }
} finally {
    await browser.close();
    storefront.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
}

const results = {
    payClickToCardPage: summary(toCardPage),
    cardPaidToThankYou: summary(toThankYou),
    serverRenderMs: Object.fromEntries(
        Object.entries(render)
            .filter(([, t]) => t.length)
            .map(([s, t]) => [s, summary(t)]),
    ),
    firstLoadJsKB: Object.fromEntries(
        Object.entries(js).map(([step, bytes]) => [step, Math.round(bytes / 102.4) / 10]),
    ),
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/checkout-browser.json'), JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
