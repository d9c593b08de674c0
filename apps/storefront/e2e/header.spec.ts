// The header sticks to the top after 20 px of scrolling on desktop, not on a phone; a page that arrives slowly is first
// painted with its whole header.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, gotoHydrated, test } from './fixtures';

async function makeScrollable(page: import('@playwright/test').Page) {
    // Short pages cannot scroll 400 px; add room below the content.
    await page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '3000px';
        document.getElementById('main-content')?.append(spacer);
    });
}

test('desktop: sticky after 20 px', async ({ page }) => {
    await gotoHydrated(page, '/it');
    await makeScrollable(page);
    const header = page.getByTestId('site-header');
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 25));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => header.evaluate(el => Math.round(el.getBoundingClientRect().top))).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-sticky', 'false');
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the header scrolls away', async ({ page }) => {
        await gotoHydrated(page, '/it');
        await makeScrollable(page);
        await page.evaluate(() => window.scrollTo(0, 600));
        const header = page.getByTestId('site-header');
        await expect(header).toHaveAttribute('data-sticky', 'false');
        expect(await header.evaluate(el => el.getBoundingClientRect().bottom)).toBeLessThan(0);
    });
});

test.describe('on the narrowest phones', () => {
    test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    for (const path of ['/it', '/it/c/televisori', '/it/p/SM-S931B']) {
        test(`${path} never gets wider than the screen`, async ({ page }) => {
            await gotoHydrated(page, path);
            const widths = await page.evaluate(() => ({
                page: document.documentElement.scrollWidth,
                screen: window.innerWidth,
            }));
            expect(widths.page).toBe(320);
            expect(widths.screen).toBe(320);
        });
    }
});

test.describe('a page that arrives in two parts', () => {
    const PAUSE_MS = 1500;
    let front: http.Server;
    let frontUrl: string;

    // Passes the storefront's answers through, but sends a page in two parts: up to the header's account button, then,
    // after a pause, the rest. A slow network or a slow phone does the same.
    test.beforeAll(async () => {
        const storefront = process.env.STOREFRONT_URL!;
        front = http.createServer((request, response) => {
            void (async () => {
                const answer = await fetch(new URL(request.url!, storefront), { redirect: 'manual' });
                const headers = Object.fromEntries(
                    [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
                );
                response.writeHead(answer.status, headers);
                if (!answer.headers.get('content-type')?.includes('text/html')) {
                    response.end(Buffer.from(await answer.arrayBuffer()));
                    return;
                }
                const html = await answer.text();
                const cut = html.indexOf('data-testid="account-button"');
                expect(cut, 'the page has the account button').toBeGreaterThan(0);
                response.write(html.slice(0, cut));
                await new Promise(resolve => setTimeout(resolve, PAUSE_MS));
                response.end(html.slice(cut));
            })().catch(() => response.destroy());
        });
        await new Promise<void>(resolve => front.listen(0, '127.0.0.1', resolve));
        frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    });
    test.afterAll(() => new Promise<void>(resolve => front.close(() => resolve())));

    for (const width of [390, 800, 1366]) {
        test(`is first painted with its whole header, which then stays put, at ${width} px`, async ({ page }) => {
            await page.setViewportSize({ width, height: 900 });
            await page.goto(`${frontUrl}/it`, { waitUntil: 'load' });
            const { firstPaint, shifts } = await page.evaluate(
                () =>
                    new Promise<{ firstPaint: number; shifts: number }>(resolve => {
                        let shifts = 0;
                        new PerformanceObserver(list => {
                            for (const entry of list.getEntries())
                                shifts += (entry as unknown as { value: number }).value;
                        }).observe({ type: 'layout-shift', buffered: true });
                        // The load event may come before the first paint is presented (nothing below the first
                        // screen holds it back): wait for the paint, then give the layout 100 ms to shift.
                        new PerformanceObserver((list, observer) => {
                            const [paint] = list.getEntriesByName('first-contentful-paint');
                            if (!paint) return;
                            observer.disconnect();
                            setTimeout(() => resolve({ firstPaint: paint.startTime, shifts }), 100);
                        }).observe({ type: 'paint', buffered: true });
                    }),
            );
            // Painted once the rest had come: the search field beside the buttons, not alone at the row's end.
            expect(firstPaint).toBeGreaterThanOrEqual(PAUSE_MS);
            expect(shifts).toBeLessThan(0.001);
        });
    }
});
