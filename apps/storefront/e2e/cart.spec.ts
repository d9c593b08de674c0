// The shopper's cart: adding from the product page and from a card, the header count, the sidebar, debounced quantity,
// confirmed removal, the totals (shipping, VAT), coupons, the stock limit and the cart page without JavaScript. Products from the demo catalog
// (apps/server/src/seed/catalog):
// - SM-S931B, Samsung Galaxy S25: colore × taglia, Blu 128 GB at 799 € instead of 929 €.
// - 920-004523, Logitech MK270 (category tastiere-e-mouse): one variant at 29,99 €, only 3 in stock ("Solo 3 rimasti").
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { setStockOnHand } from './admin-api';
import { expect, gotoHydrated, test } from './fixtures';

const S25 = 'Samsung Galaxy S25';
const MK270 = 'Logitech MK270 tastiera e mouse wireless';

const option = (page: Page, group: string, name: string) =>
    page.getByTestId(`option-group-${group}`).getByRole('radio', { name: new RegExp(`^${name}`) });

const notice = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });

async function addS25Blu128(page: Page) {
    await gotoHydrated(page, '/it/p/SM-S931B');
    const add = page.getByTestId('add-to-cart');
    // Nothing chosen yet: the button waits for colour and size.
    await expect(add).toBeDisabled();
    await option(page, 'colore', 'Blu').click();
    await expect(add).toBeDisabled();
    await option(page, 'taglia', '128 GB').click();
    await expect(add).toBeEnabled();
    await expect(add).toHaveText('Aggiungi al carrello');
    await add.click();
    await expect(notice(page, `${S25} aggiunto al carrello`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
}

async function openSidebar(page: Page) {
    await page.getByTestId('cart-button').click();
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar).toBeVisible();
    return sidebar;
}

test('add from the product page after choosing colour and size; the sidebar shows the line with its struck price', async ({
    page,
}) => {
    await addS25Blu128(page);
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Carrello, 1 articolo');

    const sidebar = await openSidebar(page);
    await expect(sidebar.getByRole('heading', { name: 'Carrello' })).toBeVisible();
    const line = sidebar.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('cart-line-name')).toHaveText(S25);
    await expect(line.getByTestId('cart-line-name')).toHaveAttribute('href', '/it/p/SM-S931B');
    await expect(line.getByTestId('cart-line-sku')).not.toBeEmpty();
    await expect(line.getByTestId('cart-line-unit-price')).toHaveText('799,00 €');
    await expect(line.getByTestId('cart-line-regular-price')).toHaveText('929,00 €');
    await expect(line.getByTestId('cart-line-image')).toHaveAttribute('src', /\?preset=cart&format=webp$/);
    await expect(line.getByTestId('cart-line-quantity')).toHaveValue('1');
    await expect(line.getByTestId('cart-line-total')).toHaveText('Totale riga: 799,00 €');
    // From 100 € shipping is free, and the total says how much VAT it includes.
    await expect(sidebar.getByTestId('cart-subtotal')).toHaveText('799,00 €');
    await expect(sidebar.getByTestId('cart-shipping')).toHaveText('Gratuita');
    await expect(sidebar.getByTestId('cart-total')).toHaveText('799,00 €');
    await expect(sidebar.getByTestId('cart-vat')).toHaveText('IVA inclusadi cui IVA 22 %: 144,08 €');
    await expect(sidebar.getByTestId('cart-checkout')).toHaveAttribute('href', '/it/checkout/user-account');

    const dataLayer = (await page.evaluate(() => window.dataLayer ?? [])) as Array<{
        event?: string;
        ecommerce?: { currency: string; value: number; items: Array<Record<string, unknown>> };
    }>;
    const added = dataLayer.find(entry => entry.event === 'add_to_cart');
    expect(added?.ecommerce).toEqual({
        currency: 'EUR',
        value: 799,
        items: [
            {
                item_id: expect.stringMatching(/^SM-S931B-/),
                item_name: S25,
                item_brand: 'Samsung',
                price: 799,
                quantity: 1,
            },
        ],
    });
    expect(dataLayer.filter(entry => entry.event === 'view_cart')).toHaveLength(1);

    // "Continua lo shopping" closes the sidebar and gives focus back to the button.
    await sidebar.getByTestId('cart-keep-shopping').click();
    await expect(sidebar).toBeHidden();
    await expect(page.getByTestId('cart-button')).toBeFocused();
});

test('three quick clicks on + send one update; removal asks first (Annulla keeps, Sì removes)', async ({ page }) => {
    await addS25Blu128(page);
    const sidebar = await openSidebar(page);
    const line = sidebar.getByTestId('cart-line');

    const updates: string[] = [];
    page.on('request', request => {
        if (request.url().endsWith('/api/cart/update')) updates.push(request.postData() ?? '');
    });
    const increase = line.getByTestId('cart-line-increase');
    await increase.click();
    await increase.click();
    await increase.click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveValue('4');
    await expect(notice(page, `${S25}, quantità modificata`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0] as string)).toMatchObject({ quantity: 4 });

    await line.getByTestId('cart-line-remove').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Sei sicuro di voler rimuovere questo articolo dal carrello?');
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(confirm).toBeHidden();
    await expect(line).toHaveCount(1);

    await line.getByTestId('cart-line-remove').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sì' }).click();
    await expect(notice(page, `${S25} rimosso dal carrello`)).toBeVisible();
    await expect(sidebar.getByTestId('cart-empty')).toHaveText(/Il tuo carrello è vuoto/);
    await expect(page.getByTestId('cart-count')).toHaveText('');
});

test('a card adds its product on hover; several-variant cards lead to the product page', async ({ page }) => {
    await gotoHydrated(page, '/it/c/tastiere-e-mouse');
    const card = page.getByTestId('product-card').filter({ hasText: MK270 });
    const add = card.getByTestId('card-add-to-cart');
    await expect(add).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(add).toHaveCSS('opacity', '1');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(notice(page, `${MK270} aggiunto al carrello`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await gotoHydrated(page, '/it/c/smartphone-android');
    const s25 = page.getByTestId('product-card').filter({ hasText: S25 }).first();
    await expect(s25.getByTestId('card-add-to-cart')).toHaveCount(0);
    const choose = s25.getByTestId('card-choose-options');
    await s25.hover();
    await expect(choose).toHaveText('Scegli le opzioni');
    await expect(choose).toHaveCSS('opacity', '1');
    // A press on it is the card's link's: the product page opens.
    const box = await choose.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page).toHaveURL(/\/it\/p\/SM-S931B$/);
});

test('a card\'s add button says "Prodotto non disponibile" once the cart holds all that is left, before any click', async ({
    page,
}) => {
    await gotoHydrated(page, '/it/c/tastiere-e-mouse');
    const card = page.getByTestId('product-card').filter({ hasText: MK270 });
    const add = card.getByTestId('card-add-to-cart');
    for (let count = 1; count <= 3; count++) {
        await card.hover();
        await expect(add).toHaveText('Aggiungi al carrello');
        await expect(add).toBeEnabled();
        await add.click();
        await expect(page.getByTestId('cart-count')).toHaveText(String(count));
    }
    // The three left are in the cart: the button no longer offers a fourth.
    await card.hover();
    await expect(add).toHaveText('Prodotto non disponibile');
    await expect(add).toBeDisabled();
    await page.reload();
    await card.hover();
    await expect(add).toHaveText('Prodotto non disponibile');
    await expect(add).toBeDisabled();
});

test('a fourth unit of a product with 3 left is refused with the maximum-quantity error', async ({ page }) => {
    await gotoHydrated(page, '/it/p/920-004523');
    await expect(page.getByTestId('product-stock')).toHaveText('Solo 3 rimasti');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const sidebar = await openSidebar(page);
    const line = sidebar.getByTestId('cart-line');
    await line.getByTestId('cart-line-increase').click();
    await line.getByTestId('cart-line-increase').click();
    await expect(notice(page, `${MK270}, quantità modificata`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    await line.getByTestId('cart-line-increase').click();
    const error = notice(page, 'Hai raggiunto la quantità massima acquistabile');
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('data-type', 'danger');
    // requirements §8: a refused change other than an add is titled 'An error occurred', the specific message below.
    await expect(error.locator('p').first()).toHaveText('Si è verificato un errore');
    // Announced to screen readers even while the sidebar dialog hides the rest of the page.
    await expect(
        page.getByRole('alert').filter({ hasText: 'Hai raggiunto la quantità massima acquistabile' }),
    ).toBeVisible();
    // The cart shows what the server holds.
    await expect(line.getByTestId('cart-line-quantity')).toHaveValue('3');
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    // With all three in the cart the product page no longer offers it (requirements §5), and says why: not "Solo 3
    // rimasti" beside a button that cannot be pressed.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('add-to-cart')).toHaveText('Prodotto non disponibile');
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await expect(page.getByTestId('product-stock')).toHaveText('Hai già nel carrello tutti i pezzi disponibili');
    await page.reload();
    await expect(page.getByTestId('product-stock')).toHaveText('Hai già nel carrello tutti i pezzi disponibili');
});

test('the last unit sold while its page is open: the add says it is not available, and the page then says so', async ({
    page,
}) => {
    // Lenovo Legion Tower 5: one variant, 3 in the demo stock, which the journey puts back.
    const code = '90UY00BMIX';
    await setStockOnHand(code, 1);
    try {
        await gotoHydrated(page, `/it/p/${code}`);
        await expect(page.getByTestId('product-stock')).toHaveText('Ultimo pezzo disponibile');
        const add = page.getByTestId('add-to-cart');
        await expect(add).toBeEnabled();
        // Someone else buys it meanwhile.
        await setStockOnHand(code, 0);
        await add.click();
        const error = notice(page, 'Prodotto non disponibile');
        await expect(error).toBeVisible();
        await expect(error).toHaveAttribute('data-type', 'danger');
        await expect(notice(page, 'Hai raggiunto la quantità massima acquistabile')).toHaveCount(0);
        // Within a look at the stock (a second): a reload until then may still show the page as it was.
        await expect(async () => {
            await page.reload();
            await expect(page.getByTestId('product-stock')).toHaveText('Prodotto non disponibile', { timeout: 1_000 });
        }).toPass({ timeout: 10_000 });
        await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    } finally {
        await setStockOnHand(code, 3);
    }
});

test('coupons on the cart page: BENVENUTO10 refused to a guest beside the field, RISPARMIA50 applied and removed, the same figures in the sidebar; axe finds nothing serious', async ({
    page,
}) => {
    await addS25Blu128(page);
    await openSidebar(page);
    const axe = () =>
        new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const blocking = (results: Awaited<ReturnType<typeof axe>>) =>
        results.violations
            .filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).join(', ')}`);
    expect(blocking(await axe())).toEqual([]);

    await gotoHydrated(page, '/it/Cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const couponForm = page.getByTestId('cart-coupon');
    // The first-order coupon is for signed-in customers: the reason shows beside the field.
    await page.getByLabel('Codice sconto').fill('BENVENUTO10');
    await couponForm.getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByTestId('cart-coupon-refusal')).toHaveText(
        'Questo codice sconto è riservato al primo ordine dei clienti registrati: accedi o registrati per usarlo.',
    );
    await expect(page.getByTestId('cart-coupon-applied')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('799,00 €');

    await page.getByLabel('Codice sconto').fill('RISPARMIA50');
    await couponForm.getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByTestId('cart-coupon-applied')).toHaveText('Codice applicato: RISPARMIA50');
    await expect(page.getByTestId('cart-coupon-refusal')).toHaveCount(0);
    const figures = async (scope: Page | ReturnType<Page['getByTestId']>) =>
        Promise.all(
            ['cart-subtotal', 'cart-discount-name', 'cart-discount', 'cart-shipping', 'cart-total', 'cart-vat'].map(
                id => scope.getByTestId(id).textContent(),
            ),
        );
    // textContent keeps the no-break space Intl puts before the euro sign.
    const expected = [
        '799,00\u00a0€',
        '50 € di sconto da 500 €',
        '-50,00\u00a0€',
        'Gratuita',
        '749,00\u00a0€',
        'IVA inclusadi cui IVA 22 %: 135,07\u00a0€',
    ];
    await expect(page.getByTestId('cart-total')).toHaveText('749,00 €');
    expect(await figures(page.getByTestId('cart-page'))).toEqual(expected);
    expect(blocking(await axe())).toEqual([]);
    // The sidebar shows the very same figures.
    const sidebar = await openSidebar(page);
    await expect(sidebar.getByTestId('cart-total')).toHaveText('749,00 €');
    expect(await figures(sidebar)).toEqual(expected);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Rimuovi il codice RISPARMIA50' }).click();
    await expect(page.getByTestId('cart-coupon-applied')).toHaveCount(0);
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('799,00 €');
});

test('without JavaScript: add through the product form, change the quantity and remove on the cart page', async ({
    shopperWithoutJavaScript: { page, context },
}) => {
    await page.goto('/it/p/920-004523');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/it\/p\/920-004523$/);
    const cookies = await context.cookies();
    expect(cookies.find(c => c.name === 'vendure-token')?.httpOnly).toBe(true);
    expect(JSON.parse(decodeURIComponent(cookies.find(c => c.name === 'message')?.value ?? '{}'))).toMatchObject({
        message: `${MK270} aggiunto al carrello`,
        type: 'success',
    });

    const response = await page.goto('/it/cart');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('cart-line-name')).toHaveText(MK270);
    await line.getByTestId('cart-line-quantity').fill('2');
    await line.getByRole('button', { name: 'Aggiorna' }).click();
    await expect(page.getByTestId('cart-line').getByTestId('cart-line-quantity')).toHaveValue('2');
    await page.getByTestId('cart-line').getByTestId('cart-line-increase').click();
    await expect(page.getByTestId('cart-line').getByTestId('cart-line-quantity')).toHaveValue('3');
    await expect(page.getByTestId('cart-line').getByTestId('cart-line-total')).toHaveText('Totale riga: 89,97 €');
    // Under 100 € shipping costs 5 €, shown before checkout and counted in the total.
    await expect(page.getByTestId('cart-subtotal')).toHaveText('89,97 €');
    await expect(page.getByTestId('cart-shipping')).toHaveText('5,00 €');
    await expect(page.getByTestId('cart-total')).toHaveText('94,97 €');

    await page.getByTestId('cart-line').getByTestId('cart-line-remove').click();
    await expect(page.getByTestId('cart-empty')).toContainText('Il tuo carrello è vuoto');
});
