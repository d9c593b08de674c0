// Buying within reach: the phone's purchase bar on the product page, the keyboard's focus through an add, the added
// notice's "Vai al carrello", the cart page's notice of a cart changed in another tab, and the header's and footer's
// cart and wishlist as pages that work without JavaScript. Products from the demo catalog (apps/server/src/seed/catalog):
// - WGG244A9II, Bosch washing machine: a single variant at 699 €, in stock.
// - SM-S931B, Samsung Galaxy S25: colore × memoria, Blu 128 GB at 799 €.
// - 920-004523, Logitech MK270: one variant at 29,99 €, 3 in stock.
import type { Page } from '@playwright/test';
import { formatCents } from '../app/lib/format/money';
import { expect, gotoHydrated, test } from './fixtures';

const MK270 = 'Logitech MK270 tastiera e mouse wireless';
const OUTDATED = 'Il tuo carrello non è aggiornato e deve essere ricaricato';

const notice = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });
const euros = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the purchase bar appears once price and add button have scrolled away, and adds the product', async ({
        page,
        catalog,
    }) => {
        const washer = await catalog.product('WGG244A9II');
        const price = washer.variants[0]!.price;
        await gotoHydrated(page, '/it/p/WGG244A9II');
        const bar = page.getByTestId('sticky-purchase-bar');
        await expect(bar).toHaveCount(0);

        await page.getByTestId('product-specifications').scrollIntoViewIfNeeded();
        await expect(bar).toBeVisible();
        await expect(bar).toHaveAccessibleName('Acquisto rapido');
        await expect(bar.getByTestId('sticky-purchase-price')).toHaveText(euros(price));
        // Fixed to the bottom of the screen: nothing on the page moves when it comes and goes.
        const box = await bar.boundingBox();
        expect(await bar.evaluate(element => getComputedStyle(element).position)).toBe('fixed');
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);

        const add = bar.getByRole('button', { name: 'Aggiungi al carrello' });
        await expect(add).toBeEnabled();
        await add.focus();
        await page.keyboard.press('Enter');
        await expect(notice(page, `${washer.name} aggiunto al carrello`)).toBeVisible();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await expect(add).toBeFocused();

        // Back at the top, the page's own button is in view again and the bar goes.
        await page.getByTestId('product-name').scrollIntoViewIfNeeded();
        await expect(bar).toHaveCount(0);
    });

    test('before a choice the bar shows the lowest price and leads to the options', async ({ page }) => {
        await gotoHydrated(page, '/it/p/SM-S931B');
        await page.getByTestId('product-specifications').scrollIntoViewIfNeeded();
        const bar = page.getByTestId('sticky-purchase-bar');
        await expect(bar.getByTestId('sticky-purchase-price')).toHaveText('da 799,00 €');
        await bar.getByRole('link', { name: 'Scegli le opzioni' }).click();
        await expect(page.getByTestId('option-group-colore')).toBeInViewport();
        await expect(page.getByTestId('option-group-taglia').getByText('Memoria')).toBeVisible();
    });
});

test('on a desktop the purchase bar never shows', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await gotoHydrated(page, '/it/p/WGG244A9II');
    await page.getByTestId('product-specifications').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId('product-specifications')).toBeInViewport();
    await expect(page.getByTestId('sticky-purchase-bar')).toBeHidden();
});

test('with the keyboard, focus stays on "Aggiungi al carrello" through the add, on the product page and on a card', async ({
    page,
}) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoHydrated(page, '/it/p/920-004523');
    const add = page.getByTestId('add-to-cart');
    // Busy while the cart loads after hydration: a key pressed then is refused, as a click would be.
    await expect(add).toBeEnabled();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(notice(page, `${MK270} aggiunto al carrello`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(add).toBeFocused();
    // Still the keyboard's: a second Enter adds one more.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(add).toBeFocused();

    await gotoHydrated(page, '/it/c/tastiere-e-mouse');
    const card = page.getByTestId('product-card').filter({ hasText: MK270 });
    const cardAdd = card.getByTestId('card-add-to-cart');
    await expect(cardAdd).toHaveAccessibleName(`Aggiungi ${MK270} al carrello`);
    await expect(cardAdd).toBeEnabled();
    await cardAdd.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(cardAdd).toBeFocused();
    // All three in the cart: the button now says why it cannot add, and keeps the focus.
    await expect(cardAdd).toHaveText('Prodotto non disponibile');
    await expect(cardAdd).toHaveAttribute('aria-disabled', 'true');
    await expect(cardAdd).toBeFocused();
});

test('the added notice offers "Vai al carrello", which leads to the cart page', async ({ page }) => {
    await gotoHydrated(page, '/it/p/920-004523');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    const added = notice(page, `${MK270} aggiunto al carrello`);
    // The pointer on the notice holds it, so its action can be reached.
    await added.hover();
    const action = added.getByRole('link', { name: 'Vai al carrello' });
    await expect(action).toHaveAttribute('href', '/it/cart');
    await action.click();
    await expect(page).toHaveURL(/\/it\/cart$/);
    await expect(page.getByTestId('cart-page').getByTestId('cart-line-name')).toHaveText(MK270);
});

test('the cart page shows the outdated notice with Ricarica as soon as another tab changes the cart', async ({
    context,
}) => {
    const a = await context.newPage();
    await gotoHydrated(a, '/it/p/920-004523');
    await expect(a.getByTestId('add-to-cart')).toBeEnabled();
    await a.getByTestId('add-to-cart').click();
    await expect(a.getByTestId('cart-count')).toHaveText('1');
    await gotoHydrated(a, '/it/cart');
    await expect(a.getByTestId('cart-line').getByTestId('cart-line-quantity')).toHaveValue('1');

    const b = await context.newPage();
    await gotoHydrated(b, '/it/p/920-004523');
    await expect(b.getByTestId('add-to-cart')).toBeEnabled();
    await b.getByTestId('add-to-cart').click();
    await expect(b.getByTestId('cart-count')).toHaveText('2');

    const outdated = a.getByTestId('cart-page').getByTestId('cart-outdated');
    await expect(outdated).toContainText(OUTDATED);
    await expect(outdated).toHaveAttribute('role', 'alert');
    await outdated.getByRole('button', { name: 'Ricarica' }).click();
    await expect(outdated).toBeHidden();
    await expect(a.getByTestId('cart-line').getByTestId('cart-line-quantity')).toHaveValue('2');
});

test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the header and footer cart and wishlist lead to their pages; an add shows its notice and the new count', async ({
        page,
    }) => {
        await page.goto('/it/p/920-004523');
        const header = page.getByTestId('site-header');
        await expect(header.getByRole('link', { name: 'Carrello' })).toHaveAttribute('href', '/it/cart');
        await expect(header.getByRole('link', { name: 'Lista dei desideri' })).toHaveAttribute('href', '/it/wishlist');
        const footer = page.getByTestId('footer-account');
        await expect(footer.getByRole('link', { name: 'Carrello' })).toHaveAttribute('href', '/it/cart');
        await expect(footer.getByRole('link', { name: 'Lista dei desideri' })).toHaveAttribute('href', '/it/wishlist');

        await expect(page.getByTestId('add-to-cart')).toBeEnabled();
        await page.getByTestId('add-to-cart').click();
        await expect(page).toHaveURL(/\/it\/p\/920-004523$/);
        const added = notice(page, `${MK270} aggiunto al carrello`);
        await expect(added).toBeVisible();
        await expect(added).toHaveAttribute('data-type', 'success');
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello, 1 articolo');

        await added.getByRole('link', { name: 'Vai al carrello' }).click();
        await expect(page).toHaveURL(/\/it\/cart$/);
        await expect(page.getByTestId('cart-line').getByTestId('cart-line-name')).toHaveText(MK270);
    });

    test('the wishlist page lists an item, moves one to the cart and removes another', async ({ page, catalog }) => {
        const washer = await catalog.product('WGG244A9II');
        for (const sku of ['920-004523', washer.variants[0]!.sku]) {
            const res = await page.request.post('/api/wishlist/toggle', { data: { sku } });
            expect(res.status()).toBe(200);
        }
        const response = await page.goto('/it/Wishlist');
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lista dei desideri (2 articoli)');
        const items = page.getByTestId('wishlist-item');
        await expect(items).toHaveCount(2);

        const keyboard = items.filter({ hasText: MK270 });
        await keyboard.getByRole('button', { name: 'Aggiungi al carrello' }).click();
        await expect(page).toHaveURL(/\/it\/Wishlist$/);
        await expect(notice(page, `${MK270} aggiunto al carrello`)).toBeVisible();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await expect(items).toHaveCount(1);

        await items.getByRole('button', { name: `Rimuovi ${washer.name} dalla lista dei desideri` }).click();
        await expect(notice(page, `${washer.name} rimosso dalla lista dei desideri`)).toBeVisible();
        await expect(page.getByTestId('wishlist-empty')).toHaveText('La tua lista dei desideri è vuota');
    });

    test('a wishlist form naming no item of the list answers 400 with the reason', async ({ page }) => {
        const res = await page.request.post('/it/wishlist', { form: { intent: 'remove', itemUid: 'not-an-item' } });
        expect(res.status()).toBe(400);
        expect(await res.text()).toContain('Richiesta non valida, riprova');
    });
});
