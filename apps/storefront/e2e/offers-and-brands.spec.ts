// The offers (/it/offerte) and brand pages (/it/marca/{code}): listings of every discounted product and of one brand's
// products, with the listing's filters, order and pages; the coupon codes' block on the offers; an unknown brand is the
// shop's 404; both work without JavaScript and are in the sitemap.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

interface ListingAnswer {
    totalItems: number;
    items: Array<{ code: string; name: string; brand: string | null; price: number }>;
    categories: Array<{ slug: string; name: string; count: number }>;
    facets: Array<{ code: string; values: Array<{ code: string; name: string; count: number }> }>;
}

/** What the commerce server answers for a listing, asked directly, so expectations follow the seeded catalog. */
async function catalogListing(input: Record<string, unknown>): Promise<ListingAnswer> {
    const res = await fetch(process.env.SHOP_API_URL as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: `query($input: CatalogListingInput!) { catalogListing(input: $input) {
                totalItems items { code name brand price } categories { slug name count }
                facets { code values { code name count } } } }`,
            variables: { input },
        }),
    });
    const body = (await res.json()) as { data: { catalogListing: ListingAnswer } };
    return body.data.catalogListing;
}

const SAMSUNG = { code: 'manufacturer', values: ['samsung'] };

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

/** Prices of the cards shown, in euros. */
async function cardPrices(page: Page): Promise<number[]> {
    return (await page.getByTestId('price-current').allTextContents()).map(text =>
        Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
}

test('Offerte lists only discounted products, with the coupon block, filters, order and pages', async ({ page }) => {
    const offers = await catalogListing({ onSale: true });
    expect(offers.totalItems).toBeGreaterThan(0);

    // From the main menu.
    await gotoHydrated(page, '/it');
    await page.getByTestId('desktop-menu').getByRole('link', { name: 'Offerte' }).click();
    await expect(page).toHaveURL(/\/it\/offerte$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offerte');
    await expect(page).toHaveTitle('Offerte | Scintilla');
    await expect(page.getByTestId('offers-intro')).toHaveText(
        "Tutti i prodotti in sconto in un'unica pagina. Ogni sconto è calcolato sul prezzo più basso applicato nei 30 giorni precedenti.",
    );
    const trail = page.getByRole('navigation', { name: 'Percorso di navigazione' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it');
    await expect(trail.getByText('Offerte')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/offerte$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        `Le offerte di Scintilla: ${productsText(offers.totalItems)} in sconto, con la riduzione calcolata sul prezzo più basso degli ultimi 30 giorni.`,
    );
    const breadcrumbLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(breadcrumbLd.join('')).toMatch(/"@type":"BreadcrumbList".*"name":"Offerte","item":"http[^"]+\/it\/offerte"/);

    // The content page's coupon codes, as a block staff edit in the CMS.
    const coupons = page.getByRole('region', { name: 'Codici sconto' });
    await expect(coupons).toContainText('Inserisci il codice nel carrello:');
    await expect(coupons.getByText('BENVENUTO10', { exact: true })).toBeVisible();

    // Only discounted products: every card strikes a reference price through and shows its percentage.
    await expect(page.getByTestId('result-count')).toHaveText(productsText(offers.totalItems));
    const cards = page.getByTestId('product-card');
    const shown = Math.min(14, offers.totalItems);
    await expect(cards).toHaveCount(shown);
    await expect(page.getByTestId('price-regular')).toHaveCount(shown);
    await expect(page.getByTestId('badge-discount')).toHaveCount(shown);
    for (const badge of await page.getByTestId('badge-discount').allTextContents()) {
        expect(badge).toMatch(/^-\d+\s?%/);
    }
    // The page is the on-sale filter: it does not offer it again.
    await expect(page.getByRole('checkbox', { name: /^Solo prodotti in offerta/ })).toHaveCount(0);

    // One view_item_list for the offers.
    await expect.poll(async () => (await viewItemLists(page)).length).toBe(1);
    const [listEvent] = await viewItemLists(page);
    expect(listEvent!.ecommerce).toMatchObject({ item_list_id: 'offerte', item_list_name: 'Offerte' });
    expect(listEvent!.ecommerce.items as unknown[]).toHaveLength(shown);

    // A category narrows the offers.
    const category = offers.categories.find(c => c.count > 0 && c.count < offers.totalItems)!;
    const inCategory = await catalogListing({ onSale: true, categorySlugs: [category.slug] });
    const sidebar = page.getByTestId('filter-sidebar');
    await sidebar
        .getByRole('group', { name: 'Categoria' })
        .getByRole('checkbox', { name: new RegExp(`^${category.name} \\(`) })
        .check();
    await expect(page).toHaveURL(new RegExp(`/it/offerte\\?categoria=${category.slug}$`));
    await expect(page.getByTestId('result-count')).toHaveText(productsText(inCategory.totalItems));
    await page.getByRole('link', { name: `Rimuovi il filtro ${category.name}` }).click();
    await expect(page).toHaveURL(/\/it\/offerte$/);
    await expect(page.getByTestId('result-count')).toHaveText(productsText(offers.totalItems));

    // Across kinds of product, the filters every kind has; a kind's own come with its category (decision 052).
    await expect(sidebar.getByRole('group', { name: 'Marca' })).toBeVisible();
    await expect(sidebar.getByRole('group', { name: 'Colore' })).toBeVisible();
    for (const name of ['Memoria', 'RAM', 'Processore', 'Pollici']) {
        await expect(sidebar.getByRole('group', { name })).toHaveCount(0);
    }
    const phones = offers.categories.find(c => c.slug === 'smartphone-android')!;
    const phoneOffers = await catalogListing({ onSale: true, categorySlugs: [phones.slug] });
    const memory = phoneOffers.facets.find(f => f.code === 'memoria')!.values.filter(v => v.count > 0);
    await sidebar
        .getByRole('group', { name: 'Categoria' })
        .getByRole('checkbox', { name: new RegExp(`^${phones.name} \\(`) })
        .check();
    await expect(page).toHaveURL(/\/it\/offerte\?categoria=smartphone-android$/);
    await expect(
        sidebar
            .getByRole('group', { name: 'Memoria' })
            .getByRole('checkbox', { name: `${memory[0]!.name} (${memory[0]!.count})` }),
    ).toBeVisible();
    await page.getByRole('link', { name: `Rimuovi il filtro ${phones.name}` }).click();
    await expect(page).toHaveURL(/\/it\/offerte$/);
    await expect(sidebar.getByRole('group', { name: 'Memoria' })).toHaveCount(0);

    // Cheapest first.
    await page.getByLabel('Ordina per').selectOption({ label: 'Prezzo crescente' });
    await expect(page).toHaveURL(/\/it\/offerte\?sort=price_asc$/);
    const cheapest = await catalogListing({ onSale: true, sort: 'PRICE_ASC', take: 14 });
    await expect(page.getByTestId('product-card').first()).toContainText(cheapest.items[0]!.name);
    await expect
        .poll(async () => {
            const euros = await cardPrices(page);
            return euros.length > 0 && euros.every((value, i) => i === 0 || euros[i - 1]! <= value);
        })
        .toBe(true);

    if (offers.totalItems > 14) {
        await page
            .getByRole('navigation', { name: 'Pagine dei risultati' })
            .getByRole('link', { name: 'Pagina 2' })
            .click();
        await expect(page).toHaveURL(/\/it\/offerte\?sort=price_asc&page=2$/);
        await expect(cards).toHaveCount(Math.min(14, offers.totalItems - 14));
        await expect(page.getByTestId('badge-discount')).toHaveCount(Math.min(14, offers.totalItems - 14));
    }
});

test('a brand page lists only that brand, without the brand filter, and another filter narrows it', async ({
    page,
}) => {
    const samsung = await catalogListing({ facets: [SAMSUNG] });
    expect(samsung.totalItems).toBeGreaterThan(1);

    await gotoHydrated(page, '/it/marca/samsung');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung');
    await expect(page).toHaveTitle('Samsung | Scintilla');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/marca\/samsung$/);
    const trail = page.getByRole('navigation', { name: 'Percorso di navigazione' });
    await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(trail.getByText('Samsung')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('result-count')).toHaveText(productsText(samsung.totalItems));
    const shown = Math.min(14, samsung.totalItems);
    await expect(page.getByTestId('product-card')).toHaveCount(shown);
    expect(await page.getByTestId('product-brand').allTextContents()).toEqual(Array(shown).fill('Samsung'));
    await expect(page.getByTestId('filter-sidebar').getByRole('group', { name: 'Marca' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Codici sconto' })).toHaveCount(0);

    await expect.poll(async () => (await viewItemLists(page)).length).toBe(1);
    const [listEvent] = await viewItemLists(page);
    expect(listEvent!.ecommerce).toMatchObject({ item_list_id: 'marca-samsung', item_list_name: 'Samsung' });

    // A category narrows the brand's products.
    const category = samsung.categories.find(c => c.count > 0 && c.count < samsung.totalItems)!;
    const narrowed = await catalogListing({ facets: [SAMSUNG], categorySlugs: [category.slug] });
    await page
        .getByTestId('filter-sidebar')
        .getByRole('group', { name: 'Categoria' })
        .getByRole('checkbox', { name: new RegExp(`^${category.name} \\(`) })
        .check();
    await expect(page).toHaveURL(new RegExp(`/it/marca/samsung\\?categoria=${category.slug}$`));
    await expect(page.getByTestId('result-count')).toHaveText(productsText(narrowed.totalItems));
    expect(narrowed.totalItems).toBeLessThan(samsung.totalItems);
    await expect(page.getByTestId('product-brand')).toHaveText(
        Array(Math.min(14, narrowed.totalItems)).fill('Samsung'),
    );

    // The capitalised path names the same brand; its canonical address is the lower-case one.
    const capitalised = await page.goto('/it/Marca/Samsung');
    expect(capitalised?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/marca\/samsung$/);
});

test('an unknown brand answers 404 with the shop’s not-found page; a page past the last shows the last', async ({
    page,
}) => {
    const response = await page.goto('/it/marca/marca-inesistente');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Impossibile trovare questa pagina' })).toBeVisible();

    const offers = await catalogListing({ onSale: true });
    const lastPage = Math.ceil(offers.totalItems / 14);
    const past = await page.goto(`/it/offerte?page=${lastPage + 1}`);
    expect(past?.status()).toBe(200);
    await expect(page).toHaveURL(lastPage > 1 ? new RegExp(`/it/offerte\\?page=${lastPage}$`) : /\/it\/offerte$/);
    const samsung = await page.goto('/it/marca/samsung?page=99');
    expect(samsung?.status()).toBe(200);
    await expect(page).toHaveURL(/\/it\/marca\/samsung(\?page=\d+)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung');
});

test('the sitemap lists the offers and the brands', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>http[^<]+\/it\/offerte<\/loc>/);
    expect(xml).toMatch(/<loc>http[^<]+\/it\/marca\/samsung<\/loc>/);
    expect(xml).toMatch(/<loc>http[^<]+\/it\/marca\/apple<\/loc>/);
});

test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the offers filter, order and page as plain forms and links', async ({ page }) => {
        const offers = await catalogListing({ onSale: true });
        const category = offers.categories.find(c => c.count > 0 && c.count < offers.totalItems)!;
        const inCategory = await catalogListing({ onSale: true, categorySlugs: [category.slug] });

        await page.goto('/it/offerte');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offerte');
        await expect(page.getByRole('region', { name: 'Codici sconto' }).getByText('BENVENUTO10')).toBeVisible();
        await expect(page.getByTestId('result-count')).toHaveText(productsText(offers.totalItems));

        const sidebar = page.getByTestId('filter-sidebar');
        await sidebar
            .getByRole('group', { name: 'Categoria' })
            .getByRole('checkbox', { name: new RegExp(`^${category.name} \\(`) })
            .check();
        await sidebar.getByRole('button', { name: 'Applica i filtri' }).click();
        // The form also sends its empty price fields.
        await expect(page).toHaveURL(new RegExp(`/it/offerte\\?categoria=${category.slug}&`));
        await expect(page.getByTestId('result-count')).toHaveText(productsText(inCategory.totalItems));
        await expect(page.getByTestId('badge-discount')).toHaveCount(Math.min(14, inCategory.totalItems));

        await page.getByLabel('Ordina per').selectOption('price_desc');
        await page.getByRole('button', { name: 'Ordina', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/it/offerte\\?categoria=${category.slug}&sort=price_desc$`));
        const euros = await cardPrices(page);
        expect(euros.every((value, i) => i === 0 || euros[i - 1]! >= value)).toBe(true);
    });
});

for (const path of ['/it/offerte', '/it/marca/samsung']) {
    test(`axe finds no serious or critical problems on ${path} at 1280 and 375 px`, async ({ page, axe }) => {
        await gotoHydrated(page, path);
        expect(await axe.seriousViolations()).toEqual([]);
        await page.setViewportSize({ width: 375, height: 740 });
        await page.getByRole('button', { name: /^Filtri/ }).click();
        expect(await axe.seriousViolations()).toEqual([]);
    });
}
