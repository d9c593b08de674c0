// Browser journeys in Debian's Chromium against the production build and a real commerce server (see e2e/global-setup.ts).
import { defineConfig, devices } from '@playwright/test';
// Flags that let Debian's Chromium run headless here; the storefront benchmark launches it with the same ones.
import { readFileSync } from 'node:fs';
import type { ShopAddresses } from './e2e/global-setup';

const chromiumFlags = JSON.parse(
    readFileSync(new URL('./e2e/chromium-flags.json', import.meta.url), 'utf8'),
) as string[];

// Two workers, each with a shop of its own (e2e/global-setup.ts starts one per worker): a journey's carts, stock,
// emails and a stopped commerce server stay within its worker. A file's journeys run in order in one worker.
const workers = Number(process.env.E2E_WORKERS ?? 2);

// Playwright loads this file again in each worker, with the worker's slot in TEST_PARALLEL_INDEX: from here on that
// worker's process.env holds its own shop's addresses, for `baseURL` below and every helper that reads them.
const shops = process.env.E2E_SHOPS ? (JSON.parse(process.env.E2E_SHOPS) as ShopAddresses[]) : [];
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined && shops[Number(slot)]) Object.assign(process.env, shops[Number(slot)]);

export default defineConfig({
    testDir: 'e2e',
    globalSetup: './e2e/global-setup.ts',
    workers,
    fullyParallel: false,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    retries: process.env.CI ? 1 : 0,
    reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
    use: {
        baseURL: process.env.STOREFRONT_URL,
        locale: 'it-IT',
        trace: 'retain-on-failure',
        launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: chromiumFlags,
        },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
