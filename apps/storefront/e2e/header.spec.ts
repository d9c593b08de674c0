// The header sticks to the top after 20 px of scrolling on desktop, not on a phone.
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
