// Gift cards and attached services in the cart. Demo data (apps/server/src/seed):
// - 920-004523, Logitech MK270: one variant at 29,99 €.
// - OLED55C44LA, LG OLED evo C4: 55" at 1.299,00 €; "Installazione a parete TV" (SRV-INST-TVW, 89,00 €) is offered for it.
// - Gift cards DEMO-GIFT-0025-EURO (25 €) and DEMO-GIFT-SCAD-UTA0 (expired).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const notice = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });

async function addKeyboard(page: Page) {
    await gotoHydrated(page, '/it/p/920-004523');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(notice(page, 'aggiunto al carrello')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
}

async function blockingViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
    return results.violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).join(', ')}`);
}

test('a 25 € gift card takes 25,00 € off the total and comes off again; an expired one is refused with its date', async ({
    page,
}) => {
    await addKeyboard(page);
    await gotoHydrated(page, '/it/Cart');
    // 29,99 € and 5 € shipping under 100 €.
    await expect(page.getByTestId('cart-shipping')).toHaveText('5,00 €');
    await expect(page.getByTestId('cart-total')).toHaveText('34,99 €');

    await page.getByLabel('Carta regalo', { exact: true }).fill('DEMO-GIFT-0025-EURO');
    await page.getByTestId('cart-gift-card').getByRole('button', { name: 'Applica' }).click();
    const applied = page.getByTestId('cart-gift-card-applied');
    await expect(applied).toHaveCount(1);
    await expect(applied).toContainText('Carta regalo DEMO-GIFT-0025-EURO');
    await expect(applied.getByTestId('cart-gift-card-amount')).toHaveText('-25,00 €');
    await expect(page.getByTestId('cart-gift-cards')).toHaveText('-25,00 €');
    await expect(page.getByTestId('cart-total')).toHaveText('9,99 €');
    await expect(notice(page, 'Carta regalo DEMO-GIFT-0025-EURO applicata')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByLabel('Carta regalo', { exact: true }).fill('DEMO-GIFT-SCAD-UTA0');
    await page.getByTestId('cart-gift-card').getByRole('button', { name: 'Applica' }).click();
    await expect(notice(page, 'La carta regalo è scaduta il 31 dicembre 2024')).toBeVisible();
    await expect(page.getByTestId('cart-gift-card-refusal')).toHaveText(
        'La carta regalo è scaduta il 31 dicembre 2024',
    );
    await expect(page.getByTestId('cart-gift-card-applied')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText('9,99 €');

    await page.getByRole('button', { name: 'Rimuovi la carta regalo DEMO-GIFT-0025-EURO' }).click();
    await expect(page.getByTestId('cart-gift-card-applied')).toHaveCount(0);
    await expect(page.getByTestId('cart-gift-cards')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('34,99 €');
});

test('RISPARMIA50 below 500 € is refused with what is missing, and the refusal goes once another change succeeds', async ({
    page,
}) => {
    await addKeyboard(page);
    await gotoHydrated(page, '/it/Cart');
    await expect(page.getByTestId('cart-total')).toHaveText('34,99 €');
    const coupon = page.getByTestId('cart-coupon');
    const refusal = page.getByTestId('cart-coupon-refusal');

    // 29,99 € of goods: 470,01 € short of the coupon's 500 €.
    await page.getByLabel('Codice sconto').fill('RISPARMIA50');
    await coupon.getByRole('button', { name: 'Applica' }).click();
    await expect(refusal).toHaveText('Valido per ordini da 500 €: ti mancano 470,01 €');
    await expect(notice(page, 'Valido per ordini da 500 €: ti mancano 470,01 €')).toBeVisible();
    await expect(page.getByTestId('cart-coupon-applied')).toHaveCount(0);
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('34,99 €');

    // A gift card applied afterwards: the coupon's refusal spoke of the cart before it.
    await page.getByLabel('Carta regalo', { exact: true }).fill('DEMO-GIFT-0025-EURO');
    await page.getByTestId('cart-gift-card').getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByTestId('cart-gift-card-applied')).toHaveCount(1);
    await expect(refusal).toHaveCount(0);

    // The card pays, it adds no goods: still 470,01 € short; a second keyboard brings the gap to 440,02 €.
    await page.getByLabel('Codice sconto').fill('RISPARMIA50');
    await coupon.getByRole('button', { name: 'Applica' }).click();
    await expect(refusal).toHaveText('Valido per ordini da 500 €: ti mancano 470,01 €');
    const line = page.getByTestId('cart-line');
    await line.getByTestId('cart-line-increase').click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveValue('2');
    await expect(notice(page, 'quantità modificata')).toBeVisible();
    await expect(refusal).toHaveCount(0);
    await page.getByLabel('Codice sconto').fill('RISPARMIA50');
    await coupon.getByRole('button', { name: 'Applica' }).click();
    await expect(refusal).toHaveText('Valido per ordini da 500 €: ti mancano 440,02 €');
});

test('without JavaScript the cart page applies a gift card through its form', async ({
    shopperWithoutJavaScript: { page },
}) => {
    await page.goto('/it/p/920-004523');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await page.goto('/it/cart');
    await page.getByLabel('Carta regalo', { exact: true }).fill('DEMO-GIFT-0025-EURO');
    await page.getByTestId('cart-gift-card').getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/\/it\/cart$/);
    await expect(page.getByTestId('cart-gift-card-amount')).toHaveText('-25,00 €');
    await expect(page.getByTestId('cart-total')).toHaveText('9,99 €');
});

test('a service attached to a TV shows under it and goes when the TV is removed', async ({ page }) => {
    await gotoHydrated(page, '/it/p/OLED55C44LA');
    await page.getByTestId('option-group-taglia').getByRole('radio', { name: /^55"/ }).click();
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(notice(page, 'LG OLED evo C4 Smart TV 4K aggiunto al carrello')).toBeVisible();

    await page.getByTestId('cart-button').click();
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar).toBeVisible();
    const line = sidebar.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('group', { name: 'Servizi aggiuntivi per LG OLED evo C4 Smart TV 4K' })).toBeVisible();
    const install = line.getByRole('checkbox', { name: 'Installazione a parete TV' });
    await expect(install).not.toBeChecked();
    await install.check();

    const serviceLine = line.getByTestId('cart-service-line');
    await expect(serviceLine).toHaveCount(1);
    await expect(serviceLine).toHaveAttribute('data-sku', 'SRV-INST-TVW');
    await expect(serviceLine.getByTestId('cart-service-price')).toHaveText('89,00 €');
    await expect(install).toBeChecked();
    // The service follows the TV: still one product line, with one quantity selector.
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar.getByTestId('cart-line-quantity')).toHaveCount(1);
    await expect(sidebar.getByTestId('cart-subtotal')).toHaveText('1.388,00 €');
    await expect(sidebar.getByTestId('cart-shipping')).toHaveText('Gratuita');
    await expect(sidebar.getByTestId('cart-total')).toHaveText('1.388,00 €');
    expect(await blockingViolations(page)).toEqual([]);

    await line.getByTestId('cart-line-remove').click();
    await page.getByRole('button', { name: 'Sì' }).click();
    await expect(sidebar.getByTestId('cart-empty')).toContainText('Il tuo carrello è vuoto');
    await expect(sidebar.getByTestId('cart-service-line')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toBeHidden();
});
