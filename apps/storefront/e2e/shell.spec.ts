// Page-wide behaviour: offline indicator, service worker, progress bar, security headers seen by the browser.
import { expect, gotoHydrated, test } from './fixtures';

test('the page paints before its scripts load, then hydrates', async ({ page }) => {
    // Decision 008: the JavaScript waits for the first paint and the pictures above the fold.
    await gotoHydrated(page, '/it/c/lavatrici');
    const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = performance
            .getEntriesByType('resource')
            .filter(entry => new URL(entry.name).pathname.startsWith('/static/') && entry.name.endsWith('.js'));
        const firstPicture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const picture = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
            entry => entry.name === firstPicture?.currentSrc,
        );
        return {
            paint: paint?.startTime ?? null,
            firstScript: Math.min(...scripts.map(entry => entry.startTime)),
            scripts: scripts.length,
            pictureLoaded: picture ? picture.responseEnd : null,
        };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint as number);
    expect(timing.pictureLoaded).not.toBeNull();
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.pictureLoaded as number);
    // Hydrated: a client-side interaction works.
    await page.getByTestId('cart-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
});

test('going offline shows the indicator, coming back hides it', async ({ page, context }) => {
    await gotoHydrated(page, '/it');
    // Offline once the page has loaded what it asks for after hydration (the header's cart, and with it the route
    // module of /api/cart): a module React Router cannot load makes it reload the page, which offline is the
    // browser's own error page.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(page.getByText(/Sei offline/)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/Sei offline/)).toBeHidden();
});

test('the service worker controls the site and serves the offline page without network', async ({ page, context }) => {
    await gotoHydrated(page, '/it');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto('/it/pagina-mai-vista').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Sei offline' })).toBeVisible();
    await context.setOffline(false);
});

test('the manifest is linked once the service worker is registered, not in the page the server sends', async ({
    page,
    request,
}) => {
    const html = await (await request.get('/it')).text();
    expect(html).not.toContain('rel="manifest"');
    await gotoHydrated(page, '/it');
    await page.evaluate(async () => await navigator.serviceWorker.ready);
    const link = page.locator('head link[rel="manifest"]');
    await expect(link).toHaveCount(1);
    // What the browser reads for installing the shop as an app.
    const manifest = await request.get((await link.getAttribute('href')) ?? '');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ lang: 'it', start_url: '/it', display: 'standalone' });
});

test.describe('without the service worker', () => {
    // The service worker, once it controls the page, answers the page data itself, where the test cannot hold it.
    test.use({ serviceWorkers: 'block' });

    test('the progress bar waits 200 ms before showing and hides 500 ms after the page arrives', async ({ page }) => {
        // The page's clock only moves when the test moves it; the page data is held until released.
        await page.clock.install();
        await gotoHydrated(page, '/it/Home');
        await page.clock.pauseAt(Date.now() + 60_000);
        let release: () => void = () => {};
        const held = new Promise<void>(resolve => (release = resolve));
        let asked: () => void = () => {};
        const requested = new Promise<void>(resolve => (asked = resolve));
        await page.route('**/*.data*', async route => {
            asked();
            await held;
            await route.continue();
        });
        const bar = page.getByTestId('progress-bar');
        await page.getByRole('link', { name: /vai alla home/ }).click();
        // The navigation is under way; the page's clock stands still, so real time lets React render the navigation's
        // state (and start the bar's 200 ms) however busy the machine is, without any of those 200 ms passing.
        await requested;
        await page.waitForTimeout(300);
        await page.clock.runFor(150);
        await expect(bar).toHaveCount(0);
        await page.clock.runFor(100);
        await expect(bar).toBeVisible();
        await expect(bar).toHaveAttribute('data-phase', 'running');
        release();
        await expect(page).toHaveURL(/\/it$/);
        await expect(bar).toHaveAttribute('data-phase', 'finishing');
        await page.clock.runFor(400);
        await expect(bar).toBeVisible();
        await page.clock.runFor(200);
        await expect(bar).toHaveCount(0);
    });

    test('a navigation that finishes within 200 ms shows no progress bar at all', async ({ page }) => {
        // The page's clock stands still, so however slow this machine is, the navigation ends "within" the throttle.
        await page.clock.install();
        await gotoHydrated(page, '/it/Home');
        await page.clock.pauseAt(Date.now() + 60_000);
        await page.getByRole('link', { name: /vai alla home/ }).click();
        await expect(page).toHaveURL(/\/it$/);
        await expect(page.getByTestId('home')).toBeVisible();
        await page.clock.runFor(1000);
        await expect(page.getByTestId('progress-bar')).toHaveCount(0);
    });
});

test('no console errors from the content security policy on the home page', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', message => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
            violations.push(message.text());
    });
    await gotoHydrated(page, '/it');
    expect(violations).toEqual([]);
});
