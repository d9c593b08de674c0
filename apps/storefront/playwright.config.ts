// Browser journeys in Debian's Chromium against the production build and a real commerce server (see e2e/global-setup.ts).
import { defineConfig, devices } from '@playwright/test';
// Flags that let Debian's Chromium run headless here; the storefront benchmark launches it with the same ones.
import { readFileSync } from 'node:fs';

const chromiumFlags = JSON.parse(
    readFileSync(new URL('./e2e/chromium-flags.json', import.meta.url), 'utf8'),
) as string[];

export default defineConfig({
    testDir: 'e2e',
    globalSetup: './e2e/global-setup.ts',
    // One storefront and one commerce server for the run; a journey stops the commerce server, so no parallel workers.
    workers: 1,
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
