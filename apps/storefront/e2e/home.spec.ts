// A shopper opens the shop and sees the Italian home page with the commerce server's menu and CMS content.
import { cmsBlock, expect, gotoHydrated, mainMenu, test } from './fixtures';

test('the home page shows the real main menu and CMS blocks', async ({ page }) => {
    const menu = await mainMenu();
    expect(menu.length, 'the commerce server has a main menu').toBeGreaterThan(0);
    const response = await gotoHydrated(page, '/it');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page).toHaveTitle(/Scintilla/);

    const desktopMenu = page.getByTestId('desktop-menu');
    for (const item of menu) await expect(desktopMenu.getByText(item.label, { exact: true }).first()).toBeVisible();

    await expect(page.getByTestId('top-bar')).toContainText('Servizio clienti');
    const headerText = await cmsBlock<{ text: string }>('headerText');
    if (headerText) await expect(page.getByTestId('shipping-message')).toContainText(headerText.text);
    const copyright = await cmsBlock<{ content: string }>('copyright');
    if (copyright) await expect(page.getByTestId('copyright')).toHaveText(copyright.content);
    const address = await cmsBlock<{ title: string; email: string }>('footer-address');
    if (address) {
        await expect(page.getByTestId('footer-address')).toContainText(address.title);
        // Without CUSTOMER_SERVICE_EMAIL the top bar shows the shop's address email.
        await expect(page.getByTestId('top-bar')).toContainText(address.email);
    }
    await expect(page.getByTestId('footer-reviews').getByRole('link')).toHaveAttribute(
        'href',
        'https://recensioni.example/negozio',
    );
});

test('the root address shows the same home page without redirecting', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByTestId('home')).toBeVisible();
});

test('the logo leads to the locale home and the theme colour is the brand red', async ({ page }) => {
    await gotoHydrated(page, '/it');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#D41025');
    await expect(page.getByRole('link', { name: /vai alla home/ })).toHaveAttribute('href', '/it');
});

test('the logo carousel shows 6 logos on desktop, 2 on a phone, and pauses on hover', async ({ page }) => {
    const prefooter = await cmsBlock<{ logos: unknown[] }>('prefooter');
    test.skip(!prefooter || prefooter.logos.length <= 6, 'needs more than 6 prefooter logos');
    await gotoHydrated(page, '/it');
    const carousel = page.getByTestId('logo-carousel');
    const slideWidth = () =>
        carousel
            .locator('li')
            .first()
            .evaluate(el => el.getBoundingClientRect().width);
    const trackWidth = () =>
        carousel.locator('ul').evaluate(el => (el.parentElement as HTMLElement).getBoundingClientRect().width);
    expect(Math.round((await trackWidth()) / (await slideWidth()))).toBe(6);
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(async () => Math.round((await trackWidth()) / (await slideWidth()))).toBe(2);
});

test('with reduced motion the carousel does not move by itself', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: process.env.STOREFRONT_URL });
    const page = await context.newPage();
    await gotoHydrated(page, '/it');
    const carousel = page.getByTestId('logo-carousel');
    if (await carousel.count()) await expect(carousel).toHaveAttribute('data-playing', 'false');
    await context.close();
});

test("on a phone the header's shipping message has a line of its own", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/it');
    const headerText = await cmsBlock<{ text: string }>('headerText');
    expect(headerText, 'the commerce server has the headerText block').toBeTruthy();
    await expect(page.getByTestId('shipping-message-phone')).toHaveText(headerText!.text);
    await expect(page.getByTestId('shipping-message-phone')).toBeVisible();
    await expect(page.getByTestId('shipping-message')).toBeHidden();
});
