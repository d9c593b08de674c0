#!/usr/bin/env node
// Sign-in and registration round trips as a shopper feels them, in Chromium against the built storefront and commerce
// server: from the click on "Registrati" (or "Accedi") in the login modal to the first paint of the account page (the
// page the storefront loads after a sign-in). Both clocks are the browser's: the click's wall time is kept in the
// session storage, and the account page reports its first contentful paint on the same wall clock.
// Each round uses a fresh browser context and a new customer. Prints medians and p95 over the rounds.
// Usage: npm run build && npm run bench:account   (BENCH_ROUNDS, default 12)
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
const serverPort = 4404;
const storefrontPort = 4406;
const rounds = Number(process.env.BENCH_ROUNDS ?? 12);
const password = 'Sicura#2026';
const chromeFlags = JSON.parse(fs.readFileSync(path.join(root, 'apps/storefront/e2e/chromium-flags.json'), 'utf8'));
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'shop-bench-account-data');

/** Clicks `selector` and answers the milliseconds from the click to the first contentful paint of the account page. */
async function clickToAccountPage(page, selector) {
    await page.evaluate(() => {
        document.addEventListener('click', () => sessionStorage.setItem('bench-click', String(Date.now())), {
            capture: true,
            once: true,
        });
    });
    await page.click(selector);
    await page.waitForURL('**/it/my-account');
    await page.waitForSelector('[data-testid="my-account-greeting"]');
    return page.evaluate(async () => {
        const paint = await new Promise(resolve => {
            const found = performance.getEntriesByName('first-contentful-paint')[0];
            if (found) return resolve(found);
            new PerformanceObserver(list => resolve(list.getEntries()[0])).observe({ type: 'paint', buffered: true });
        });
        return performance.timeOrigin + paint.startTime - Number(sessionStorage.getItem('bench-click'));
    });
}

async function openModal(page) {
    await page.goto('/it');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.click('[data-testid="account-button"]');
    await page.waitForSelector('[data-testid="login-modal"]');
}

// Every bench shopper comes from 127.0.0.1: the per-IP account limits would stop the rounds.
const server = startCommerceServer({
    port: serverPort,
    dataDir,
    env: {
        RATE_LIMIT_REGISTRATIONS_PER_IP: '100000',
        RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: '100000',
    },
});
await server.ready;
const storefront = startStorefront({ port: storefrontPort, shopApiUrl: `http://127.0.0.1:${serverPort}/shop-api` });
await storefront.ready;

const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeFlags,
});
const registration = [];
const signIn = [];
try {
    for (let round = 0; round < rounds + 1; round++) {
        const email = `bench.${Date.now()}.${round}@example.it`;
        const context = await browser.newContext({ baseURL: storefront.origin, locale: 'it-IT' });
        const page = await context.newPage();
        await openModal(page);
        await page.click('[data-testid="to-register"]');
        const form = page.locator('[data-testid="register-form"]');
        await form.getByLabel('Email').fill(email);
        await form.getByLabel(/^Nome/).fill('Mario');
        await form.getByLabel('Cognome').fill('Rossi');
        await form.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
        await form.getByLabel(/^Password/).fill(password);
        await form.getByLabel('Ripeti la password').fill(password);
        await form.getByLabel(/informativa sulla privacy/).check();
        await form.getByLabel('Voglio creare un account').check();
        await page.waitForSelector('[data-testid="register-submit"]:not([disabled])');
        const registered = await clickToAccountPage(page, '[data-testid="register-submit"]');

        await page.click('[data-testid="sign-out"]');
        await page.waitForURL('**/it');
        await openModal(page);
        await page.fill('[data-testid="login-form"] input[name="username"]', email);
        await page.fill('[data-testid="login-form"] input[name="password"]', password);
        const signedIn = await clickToAccountPage(page, '[data-testid="login-submit"]');
        // The first round warms caches and compiles code paths: not counted.
        if (round > 0) {
            registration.push(registered);
            signIn.push(signedIn);
        }
        await context.close();
    }
} finally {
    await browser.close();
    storefront.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
}

const results = {
    registrationClickToAccountPage: summary(registration),
    signInClickToAccountPage: summary(signIn),
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/account-browser.json'), JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
