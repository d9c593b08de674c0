// Category listings and full search results: a shopper's way from the menu through filters, order and pages to a
// product; filtered URLs rendered by the server (also without JavaScript); the phone filter sidebar; the remembered
// grid/list view; the empty state; 404s; and axe on the pages.
import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

interface ListingCard {
    code: string;
    name: string;
    price: number;
}

interface ListingAnswer {
    category: { name: string; breadcrumbs: Array<{ slug: string; name: string }> } | null;
    totalItems: number;
    items: ListingCard[];
}

/** What the commerce server answers for a listing, asked directly, so expectations follow the seeded catalog. */
async function catalogListing(input: Record<string, unknown>): Promise<ListingAnswer> {
    const res = await fetch(process.env.SHOP_API_URL as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: `query($input: CatalogListingInput!) { catalogListing(input: $input) {
                category { name breadcrumbs { slug name } } totalItems items { code name price } } }`,
            variables: { input },
        }),
    });
    const body = (await res.json()) as { data: { catalogListing: ListingAnswer } };
    return body.data.catalogListing;
}

const APPLE_AND_SAMSUNG = { code: 'manufacturer', values: ['apple', 'samsung'] };

function productsText(count: number): string {
    return count === 1 ? '1 prodotto' : `${count} prodotti`;
}

async function viewItemLists(page: Page) {
    return page.evaluate(() =>
        (window.dataLayer ?? []).filter(
            (entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
                (entry as { event?: string } | null)?.event === 'view_item_list',
        ),
    );
}

/** A brand's checkbox in a filter form ("Apple (12)"), not a processor named after the brand. */
function brandBox(container: Locator, brand: string): Locator {
    return container.getByRole('group', { name: 'Marca' }).getByRole('checkbox', { name: new RegExp(`^${brand} \\(`) });
}

/** Long value lists show their first values; the rest sit behind "Mostra altri …". */
async function showAllBrands(container: Locator): Promise<void> {
    await container
        .getByRole('group', { name: 'Marca' })
        .getByText(/^Mostra altri \d+$/)
        .click();
}

function searchParamsOf(page: Page): URLSearchParams {
    return new URL(page.url()).searchParams;
}

test('from the menu to a product: filter by brand and price, sort, page 2', async ({ page }) => {
    const everything = await catalogListing({ categorySlug: 'telefonia' });
    const filtered = await catalogListing({
        categorySlug: 'telefonia',
        facets: [APPLE_AND_SAMSUNG],
        priceFrom: 30000,
        sort: 'PRICE_DESC',
        skip: 14,
        take: 14,
    });
    // The journey needs a second page: the seeded catalog has more than 14 such phones.
    expect(filtered.totalItems).toBeGreaterThan(14);

    await gotoHydrated(page, '/it');
    const menu = page.getByTestId('desktop-menu');
    await menu.getByRole('link', { name: 'Telefonia' }).hover();
    await page.getByTestId('desktop-submenu').getByRole('link', { name: 'Vedi tutto: Telefonia' }).click();
    await expect(page).toHaveURL(/\/it\/c\/telefonia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telefonia');
    await expect(page.getByTestId('result-count')).toHaveText(productsText(everything.totalItems));
    await expect(page.getByTestId('product-card')).toHaveCount(14);

    // One view_item_list for the category, items in GA4 shape.
    await expect.poll(async () => (await viewItemLists(page)).length).toBe(1);
    const [listEvent] = await viewItemLists(page);
    expect(listEvent!.ecommerce).toMatchObject({ item_list_id: 'telefonia', item_list_name: 'Telefonia' });
    const items = listEvent!.ecommerce.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(14);
    expect(items[0]).toMatchObject({
        item_name: everything.items[0]!.name,
        price: everything.items[0]!.price / 100,
        index: 0,
        item_list_id: 'telefonia',
    });
    expect(items[0]!.item_brand).toEqual(expect.any(String));

    const sidebar = page.getByTestId('filter-sidebar');
    const apple = brandBox(sidebar, 'Apple');
    await apple.check();
    await expect(page).toHaveURL(/\/it\/c\/telefonia\?manufacturer=apple$/);
    await expect(apple).toBeChecked();

    // A change applies at once and keeps the scroll position.
    await showAllBrands(sidebar);
    const samsung = brandBox(sidebar, 'Samsung');
    await page.evaluate(() => window.scrollTo(0, 150));
    const scrolled = await page.evaluate(() => window.scrollY);
    await samsung.check();
    await expect(page).toHaveURL(/\?manufacturer=apple&manufacturer=samsung$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByTestId('filter-chip')).toHaveText(['Apple×', 'Samsung×']);

    await sidebar.getByLabel('Da (€)').fill('300');
    await sidebar.getByLabel('Da (€)').press('Enter');
    await expect(page).toHaveURL(/\?manufacturer=apple&manufacturer=samsung&price_from=300$/);
    await expect(page.getByTestId('result-count')).toHaveText(productsText(filtered.totalItems));
    await expect(page.getByRole('link', { name: /^Rimuovi il filtro Da 300,00\s€$/ })).toBeVisible();

    await page.getByLabel('Ordina per').selectOption({ label: 'Prezzo decrescente' });
    await expect(page).toHaveURL(/&price_from=300&sort=price_desc$/);
    // The address changes with the navigation; the cards follow on React's next commit, so wait for the order.
    const cardPrices = async () =>
        (await page.getByTestId('price-current').allTextContents()).map(text =>
            Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
        );
    await expect
        .poll(async () => {
            const euros = await cardPrices();
            return euros.length > 0 && euros.every((value, i) => i === 0 || euros[i - 1]! >= value);
        })
        .toBe(true);

    const pagination = page.getByRole('navigation', { name: 'Pagine dei risultati' });
    await pagination.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/&sort=price_desc&page=2$/);
    await expect(pagination.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('product-card')).toHaveCount(filtered.items.length);
    await expect.poll(async () => (await viewItemLists(page)).length).toBeGreaterThanOrEqual(5);
    const lastEvent = (await viewItemLists(page)).at(-1)!;
    expect((lastEvent.ecommerce.items as Array<{ index: number }>)[0]!.index).toBe(14);

    const first = filtered.items[0]!;
    await page.getByTestId('product-card-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/it/p/${encodeURIComponent(first.code)}$`));
});

test('a filtered listing URL opened directly is rendered filtered by the server', async ({ page }) => {
    const expected = await catalogListing({
        categorySlug: 'telefonia',
        facets: [{ code: 'manufacturer', values: ['apple'] }],
        sort: 'PRICE_ASC',
        take: 14,
    });
    const response = await page.goto('/it/c/telefonia?manufacturer=apple&sort=price_asc');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // The server's HTML already holds the filtered result, before any script runs.
    expect(html).toContain(`data-testid="result-count">${productsText(expected.totalItems)}<`);
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>');
    await expect(page.getByTestId('product-card-link').first()).toHaveText(expected.items[0]!.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/c\/telefonia$/);
});

test('the colour filter offers families: Nero holds Titanio nero and Grafite, the product the exact shade', async ({
    page,
}) => {
    const black = await catalogListing({
        categorySlug: 'smartphone',
        facets: [{ code: 'colore', values: ['nero'] }],
        take: 100,
    });
    // iPhone 16 Pro in Titanio nero, iPhone 13 Pro ricondizionato in Grafite.
    expect(black.items.map(item => item.code)).toEqual(expect.arrayContaining(['A3293', 'RIC-A2638']));
    await gotoHydrated(page, '/it/c/smartphone?colore=nero');
    await expect(page.getByTestId('result-count')).toHaveText(productsText(black.totalItems));
    const colours = page.getByTestId('filter-sidebar').getByRole('group', { name: 'Colore' });
    await expect(colours.getByRole('checkbox', { name: /^Nero \(/ })).toBeChecked();
    const values = await colours
        .locator('input[type="checkbox"]')
        .evaluateAll(inputs => inputs.map(input => (input as HTMLInputElement).value));
    expect(values).toContain('nero');
    expect(values.filter(value => /titanio|grafite|siderale/.test(value))).toEqual([]);

    await gotoHydrated(page, '/it/p/A3293');
    await expect(page.getByTestId('option-group-colore').getByRole('radio', { name: /^Titanio nero/ })).toBeVisible();
});

test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('filters, order, pages and view all work as plain links and forms', async ({ page }) => {
        const apple = await catalogListing({
            categorySlug: 'telefonia',
            facets: [{ code: 'manufacturer', values: ['apple'] }],
            priceFrom: 30000,
        });
        await page.goto('/it/c/telefonia?manufacturer=apple&price_from=300');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telefonia');
        await expect(page.getByTestId('result-count')).toHaveText(productsText(apple.totalItems));
        const sidebar = page.getByTestId('filter-sidebar');
        await expect(brandBox(sidebar, 'Apple')).toBeChecked();
        await expect(sidebar.getByLabel('Da (€)')).toHaveValue('300');

        // The sidebar is a GET form with a submit button.
        const both = await catalogListing({ categorySlug: 'telefonia', facets: [APPLE_AND_SAMSUNG], priceFrom: 30000 });
        await showAllBrands(sidebar);
        await brandBox(sidebar, 'Samsung').check();
        await sidebar.getByRole('button', { name: 'Applica i filtri' }).click();
        await expect(page.getByTestId('result-count')).toHaveText(productsText(both.totalItems));
        expect(searchParamsOf(page).getAll('manufacturer')).toEqual(['apple', 'samsung']);
        expect(searchParamsOf(page).get('price_from')).toBe('300');

        await page.getByLabel('Ordina per').selectOption('price_desc');
        await page.getByRole('button', { name: 'Ordina', exact: true }).click();
        expect(searchParamsOf(page).get('sort')).toBe('price_desc');
        expect(searchParamsOf(page).getAll('manufacturer')).toEqual(['apple', 'samsung']);

        await page.getByRole('link', { name: 'Pagina 2' }).click();
        await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
        expect(page.url()).toMatch(
            /\/it\/c\/telefonia\?manufacturer=apple&manufacturer=samsung&price_from=300&sort=price_desc&page=2$/,
        );

        // The view link stores the choice on the server and comes back to the same page.
        await page.getByTestId('view-list').click();
        expect(page.url()).toMatch(/&sort=price_desc&page=2$/);
        await expect(page.getByTestId('product-list')).toHaveAttribute('data-view', 'list');

        // A chip removes one filter.
        await page.getByRole('link', { name: 'Rimuovi il filtro Samsung' }).click();
        await expect(page.getByTestId('result-count')).toHaveText(productsText(apple.totalItems));
    });

    test('a price that is not a price comes back beside its field, as typed, with the listing', async ({ page }) => {
        const apple = await catalogListing({
            categorySlug: 'telefonia',
            facets: [{ code: 'manufacturer', values: ['apple'] }],
        });
        await page.goto('/it/c/telefonia?manufacturer=apple');
        const sidebar = page.getByTestId('filter-sidebar');
        await sidebar.getByLabel('Da (€)').fill('trecento');
        const [response] = await Promise.all([
            page.waitForResponse(res => res.url().includes('price_from=trecento')),
            sidebar.getByRole('button', { name: 'Applica i filtri' }).click(),
        ]);
        expect(response.status()).toBe(200);
        await expect(sidebar.getByLabel('Da (€)')).toHaveValue('trecento');
        await expect(sidebar.getByLabel('Da (€)')).toHaveAttribute('aria-invalid', 'true');
        await expect(sidebar.getByRole('alert')).toHaveText(
            'Il prezzo minimo non è valido: scrivi un importo in euro, per esempio 49,90.',
        );
        // The brand still applies, and its box is still ticked.
        await expect(page.getByTestId('result-count')).toHaveText(productsText(apple.totalItems));
        await expect(brandBox(sidebar, 'Apple')).toBeChecked();

        // Corrected, the same form goes through.
        await sidebar.getByLabel('Da (€)').fill('300');
        await sidebar.getByRole('button', { name: 'Applica i filtri' }).click();
        await expect(page.getByTestId('result-count')).toHaveText(
            productsText(
                (
                    await catalogListing({
                        categorySlug: 'telefonia',
                        facets: [{ code: 'manufacturer', values: ['apple'] }],
                        priceFrom: 30000,
                    })
                ).totalItems,
            ),
        );
        expect(searchParamsOf(page).get('price_from')).toBe('300');
        await expect(sidebar.getByRole('alert')).toHaveCount(0);
    });

    test('on a phone, a price error shows the filter form with it', async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        const response = await page.goto('/it/c/televisori?price_to=mille');
        expect(response?.status()).toBe(200);
        const sidebar = page.getByTestId('filter-sidebar');
        await expect(sidebar).toBeVisible();
        await expect(sidebar.getByLabel('A (€)', { exact: true })).toHaveValue('mille');
        await expect(sidebar.getByRole('alert')).toBeVisible();
    });

    test('on a phone the filter button leads to the form', async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.goto('/it/c/televisori');
        const sidebar = page.getByTestId('filter-sidebar');
        await expect(sidebar).toBeHidden();
        await page.getByTestId('filter-button').click();
        await expect(sidebar).toBeVisible();
        await expect(sidebar.getByRole('button', { name: 'Applica i filtri' })).toBeVisible();
    });
});

test('a price that is not a price is refused in the browser, beside its field, and asks nothing', async ({ page }) => {
    await gotoHydrated(page, '/it/c/televisori?manufacturer=lg');
    const sidebar = page.getByTestId('filter-sidebar');
    const from = sidebar.getByLabel('Da (€)');
    const listingRequests: string[] = [];
    page.on('request', request => {
        if (request.url().includes('/it/c/televisori')) listingRequests.push(request.url());
    });
    await from.fill('trecento');
    await from.press('Enter');
    await expect(sidebar.getByRole('alert')).toHaveText(
        'Il prezzo minimo non è valido: scrivi un importo in euro, per esempio 49,90.',
    );
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveValue('trecento');
    // Ticking a box sends the whole form: it waits for the price too.
    await brandBox(sidebar, 'Samsung').click();
    await expect(sidebar.getByRole('alert')).toBeVisible();
    await expect(brandBox(sidebar, 'Samsung')).not.toBeChecked();
    await expect(page).toHaveURL(/\/it\/c\/televisori\?manufacturer=lg$/);
    expect(listingRequests).toEqual([]);

    // The error goes as soon as the field is right; the form then applies.
    await from.fill('300');
    await expect(sidebar.getByRole('alert')).toHaveCount(0);
    await from.press('Enter');
    await expect(page).toHaveURL(/\?manufacturer=lg&price_from=300$/);
    await expect(page.getByRole('link', { name: /^Rimuovi il filtro Da 300,00\s€$/ })).toBeVisible();
});

test('a page with a price it could not read takes its corrections once it runs', async ({ page }) => {
    const response = await gotoHydrated(page, '/it/c/televisori?price_from=abc');
    expect(response?.status()).toBe(200);
    const sidebar = page.getByTestId('filter-sidebar');
    const from = sidebar.getByLabel('Da (€)');
    await expect(from).toHaveValue('abc');
    await expect(sidebar.getByRole('alert')).toBeVisible();
    await from.fill('300');
    await expect(sidebar.getByRole('alert')).toHaveCount(0);
    await from.press('Enter');
    await expect(page).toHaveURL(/\/it\/c\/televisori\?price_from=300$/);
    await expect(from).toHaveValue('300');
    await expect(from).not.toHaveAttribute('aria-invalid');
});

test('an order chosen from the list applies at once, with the filters kept', async ({ page }) => {
    await gotoHydrated(page, '/it/c/telefonia?manufacturer=apple&manufacturer=samsung&page=2');
    await page.getByLabel('Ordina per').selectOption('name');
    await expect(page.getByLabel('Ordina per')).toHaveValue('name');
    await expect(page).toHaveURL(/\/it\/c\/telefonia\?manufacturer=apple&manufacturer=samsung&sort=name$/);
    await expect(page.getByLabel('Ordina per')).toHaveValue('name');
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('the filters open in a sidebar that applies changes and counts them', async ({ page }) => {
        const lg = await catalogListing({
            categorySlug: 'televisori',
            facets: [{ code: 'manufacturer', values: ['lg'] }],
        });
        await gotoHydrated(page, '/it/c/televisori');
        await expect(page.getByTestId('filter-sidebar')).toBeHidden();
        const button = page.getByRole('button', { name: 'Filtri', exact: true });
        await button.click();
        const dialog = page.getByRole('dialog', { name: 'Filtri' });
        await expect(dialog).toBeVisible();
        await brandBox(dialog, 'LG').check();
        await expect(page).toHaveURL(/\/it\/c\/televisori\?manufacturer=lg$/);
        // The sidebar stays open on the new result and says how many products it shows.
        await expect(brandBox(dialog, 'LG')).toBeChecked();
        const show = dialog.getByRole('button', { name: `Mostra ${productsText(lg.totalItems)}` });
        await show.click();
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('product-card')).toHaveCount(lg.items.length);
        const withCount = page.getByRole('button', { name: 'Filtri 1 filtro attivo' });
        await expect(withCount).toBeFocused();
        expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);
    });

    test('a filter chosen in the address is ticked in the panel, behind "Mostra altri", and unticking it applies', async ({
        page,
    }) => {
        await gotoHydrated(page, '/it/c/telefonia?colore=nero');
        await page.getByRole('button', { name: 'Filtri 1 filtro attivo' }).click();
        const dialog = page.getByRole('dialog', { name: 'Filtri' });
        const colours = dialog.getByRole('group', { name: 'Colore' });
        // Nero comes after the first values: its list starts open.
        const nero = colours.getByRole('checkbox', { name: /^Nero \(/ });
        await expect(nero).toBeVisible();
        await expect(nero).toBeChecked();
        await expect(brandBox(dialog, 'Apple')).not.toBeChecked();
        await nero.uncheck();
        await expect(page).toHaveURL(/\/it\/c\/telefonia$/);
        await expect(dialog.getByRole('button', { name: /^Mostra \d+ prodotti$/ })).toBeVisible();
        await expect(page.getByTestId('filter-chip')).toHaveCount(0);
    });
});

test('the boxes the server wrote apply with the keyboard before any navigation, and the focus stays on the box', async ({
    page,
}) => {
    // The page's data leaves the filter values out: the boxes are the server's until the first navigation.
    await gotoHydrated(page, '/it/c/telefonia');
    const sidebar = page.getByTestId('filter-sidebar');
    await brandBox(sidebar, 'Apple').focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/it\/c\/telefonia\?manufacturer=apple$/);
    await expect(page.getByRole('link', { name: 'Rimuovi il filtro Apple' })).toBeVisible();
    await expect(brandBox(sidebar, 'Apple')).toBeChecked();
    await expect(brandBox(sidebar, 'Apple')).toBeFocused();
    // The boxes are React's now: the next one applies the same way, and the first stays ticked.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/it\/c\/telefonia\?manufacturer=apple&manufacturer=\w+$/);
    await expect(brandBox(sidebar, 'Apple')).toBeChecked();
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
});

test('the grid or list view is remembered, also by the server', async ({ page, context }) => {
    await gotoHydrated(page, '/it/c/televisori');
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-view', 'grid');
    await page.getByTestId('view-list').click();
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-view', 'list');
    await expect(page.getByTestId('product-card').first()).toHaveAttribute('data-layout', 'list');
    // No navigation: the choice is kept in the browser.
    await expect(page).toHaveURL(/\/it\/c\/televisori$/);
    const cookie = (await context.cookies()).find(c => c.name === 'listing-view');
    expect(cookie).toMatchObject({ value: 'list', sameSite: 'Lax', path: '/' });

    await page.reload();
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-view', 'list');
    const html = await (await page.request.get('/it/c/tv-oled')).text();
    expect(html).toContain('data-view="list"');
});

test('a product picture that fails to load gives way to the placeholder', async ({ page }) => {
    // Product pictures live under /assets/source/…; the placeholder is /assets/placeholder.png.
    await page.route('**/assets/source/**', route => route.fulfill({ status: 404, body: '' }));
    await gotoHydrated(page, '/it/c/televisori');
    const images = page.getByTestId('product-card-image');
    // The first cards load at once (possibly before React runs), the last lazily when scrolled to.
    await expect(images.first()).toHaveAttribute('src', '/assets/placeholder.png');
    await images.last().scrollIntoViewIfNeeded();
    await expect(images.last()).toHaveAttribute('src', '/assets/placeholder.png');
    await expect(images.first()).toHaveAttribute('width', '216');
    await expect(images.first()).toHaveAttribute('height', '268');
});

test('an empty result offers a way out', async ({ page }) => {
    const all = await catalogListing({ categorySlug: 'televisori' });
    await gotoHydrated(page, '/it/c/televisori?manufacturer=lg&price_to=1');
    const empty = page.getByTestId('listing-empty');
    await expect(empty.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
    await expect(empty).toContainText('Nessun prodotto corrisponde ai filtri scelti.');
    await expect(empty.getByRole('link', { name: 'Torna a TV e Audio' })).toHaveAttribute('href', '/it/c/tv-e-audio');
    await expect(empty.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/it');
    await empty.getByRole('link', { name: 'Cancella filtri' }).click();
    await expect(page).toHaveURL(/\/it\/c\/televisori$/);
    await expect(page.getByTestId('result-count')).toHaveText(productsText(all.totalItems));
});

test('unknown categories are 404, a page past the last shows the last, garbled filters are ignored', async ({
    page,
}) => {
    for (const path of ['/it/c/categoria-inesistente', '/it/Category?id=categoria-inesistente', '/it/Category']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: 'Impossibile trovare questa pagina' })).toBeVisible();
    }
    const televisions = await catalogListing({ categorySlug: 'televisori' });
    const lastPage = Math.ceil(televisions.totalItems / 14);
    const past = await page.goto('/it/c/televisori?page=99');
    expect(past?.status()).toBe(200);
    await expect(page).toHaveURL(
        lastPage > 1 ? new RegExp(`/it/c/televisori\\?page=${lastPage}$`) : /\/it\/c\/televisori$/,
    );
    await expect(page.getByRole('link', { name: `Pagina ${lastPage}` })).toHaveAttribute('aria-current', 'page');
    const garbled = await page.goto('/it/c/televisori?colore=%3Cb%3E&on_sale=forse&utm_source=newsletter');
    expect(garbled?.status()).toBe(200);
    const all = await catalogListing({ categorySlug: 'televisori' });
    await expect(page.getByTestId('result-count')).toHaveText(productsText(all.totalItems));
});

test('a page number, an order or a price the shop cannot read shows the listing with a notice of what it shows', async ({
    page,
}) => {
    const all = await catalogListing({ categorySlug: 'televisori' });
    for (const path of ['/it/c/televisori?page=abc', '/it/c/televisori?page=0']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByText('Questa pagina dei risultati non esiste: ecco la prima.')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    }
    const response = await page.goto('/it/c/televisori?sort=a-caso&colore=%3Cb%3E&price_from=abc&on_sale=forse');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('price-notice')).toHaveText(
        'Prezzo non valido: mostriamo i prodotti senza quel limite di prezzo.',
    );
    // The rest of the query applies: here, nothing, so every product is listed.
    await expect(page.getByTestId('result-count')).toHaveText(productsText(all.totalItems));
    const sidebar = page.getByTestId('filter-sidebar');
    await expect(sidebar.getByLabel('Da (€)')).toHaveValue('abc');
    await expect(sidebar.getByLabel('Da (€)')).toHaveAccessibleDescription(
        /^Il prezzo minimo non è valido: scrivi un importo in euro, per esempio 49,90\./,
    );
    // The order it could not read is said once, under the select, with what is shown instead.
    await expect(page.getByText('Ordinamento non valido: mostriamo i più rilevanti.')).toHaveCount(1);
    await expect(page.getByLabel('Ordina per')).toHaveAccessibleDescription(
        'Ordinamento non valido: mostriamo i più rilevanti.',
    );
});

test('/it/Category?id= shows the category, keeps ?id= in its links and points search engines at /it/c/…', async ({
    page,
}) => {
    await gotoHydrated(page, '/it/Category?id=televisori');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Televisori');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/c\/televisori$/);
    await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
        'href',
        '/it/Category?id=televisori&page=2',
    );
    await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('link')).toHaveText([
        'Home',
        'TV e Audio',
    ]);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
        itemListElement: Array<{ name: string; item: string }>;
    };
    expect(jsonLd.itemListElement.map(e => e.name)).toEqual(['Home', 'TV e Audio', 'Televisori']);
    expect(jsonLd.itemListElement[2]!.item).toMatch(/\/it\/c\/televisori$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Televisori');
});

test('full search results: 10 a page, titled with the term, never indexed', async ({ page }) => {
    const expected = await catalogListing({ term: 'samsung', take: 10 });
    await gotoHydrated(page, '/it/search?q=samsung');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per “samsung”');
    await expect(page.getByTestId('result-count')).toHaveText(productsText(expected.totalItems));
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(10, expected.totalItems));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect.poll(async () => (await viewItemLists(page)).at(-1)?.ecommerce.item_list_id).toBe('search');

    const short = await page.goto('/it/Search?q=tv');
    expect(short?.status()).toBe(200);
    await expect(page.getByText('Scrivi almeno 3 caratteri per cercare.')).toBeVisible();
});

for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
]) {
    test(`axe finds no serious or critical problems on a category page at ${viewport.width} px`, async ({
        page,
        axe,
    }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, '/it/c/televisori?manufacturer=lg');
        if (viewport.width < 768) await page.getByRole('button', { name: /^Filtri/ }).click();
        expect(await axe.seriousViolations()).toEqual([]);
    });
}
