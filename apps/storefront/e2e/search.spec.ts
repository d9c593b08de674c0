// The header search, desktop and phone: nothing under three characters, then results with a category filter, the next
// page on scrolling, "Nessun risultato trovato" with a way back, Enter to the results page, the `search` event, and axe.
// Expected results are asked of the commerce server's catalog directly, so the journeys follow the seeded catalog.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

interface Listing {
    totalItems: number;
    items: Array<{ code: string }>;
    categories: Array<{ slug: string; name: string; count: number }>;
}

async function catalogSearch(term: string, options: { categorySlugs?: string[]; skip?: number } = {}) {
    const res = await fetch(process.env.SHOP_API_URL as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: 'query($input: CatalogListingInput!) { catalogListing(input: $input) { totalItems items { code } categories { slug name count } } }',
            variables: { input: { term, take: 10, skip: options.skip ?? 0, categorySlugs: options.categorySlugs } },
        }),
    });
    const body = (await res.json()) as { data: { catalogListing: Listing } };
    return body.data.catalogListing;
}

const resultsText = (count: number, term: string) =>
    count === 1 ? `1 risultato per “${term}”` : `${count} risultati per “${term}”`;

/** The panel's data requests the page makes from now on. */
function watchSearchRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', request => {
        if (request.url().includes('/api/catalog/search')) urls.push(request.url());
    });
    return urls;
}

async function searchEvents(page: Page) {
    return page.evaluate(() =>
        (window.dataLayer ?? []).filter(
            (entry): entry is { event: string } =>
                typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === 'search',
        ),
    );
}

const field = (page: Page) => page.getByRole('combobox', { name: 'Cerca nel negozio' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Risultati della ricerca' });
const cards = (page: Page) => panel(page).getByTestId('product-card');

/**
 * Resolves once the page has rendered two more frames and run the tasks queued by then: an IntersectionObserver
 * callback (and the request it starts) due for what is on screen has happened.
 */
async function afterNextFrames(page: Page) {
    await page.evaluate(
        () =>
            new Promise<void>(resolve => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
}

/**
 * Types like a shopper, a key at a time, faster than the panel's 300 ms pause: the page's clock stands still while the
 * keys go in (so a busy machine cannot stretch the typing past the pause), then moves on past the pause, once.
 */
async function typeTerm(page: Page, text: string, { click = true } = {}) {
    if (click) await field(page).click();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await field(page).pressSequentially(text, { delay: 40 });
    await page.clock.runFor(1000);
    await page.clock.resume();
}

for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
]) {
    test.describe(`header search at ${viewport.width} px`, () => {
        test.use({ viewport });
        // The panel waits for a pause in typing; typeTerm moves the page's clock over it.
        test.beforeEach(async ({ page }) => {
            await page.clock.install();
        });

        test('two characters show nothing and ask for nothing', async ({ page }) => {
            await gotoHydrated(page, '/it');
            const requests = watchSearchRequests(page);
            await typeTerm(page, 'la');
            // Well past the typing pause (the page's clock moved on at once): still no panel and no request.
            await page.clock.runFor(1000);
            await expect(panel(page)).toHaveCount(0);
            await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
            expect(requests).toEqual([]);
            expect(await searchEvents(page)).toEqual([]);
        });

        test('"samsung" shows its results and categories; a category filters the cards', async ({ page }) => {
            const all = await catalogSearch('samsung');
            expect(all.totalItems).toBeGreaterThan(0);
            expect(all.categories.length).toBeGreaterThan(1);
            await gotoHydrated(page, '/it');
            const requests = watchSearchRequests(page);
            await typeTerm(page, 'samsung');

            await expect(panel(page)).toBeVisible();
            await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
            await expect(panel(page).getByTestId('search-status')).toHaveText(resultsText(all.totalItems, 'samsung'));
            await expect(cards(page)).toHaveCount(Math.min(10, all.totalItems));
            await expect(cards(page).first()).toHaveAttribute('data-code', all.items[0]?.code ?? '');
            const toggles = panel(page).getByTestId('search-category');
            await expect(toggles).toHaveCount(all.categories.length);
            for (const [index, category] of all.categories.entries()) {
                await expect(toggles.nth(index)).toHaveAttribute('data-slug', category.slug);
                // The visible "(12)" is for the eye; a screen reader hears "Lavatrici, 12 prodotti".
                await expect(toggles.nth(index)).toHaveAccessibleName(
                    `${category.name}, ${category.count === 1 ? '1 prodotto' : `${category.count} prodotti`}`,
                );
                await expect(toggles.nth(index)).toHaveAttribute('aria-pressed', 'false');
            }
            await expect(
                panel(page).getByRole('link', { name: `Vedi tutti i risultati (${all.totalItems})` }),
            ).toHaveAttribute('href', '/it/search?q=samsung');
            // One question for the settled term, not one a keystroke; one analytics event likewise.
            expect(requests).toHaveLength(1);
            expect(requests[0]).toMatch(/\/api\/catalog\/search\?q=samsung$/);
            expect(await searchEvents(page)).toEqual([{ event: 'search', search_term: 'samsung' }]);

            // The smallest category makes the clearest filter.
            const category = [...all.categories].sort((a, b) => a.count - b.count)[0]!;
            const filtered = await catalogSearch('samsung', { categorySlugs: [category.slug] });
            const toggle = panel(page).getByRole('button', { name: new RegExp(`^${category.name},`) });
            await toggle.click();
            await expect(toggle).toHaveAttribute('aria-pressed', 'true');
            await expect(toggle).toBeFocused();
            await expect(panel(page).getByTestId('search-status')).toHaveText(resultsText(category.count, 'samsung'));
            await expect(cards(page)).toHaveCount(Math.min(10, category.count));
            const codes = await cards(page).evaluateAll(nodes => nodes.map(n => n.getAttribute('data-code')));
            expect(codes).toEqual(filtered.items.map(item => item.code));
            expect(requests.at(-1)).toContain(`category=${category.slug}`);
            // "See all" keeps the filter on the full results page.
            await expect(
                panel(page).getByRole('link', { name: `Vedi tutti i risultati (${category.count})` }),
            ).toHaveAttribute('href', `/it/search?q=samsung&categoria=${category.slug}`);

            // Pressed again, the filter goes and every match is back.
            await toggle.click();
            await expect(toggle).toHaveAttribute('aria-pressed', 'false');
            await expect(panel(page).getByTestId('search-status')).toHaveText(resultsText(all.totalItems, 'samsung'));
            await expect(cards(page)).toHaveCount(Math.min(10, all.totalItems));
            // Filtering is not a new search.
            expect(await searchEvents(page)).toHaveLength(1);
        });

        test('a spinner while loading; a newer term cancels the older question', async ({ page }) => {
            // The answer for "lavatrice" is held until the newer question has been asked, so the two overlap.
            // The newer answer waits until the page has cancelled the older question.
            let newerAsked = () => {};
            const newer = new Promise<void>(resolve => (newerAsked = resolve));
            let olderCancelled = () => {};
            const older = new Promise<void>(resolve => (olderCancelled = resolve));
            await page.route('**/api/catalog/search?**', async route => {
                if (new URL(route.request().url()).searchParams.get('q') === 'lavatrice') {
                    await newer;
                } else {
                    newerAsked();
                    await older;
                }
                // The page may have cancelled the request meanwhile.
                await route.continue().catch(() => undefined);
            });
            const cancelled: string[] = [];
            page.on('requestfailed', request => {
                if (!request.url().includes('/api/catalog/search')) return;
                cancelled.push(request.url());
                olderCancelled();
            });
            await gotoHydrated(page, '/it');
            const requests = watchSearchRequests(page);
            await typeTerm(page, 'lavatrice');
            const status = panel(page).getByRole('status').filter({ hasText: 'Caricamento…' });
            await expect(status).toBeVisible();
            await expect.poll(() => requests.length).toBe(1);
            await typeTerm(page, ' bosch', { click: false });
            await expect.poll(() => requests.length).toBe(2);
            await expect.poll(() => cancelled).toEqual([requests[0]]);
            await expect(panel(page).getByTestId('search-status')).toHaveText(/risultat[oi] per “lavatrice bosch”$/);
            await expect(status).toHaveCount(0);
            expect((await searchEvents(page)).map(e => (e as { search_term?: string }).search_term)).toEqual([
                'lavatrice',
                'lavatrice bosch',
            ]);
        });

        test('scrolling near the end of the panel loads the next page, until all are shown', async ({ page }) => {
            const term = 'samsung';
            const first = await catalogSearch(term);
            const second = await catalogSearch(term, { skip: 10 });
            expect(first.totalItems).toBeGreaterThan(20);
            await gotoHydrated(page, '/it');
            const requests = watchSearchRequests(page);
            await typeTerm(page, term);
            await expect(cards(page)).toHaveCount(10);
            // The end of the list is further than 1.5 viewport heights away: nothing more until the shopper scrolls.
            await afterNextFrames(page);
            await expect(cards(page)).toHaveCount(10);
            expect(requests).toHaveLength(1);

            await panel(page).evaluate(element => element.scrollTo({ top: element.scrollHeight }));
            await expect(cards(page)).toHaveCount(20);
            const codes = await cards(page).evaluateAll(nodes => nodes.map(n => n.getAttribute('data-code')));
            expect(codes.slice(10)).toEqual(second.items.map(item => item.code));
            expect(requests[1]).toMatch(/[?&]page=2(&|$)/);

            for (let shown = 20; shown < first.totalItems; shown += 10) {
                await panel(page).evaluate(element => element.scrollTo({ top: element.scrollHeight }));
                await expect(cards(page)).toHaveCount(Math.min(shown + 10, first.totalItems));
            }
            await panel(page).evaluate(element => element.scrollTo({ top: element.scrollHeight }));
            await afterNextFrames(page);
            expect(requests).toHaveLength(Math.ceil(first.totalItems / 10));
        });

        test('a question that gets no answer says so, and "Riprova" asks again', async ({ page }) => {
            const all = await catalogSearch('lavatrice');
            // The first question never reaches the storefront (the shopper is offline for a moment).
            let failures = 1;
            await page.route('**/api/catalog/search?**', async route => {
                if (failures-- > 0) await route.abort('internetdisconnected');
                else await route.continue();
            });
            await gotoHydrated(page, '/it');
            const requests = watchSearchRequests(page);
            await typeTerm(page, 'lavatrice');
            await expect(panel(page).getByTestId('search-status')).toHaveText(
                'Non è stato possibile caricare i risultati.',
            );
            await expect(cards(page)).toHaveCount(0);
            await panel(page).getByRole('button', { name: 'Riprova' }).click();
            await expect(panel(page).getByTestId('search-status')).toHaveText(resultsText(all.totalItems, 'lavatrice'));
            await expect(cards(page)).toHaveCount(Math.min(10, all.totalItems));
            expect(requests).toHaveLength(2);
            expect(requests[1]).toBe(requests[0]);
            // Asking again is not a new search.
            expect(await searchEvents(page)).toEqual([{ event: 'search', search_term: 'lavatrice' }]);
        });

        test('a term without results says so, and "Torna indietro" clears it and returns to the field', async ({
            page,
        }) => {
            const term = 'zqxjwvk';
            expect((await catalogSearch(term)).totalItems).toBe(0);
            await gotoHydrated(page, '/it');
            await typeTerm(page, term);
            await expect(panel(page).getByText('Nessun risultato trovato', { exact: true })).toBeVisible();
            await expect(panel(page).getByText(`Non abbiamo trovato prodotti per “${term}”.`)).toBeVisible();
            await expect(cards(page)).toHaveCount(0);
            await panel(page).getByRole('button', { name: 'Torna indietro' }).click();
            await expect(panel(page)).toHaveCount(0);
            await expect(field(page)).toHaveValue('');
            await expect(field(page)).toBeFocused();
        });

        test('Escape and a press outside close the panel, focus goes back to the field', async ({ page }) => {
            await gotoHydrated(page, '/it');
            await typeTerm(page, 'lavatrice');
            await expect(cards(page).first()).toBeVisible();
            // From inside the panel too.
            await page.keyboard.press('ArrowDown');
            await expect(panel(page).getByTestId('search-category').first()).toBeFocused();
            await page.keyboard.press('Escape');
            await expect(panel(page)).toHaveCount(0);
            await expect(field(page)).toBeFocused();
            await expect(field(page)).toHaveValue('lavatrice');
            await expect(field(page)).toHaveAttribute('aria-expanded', 'false');

            await page.keyboard.press('ArrowDown');
            await expect(panel(page)).toBeVisible();
            await page.getByText('Servizio clienti').first().click();
            await expect(panel(page)).toHaveCount(0);
        });

        test('Enter goes to the full results page', async ({ page }) => {
            await gotoHydrated(page, '/it');
            await typeTerm(page, 'lavatrice');
            await expect(panel(page)).toBeVisible();
            await page.keyboard.press('Enter');
            await page.waitForURL(url => url.pathname === '/it/search' && url.search === '?q=lavatrice');
            await expect(panel(page)).toHaveCount(0);
            expect(await searchEvents(page)).toEqual([{ event: 'search', search_term: 'lavatrice' }]);
        });

        test('a term over 100 characters is refused beside the field, and goes once shortened', async ({ page }) => {
            await gotoHydrated(page, '/it');
            // Browsers stop typing at 100 characters; one that does not (or a pasted-in script) meets the schema.
            await field(page).evaluate(input => input.removeAttribute('maxlength'));
            const long = `lavatrice ${'x'.repeat(91)}`;
            await field(page).fill(long);
            await field(page).press('Enter');
            const error = page.getByTestId('search-box').getByRole('alert');
            await expect(error).toHaveText('La ricerca può contenere al massimo 100 caratteri.');
            await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
            await expect(field(page)).toHaveAccessibleDescription(
                /^La ricerca può contenere al massimo 100 caratteri\./,
            );
            await expect(field(page)).toHaveValue(long);
            expect(new URL(page.url()).pathname).toBe('/it');
            expect(await searchEvents(page)).toEqual([]);

            await field(page).press('Backspace');
            await expect(error).toHaveCount(0);
            await field(page).press('Enter');
            await page.waitForURL(url => url.pathname === '/it/search');
            expect(new URL(page.url()).searchParams.get('q')).toBe(long.slice(0, 100));
        });

        test('with the panel open the page has no serious or critical accessibility violations', async ({
            page,
            axe,
        }) => {
            await gotoHydrated(page, '/it');
            await typeTerm(page, 'lavatrice');
            await expect(cards(page).first()).toBeVisible();
            expect(await axe.seriousViolations()).toEqual([]);
        });
    });
}

test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search box is a plain form to the results page', async ({ page }) => {
        await page.goto('/it');
        await field(page).fill('lavatrice');
        await page.keyboard.press('Enter');
        await page.waitForURL(url => url.pathname === '/it/search' && url.search === '?q=lavatrice');
    });

    test('a term over 100 characters comes back in the results page field, with the error beside it (400)', async ({
        page,
    }) => {
        await page.goto('/it');
        await field(page).evaluate(input => input.removeAttribute('maxlength'));
        const long = `lavatrice ${'x'.repeat(91)}`;
        await field(page).fill(long);
        const [response] = await Promise.all([
            page.waitForResponse(res => new URL(res.url()).pathname === '/it/search'),
            page.keyboard.press('Enter'),
        ]);
        expect(response.status()).toBe(400);
        const form = page.getByTestId('search-form');
        const again = form.getByRole('searchbox', { name: 'Cerca prodotti' });
        await expect(again).toHaveValue(long);
        await expect(again).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByRole('alert')).toHaveText('La ricerca può contenere al massimo 100 caratteri.');
        await expect(page.getByTestId('product-card')).toHaveCount(0);
    });
});
