// A cart changed in another tab: the other tab's header count follows at once, and a change made from its out-of-date
// sidebar is refused (409 'outdated') with the persistent reload notice (requirements §8). Also the footer's account column
// (requirements §2.3). Product from the demo catalog: SM-S931B, Samsung Galaxy S25, Blu 128 GB at 799 €.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cartVersion } from '../app/lib/cart/cart-version';
import { expect, gotoHydrated, test } from './fixtures';

const S25 = 'Samsung Galaxy S25';
const OUTDATED = 'Il tuo carrello non è aggiornato e deve essere ricaricato';

async function addS25Blu128(page: Page) {
    await gotoHydrated(page, '/it/p/SM-S931B');
    await page.getByTestId('option-group-colore').getByRole('radio', { name: /^Blu/ }).click();
    await page
        .getByTestId('option-group-taglia')
        .getByRole('radio', { name: /^128 GB/ })
        .click();
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
}

interface ShownCart {
    lines: Array<{ id: string; quantity: number }>;
    totalQuantity: number;
}

async function openSidebar(page: Page) {
    await page.getByTestId('cart-button').click();
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar).toBeVisible();
    return sidebar;
}

async function expectNoSeriousViolations(page: Page) {
    const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
    const blocking = results.violations.filter(v => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a line removed in tab A: tab B counts 0 at once, its quantity change is refused and Ricarica shows the cart', async ({
    context,
}) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await addS25Blu128(a);

    await b.clock.install();
    await gotoHydrated(b, '/it');
    await expect(b.getByTestId('cart-count')).toHaveText('1');
    const sidebarB = await openSidebar(b);
    const lineB = sidebarB.getByTestId('cart-line');
    await expect(lineB.getByTestId('cart-line-name')).toHaveText(S25);

    const sidebarA = await openSidebar(a);
    await sidebarA.getByTestId('cart-line').getByTestId('cart-line-remove').click();
    await a.getByRole('alertdialog').getByRole('button', { name: 'Sì' }).click();
    await expect(sidebarA.getByTestId('cart-empty')).toHaveText(/Il tuo carrello è vuoto/);

    // B hears of it: the count follows, the open sidebar still shows what the shopper was looking at.
    await expect(b.getByTestId('cart-count')).toHaveText('');
    await expect(lineB).toHaveCount(1);

    const refused = b.waitForResponse(response => response.url().endsWith('/api/cart/update'));
    await lineB.getByTestId('cart-line-increase').click();
    const response = await refused;
    expect(response.status()).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'outdated' });

    const outdated = sidebarB.getByTestId('cart-outdated');
    await expect(outdated).toContainText(OUTDATED);
    await expect(outdated).toHaveAttribute('role', 'alert');
    // Persistent: still there well after a notification would have gone (3 s).
    await b.clock.runFor(3500);
    await expect(outdated).toBeVisible();
    await expectNoSeriousViolations(b);

    await outdated.getByRole('button', { name: 'Ricarica' }).click();
    await expect(outdated).toBeHidden();
    await expect(sidebarB.getByTestId('cart-empty')).toHaveText(/Il tuo carrello è vuoto/);
    await expect(lineB).toHaveCount(0);
});

test('the endpoint compares expectedVersion with the current cart before changing a line', async ({ page }) => {
    await addS25Blu128(page);
    const loaded = await page.request.get('/api/cart/load');
    const { cart } = (await loaded.json()) as { cart: ShownCart };
    const lineId = cart.lines[0]?.id as string;

    const stale = await page.request.post('/api/cart/update', {
        data: { lineId, quantity: 2, expectedVersion: cartVersion({ lines: [] }) },
    });
    expect(stale.status()).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'outdated' });
    const removeStale = await page.request.post('/api/cart/remove', {
        data: { lineId, expectedVersion: '0000000z' },
    });
    expect(removeStale.status()).toBe(400);

    const unchanged = (await (await page.request.get('/api/cart/load')).json()) as { cart: ShownCart };
    expect(unchanged.cart.totalQuantity).toBe(1);

    const current = await page.request.post('/api/cart/update', {
        data: { lineId, quantity: 2, expectedVersion: cartVersion(unchanged.cart) },
    });
    expect(current.status()).toBe(200);
    expect(((await current.json()) as { cart: { totalQuantity: number } }).cart.totalQuantity).toBe(2);
});

test('footer account column: Carrello and Wishlist, links to their pages, open their sidebars; for a guest, Login and I miei ordini lead to signing in', async ({
    page,
}) => {
    await gotoHydrated(page, '/it');
    const column = page.getByTestId('footer-account');
    await expect(column.getByRole('heading', { level: 2 })).toHaveText('Il mio account');
    await expect(column.getByRole('listitem')).toHaveText(['Login', 'Carrello', 'Lista dei desideri', 'I miei ordini']);
    // Without JavaScript both are links to the login page; with it they open the login modal (account.spec.ts).
    await expect(column.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/it/login');
    await expect(column.getByRole('link', { name: 'I miei ordini' })).toHaveAttribute('href', '/it/login');

    await expect(column.getByRole('link', { name: 'Carrello' })).toHaveAttribute('href', '/it/cart');
    await expect(column.getByRole('link', { name: 'Lista dei desideri' })).toHaveAttribute('href', '/it/wishlist');
    const cartEntry = column.getByRole('link', { name: 'Carrello' });
    await cartEntry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-sidebar')).toBeVisible();
    await expect(page.getByTestId('cart-sidebar').getByRole('heading', { name: 'Carrello' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-sidebar')).toBeHidden();

    await column.getByRole('link', { name: 'Lista dei desideri' }).click();
    await expect(page.getByTestId('wishlist-sidebar')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('wishlist-sidebar')).toBeHidden();
    await expectNoSeriousViolations(page);
});
