// A shopper opens the shop and sees the Italian home page with the commerce server's menu and CMS content: the hero
// carousel, the shop's promises, offers of the week, category tiles, best sellers and brands.
import type { CmsBlockContent } from '@shop/rules';
import { cmsBlock, expect, gotoHydrated, mainMenu, shopApi, test } from './fixtures';

const HERO_AUTOPLAY_MS = 6000;

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

test('a link in the footer the server wrote opens its page in the page, and the footer stays', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', request => request.resourceType() === 'document' && documents.push(request.url()));
    await gotoHydrated(page, '/it/c/lavatrici');
    const footer = page.getByTestId('site-footer');
    await footer.getByRole('link', { name: 'Garanzia' }).click();
    await expect(page).toHaveURL(/\/it\/garanzia$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Garanzia');
    // No new document: React Router loaded the page, as the links it renders do.
    expect(documents).toHaveLength(1);
    await expect(footer.getByTestId('footer-address')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Chi siamo' })).toHaveAttribute('href', '/it/chi-siamo');
    // A click that asks for a new tab is the browser's.
    const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        footer.getByRole('link', { name: 'Chi siamo' }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/it/chi-siamo');
    await expect(page).toHaveURL(/\/it\/garanzia$/);
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

test("on a phone and a tablet the header's shipping message has a line of its own", async ({ page }) => {
    const headerText = await cmsBlock<{ text: string }>('headerText');
    expect(headerText, 'the commerce server has the headerText block').toBeTruthy();
    for (const width of [390, 800]) {
        await page.setViewportSize({ width, height: 844 });
        await gotoHydrated(page, '/it');
        await expect(page.getByTestId('shipping-message-phone')).toHaveText(headerText!.text);
        await expect(page.getByTestId('shipping-message-phone')).toBeVisible();
        await expect(page.getByTestId('shipping-message')).toBeHidden();
        // The header's row keeps to one line beside the logo, with the cart button inside the window.
        const cart = (await page.getByTestId('cart-button').boundingBox())!;
        const logo = (await page
            .getByRole('link', { name: /vai alla home/ })
            .first()
            .boundingBox())!;
        expect(cart.x + cart.width, `at ${width} px`).toBeLessThanOrEqual(width);
        expect(Math.abs(cart.y + cart.height / 2 - (logo.y + logo.height / 2)), `at ${width} px`).toBeLessThan(4);
    }
});

test('the hero shows its first slide at once, preloaded, and the arrows and the pause button drive it', async ({
    page,
}) => {
    const block = await cmsBlock<CmsBlockContent<'home-hero'>>('home-hero');
    expect(block, 'the demo store has a hero').toBeTruthy();
    const slides = block!.slides;
    await page.clock.install();
    await gotoHydrated(page, '/it');
    const hero = page.getByRole('region', { name: 'In evidenza' });
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    const first = hero.getByRole('group', { name: `1 di ${slides.length}` });
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect(first.getByRole('heading', { name: slides[0]!.headline })).toBeVisible();

    // The first picture is the page's largest paint: a real, sized <img> fetched early, preloaded at its shown size.
    const picture = first.locator('img');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toHaveAttribute('width', String(slides[0]!.image.width));
    await expect(picture).toHaveAttribute('height', String(slides[0]!.image.height));
    // A browser that reads AVIF takes the <picture>'s AVIF source, which the preload names.
    const avif = first.locator('picture source[type="image/avif"]');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset'))!);
    await expect(preload).toHaveAttribute('imagesizes', (await picture.getAttribute('sizes'))!);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/format=avif$/);

    // It moves by itself...
    await expect(hero).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(HERO_AUTOPLAY_MS);
    await expect(hero.getByRole('group', { name: `2 di ${slides.length}` })).toHaveAttribute('data-current', 'true');
    // ...and by the arrows, both ways round.
    await hero.getByRole('button', { name: 'Slide successiva' }).click();
    await expect(hero.getByRole('group', { name: `3 di ${slides.length}` })).toHaveAttribute('data-current', 'true');
    await expect(hero.getByRole('heading', { name: slides[2]!.headline })).toBeVisible();
    await hero.getByRole('button', { name: 'Slide precedente' }).click();
    await hero.getByRole('button', { name: 'Slide precedente' }).click();
    await expect(first).toHaveAttribute('data-current', 'true');

    // Paused, it stays on its slide after the pointer and the focus have left it.
    await hero.getByRole('button', { name: 'Ferma lo scorrimento delle slide' }).click();
    await expect(hero.getByRole('button', { name: 'Avvia lo scorrimento delle slide' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(hero).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(HERO_AUTOPLAY_MS * 3);
    await expect(first).toHaveAttribute('data-current', 'true');

    await first.getByRole('link', { name: slides[0]!.link.label }).click();
    await expect(page).toHaveURL(`/it${slides[0]!.link.href}`);
});

test('offers of the week show discounted cards with the Omnibus figures and lead to all the offers', async ({
    page,
}) => {
    const block = await cmsBlock<CmsBlockContent<'home-offers'>>('home-offers');
    expect(block, 'the store has the offers row').toBeTruthy();
    await gotoHydrated(page, '/it');
    const offers = page.getByRole('region', { name: block!.title });
    const cards = offers.getByTestId('product-card');
    await expect(cards).toHaveCount(block!.take);
    for (const card of await cards.all()) {
        await expect(card.getByTestId('badge-discount')).toHaveText(/^-\d+%/);
        await expect(card.getByTestId('price-regular')).toHaveText(/\d+,\d{2}\s€/);
        await expect(card.getByTestId('card-omnibus')).toHaveText(/^Prezzo più basso .*: \d[\d.]*,\d{2}\s€$/);
    }
    await expect(offers.getByRole('link', { name: 'Vedi tutte le offerte' })).toHaveAttribute('href', '/it/offerte');
});

test('best sellers show the products the commerce server ranks, in its order', async ({ page }) => {
    const block = await cmsBlock<CmsBlockContent<'home-best-sellers'>>('home-best-sellers');
    expect(block, 'the store has the best sellers row').toBeTruthy();
    const { catalogBestSellers } = await shopApi<{ catalogBestSellers: { items: Array<{ code: string }> } }>(
        'query($input: CatalogBestSellersInput!) { catalogBestSellers(input: $input) { items { code } } }',
        { input: { days: block!.days, take: block!.take, fallbackCategorySlug: block!.fallbackCategory ?? null } },
    );
    expect(catalogBestSellers.items.length).toBeGreaterThan(0);
    await gotoHydrated(page, '/it');
    const row = page.getByRole('region', { name: block!.title });
    await expect(row.getByTestId('product-card')).toHaveCount(catalogBestSellers.items.length);
    const codes = await row.getByTestId('product-card').evaluateAll(cards => cards.map(card => card.dataset.code));
    expect(codes).toEqual(catalogBestSellers.items.map(item => item.code));
});

test('category tiles with pictures lead to their categories', async ({ page }) => {
    const block = await cmsBlock<CmsBlockContent<'home-categories'>>('home-categories');
    expect(block, 'the demo store has category tiles').toBeTruthy();
    await gotoHydrated(page, '/it');
    const tiles = page.getByTestId('home-category-tile');
    await expect(tiles).toHaveCount(block!.tiles.length);
    for (const [index, tile] of block!.tiles.entries()) {
        await expect(tiles.nth(index)).toHaveAttribute('href', `/it/c/${tile.slug}`);
        await expect(tiles.nth(index)).toHaveText(tile.label);
        await expect(tiles.nth(index).locator('img')).toHaveAttribute('width', String(tile.image.width));
    }
    await tiles.first().click();
    await expect(page).toHaveURL(`/it/c/${block!.tiles[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(block!.tiles[0]!.label);
});

test('a brand logo leads to the brand page by its manufacturer code, and the promises are there', async ({ page }) => {
    const brands = await cmsBlock<CmsBlockContent<'home-brands'>>('home-brands');
    expect(brands, 'the demo store has a brand strip').toBeTruthy();
    await gotoHydrated(page, '/it');
    const strip = page.getByRole('region', { name: brands!.title });
    const samsung = brands!.brands.find(brand => brand.name === 'Samsung')!;
    expect(samsung.code).toBe('samsung');
    await expect(strip.getByRole('link', { name: 'Samsung' })).toHaveAttribute('href', '/it/marca/samsung');
    await expect(strip.getByRole('link')).toHaveCount(brands!.brands.length);

    const promises = page.getByRole('region', { name: 'I nostri impegni' });
    for (const text of [
        'Spedizione gratuita da 100 €',
        'Reso gratuito entro 30 giorni',
        'Pagamenti sicuri',
        'Assistenza clienti',
    ]) {
        await expect(promises.getByText(text, { exact: true })).toBeVisible();
    }
});

test('on a phone the home page fits the screen and nothing moves as pictures arrive', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver(list => {
            for (const entry of list.getEntries() as Array<
                PerformanceEntry & { value: number; hadRecentInput: boolean }
            >)
                if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/it');
    await expect(page.getByTestId('hero')).toBeVisible();
    // Scrolled down, the rows come alive and every lazy picture arrives.
    await page.getByTestId('home-brands').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('home-sections')).toHaveAttribute('data-live', 'true');
    await expect(page.getByTestId('home-brands').locator('img').first()).toHaveJSProperty('complete', true);
    const { overflow, shifts } = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        shifts: (window as unknown as { shifts: number }).shifts,
    }));
    expect(overflow).toBe(0);
    expect(shifts).toBeLessThan(0.01);
});

test('on a phone the first screen does not move as the rest of the page arrives', async ({ page }) => {
    // A slow phone paints the page while it is still arriving: the first slide before the other slides, the logo
    // before the header's buttons. What was painted must stay where it is when the rest comes.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/it');
    const positions = () =>
        page.evaluate(() => {
            const top = (selector: string) => Math.round(document.querySelector(selector)!.getBoundingClientRect().top);
            return {
                menu: top('[data-testid="site-header"] button'),
                logo: top('[data-testid="site-header"] a[href="/it"]'),
                search: top('[data-testid="site-header"] form'),
                picture: top('[data-testid="hero-slide"] picture'),
                headline: top('[data-testid="hero-slide"] h2'),
            };
        });
    const whole = await positions();
    await page.evaluate(() => {
        for (const slide of [...document.querySelectorAll('[data-testid="hero-slide"]')].slice(1)) slide.remove();
        // The search box stays: it comes first; the account, wishlist and cart buttons follow it.
        const actions = document.querySelector('[data-slot="header-actions"]')!;
        actions.replaceChildren(actions.firstElementChild!);
    });
    expect(await positions()).toEqual(whole);
});

test('reached by a link from another page, the home page shows its rows at once', async ({ page }) => {
    await gotoHydrated(page, '/it/c/lavatrici');
    await page.getByRole('link', { name: /vai alla home/ }).click();
    await expect(page).toHaveURL('/it');
    await expect(page.getByTestId('home-sections')).toHaveAttribute('data-live', 'true');
    await expect(page.getByTestId('home-offers').getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('home-category-tile').first()).toBeVisible();
});

test("a card in a home row adds its product to the cart, as a listing's card does", async ({ page }) => {
    await gotoHydrated(page, '/it');
    // On a desktop window the rows are in the first screen: their code loads with the page.
    await expect(page.getByTestId('home-sections')).toHaveAttribute('data-live', 'true');
    const card = page
        .getByTestId('home-sections')
        .getByTestId('product-card')
        .filter({ has: page.getByTestId('card-add-to-cart') })
        .first();
    const name = (await card.getByTestId('product-card-link').textContent())!;
    await card.hover();
    await expect(card.getByTestId('card-add-to-cart')).toBeEnabled();
    await card.getByTestId('card-add-to-cart').click();
    await expect(page.getByTestId('notification').filter({ hasText: `${name} aggiunto al carrello` })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
});
