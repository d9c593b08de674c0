// The wishlist as a guest uses it: hearts on cards and on the product page, the header count, the sidebar (quantity,
// remove, cannot-add, move to cart), the guest wishlist surviving a browser restart. Demo catalog products:
// - WGG244A9II, Bosch washing machine: a single variant at 699 €, on offer, in stock.
// - SM-S931B, Samsung Galaxy S25: its Verde 256 GB variant is sold out.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatCents } from '../app/lib/format/money';
import { expect, gotoHydrated, test, type CatalogProduct as ApiProduct } from './fixtures';

/** Puts a variant in the page's guest wishlist through the storefront, as a heart would. */
async function addByApi(page: Page, sku: string) {
    const res = await page.request.post('/api/wishlist/toggle', { data: { sku } });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { inWishlist: boolean }).inWishlist).toBe(true);
}

function notices(page: Page) {
    return page.getByTestId('notification');
}

async function openSidebar(page: Page) {
    await page.getByTestId('wishlist-button').click();
    const sidebar = page.getByTestId('wishlist-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('status')).toHaveCount(0);
    return sidebar;
}

test('a card heart adds and removes, with the notices and the header count; one membership call per page', async ({
    page,
}) => {
    const hasItems: string[] = [];
    page.on('request', request => {
        if (request.url().includes('/api/wishlist/has-items')) hasItems.push(request.url());
    });
    await gotoHydrated(page, '/it/c/lavatrici');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByTestId('product-card-link').textContent())?.trim() as string;
    const heart = card.getByRole('button', { name: 'Aggiungi alla lista dei desideri' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => hasItems.length).toBe(1);
    const cards = await page.getByTestId('product-card').count();
    expect(new URL(hasItems[0] as string).searchParams.getAll('sku')).toHaveLength(cards);

    await heart.click();
    await expect(notices(page).filter({ hasText: `${name} aggiunto alla lista dei desideri` })).toBeVisible();
    const pressed = card.getByRole('button', { name: 'Rimuovi dalla lista dei desideri' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await expect(page.getByTestId('wishlist-button')).toHaveAccessibleName('Lista dei desideri, 1 articolo');

    await pressed.click();
    await expect(notices(page).filter({ hasText: `${name} rimosso dalla lista dei desideri` })).toBeVisible();
    await expect(card.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('wishlist-count')).toHaveText('');
    expect(hasItems).toHaveLength(1);
});

test('the product page heart keeps the shown variant and reports add_to_wishlist', async ({ page, catalog }) => {
    const product = await catalog.product('WGG244A9II');
    const variant = product.variants[0] as ApiProduct['variants'][number];
    await gotoHydrated(page, '/it/p/WGG244A9II');
    const heart = page.getByTestId('product-wishlist-heart');
    await expect(heart).toHaveAccessibleName('Aggiungi alla lista dei desideri');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(notices(page).filter({ hasText: `${product.name} aggiunto alla lista dei desideri` })).toBeVisible();
    await expect(heart).toHaveAccessibleName('Rimuovi dalla lista dei desideri');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');

    const events = await page.evaluate(() =>
        (window.dataLayer ?? []).filter(
            (entry): entry is { event: string } =>
                typeof entry === 'object' &&
                entry !== null &&
                (entry as { event?: string }).event === 'add_to_wishlist',
        ),
    );
    expect(events).toEqual([
        {
            event: 'add_to_wishlist',
            ecommerce: {
                currency: 'EUR',
                value: variant.price / 100,
                items: [
                    expect.objectContaining({
                        item_id: variant.sku,
                        item_name: product.name,
                        price: variant.price / 100,
                        quantity: 1,
                    }),
                ],
            },
        },
    ]);

    // Reloaded, the heart shows what the commerce server holds.
    await gotoHydrated(page, '/it/p/WGG244A9II');
    await expect(page.getByTestId('product-wishlist-heart')).toHaveAttribute('aria-pressed', 'true');
});

test('the header button fills its heart on hover and opens the empty sidebar', async ({ page }) => {
    await gotoHydrated(page, '/it');
    const button = page.getByTestId('wishlist-button');
    await expect(button.getByTestId('wishlist-icon-filled')).toBeHidden();
    await button.hover();
    await expect(button.getByTestId('wishlist-icon-filled')).toBeVisible();
    await expect(button.getByTestId('wishlist-icon-outline')).toBeHidden();

    const sidebar = await openSidebar(page);
    await expect(sidebar.getByRole('heading', { name: 'Lista dei desideri' })).toBeVisible();
    await expect(sidebar.getByTestId('wishlist-empty')).toHaveText('La tua lista dei desideri è vuota');
    // The page behind does not scroll while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await sidebar.getByRole('button', { name: 'Continua lo shopping' }).click();
    await expect(sidebar).toBeHidden();
    await expect(button).toBeFocused();
});

test('sidebar: contents, quantity update, remove, and the guest wishlist survives a browser restart', async ({
    page,
    browser,
    catalog,
}) => {
    const product = await catalog.product('WGG244A9II');
    await gotoHydrated(page, '/it');
    await addByApi(page, (product.variants[0] as { sku: string }).sku);
    await gotoHydrated(page, '/it');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');

    const sidebar = await openSidebar(page);
    const item = sidebar.getByTestId('wishlist-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: product.name })).toHaveAttribute('href', '/it/p/WGG244A9II');
    await expect(item.getByTestId('price-current')).toContainText('699,00');
    // Struck through as in the catalog: the lowest price of the 30 days before the reduction, not the list price.
    const lowest = product.variants[0]!.lowestPrice30Days!;
    await expect(item.getByTestId('price-regular')).toHaveText(formatCents(lowest).replace(/\s/g, ' '));
    await expect(item.getByTestId('wishlist-item-image')).toHaveAttribute('src', /preset=wishlist/);
    await expect(item.getByRole('button', { name: 'Aggiungi al carrello' })).toBeEnabled();

    const update = page.waitForResponse(r => r.url().endsWith('/api/wishlist/update'));
    await item.getByRole('spinbutton', { name: `Quantità di ${product.name}` }).fill('3');
    expect((await update).status()).toBe(200);

    // A new browser with the same cookies finds the same wishlist, with the new quantity.
    const state = await page.context().storageState();
    const restarted = await browser.newContext({ storageState: state });
    try {
        const again = await restarted.newPage();
        await gotoHydrated(again, '/it');
        await expect(again.getByTestId('wishlist-count')).toHaveText('1');
        const reopened = await openSidebar(again);
        await expect(reopened.getByTestId('wishlist-item-quantity')).toHaveValue('3');

        await reopened.getByRole('button', { name: `Rimuovi ${product.name} dalla lista dei desideri` }).click();
        await expect(reopened.getByTestId('wishlist-empty')).toHaveText('La tua lista dei desideri è vuota');
        await expect(
            notices(again).filter({ hasText: `${product.name} rimosso dalla lista dei desideri` }),
        ).toBeVisible();
        await expect(again.getByTestId('wishlist-count')).toHaveText('');
    } finally {
        await restarted.close();
    }
});

test('a sold-out item says it cannot be added to the cart; axe finds nothing serious with the sidebar open', async ({
    page,
    productInStock: washer,
    catalog,
}) => {
    const phone = await catalog.product('SM-S931B');
    const soldOut = phone.variants.find(
        v =>
            v.options.some(o => o.group === 'colore' && o.name === 'Verde') &&
            v.options.some(o => o.group === 'taglia' && o.name === '256 GB'),
    );
    await gotoHydrated(page, '/it');
    await addByApi(page, (soldOut as { sku: string }).sku);
    await addByApi(page, (washer.variants[0] as { sku: string }).sku);

    const sidebar = await openSidebar(page);
    const blocked = sidebar.getByTestId('wishlist-item').filter({ hasText: phone.name });
    await expect(blocked.getByTestId('wishlist-item-cannot-add')).toHaveText(
        'questo prodotto non può essere aggiunto al carrello',
    );
    await expect(blocked.getByRole('button', { name: 'Aggiungi al carrello' })).toHaveCount(0);

    // Grid or list, remembered.
    await sidebar.getByRole('button', { name: 'Griglia' }).click();
    await expect(sidebar.getByTestId('wishlist-items')).toHaveAttribute('data-view', 'grid');

    const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
    const blocking = results.violations.filter(v => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    const reopened = await openSidebar(page);
    await expect(reopened.getByTestId('wishlist-items')).toHaveAttribute('data-view', 'grid');
});

test('moving an item to the cart adds it there and takes it off the wishlist', async ({
    page,
    productInStock: washer,
}) => {
    await gotoHydrated(page, '/it');
    await addByApi(page, (washer.variants[0] as { sku: string }).sku);
    await gotoHydrated(page, '/it');
    const sidebar = await openSidebar(page);
    await sidebar.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(notices(page).filter({ hasText: `${washer.name} aggiunto al carrello` })).toBeVisible();
    await expect(sidebar.getByTestId('wishlist-empty')).toHaveText('La tua lista dei desideri è vuota');
    await expect(page.getByTestId('wishlist-count')).toHaveText('');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a cart error shows as a danger notice and the item stays in the wishlist', async ({
    page,
    productInStock: washer,
}) => {
    await gotoHydrated(page, '/it');
    await addByApi(page, (washer.variants[0] as { sku: string }).sku);
    await page.route('**/api/cart/add', route =>
        route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'generic' }) }),
    );
    await gotoHydrated(page, '/it');
    const sidebar = await openSidebar(page);
    await sidebar.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    const error = notices(page).filter({ hasText: 'Non è stato possibile modificare il carrello, riprova' });
    await expect(error).toBeVisible();
    // requirements §8: a failed add is titled Error.
    await expect(error.locator('p').first()).toHaveText('Errore');
    await expect(error).toHaveAttribute('data-type', 'danger');
    await expect(sidebar.getByTestId('wishlist-item')).toHaveCount(1);
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
});
