// Notification rules: at most 3 (oldest dropped), no duplicates, gone after 3 s unless persistent, the message cookie.
import { expect, gotoHydrated, notify, test } from './fixtures';

test('at most three notifications, the oldest dropped', async ({ page, notifications }) => {
    await gotoHydrated(page, '/it');
    for (const message of ['Primo', 'Secondo', 'Terzo', 'Quarto']) await notify(page, { message, persist: true });
    const items = notifications.all;
    await expect(items).toHaveCount(3);
    await expect(items).toHaveText([/Secondo/, /Terzo/, /Quarto/]);
});

test('the same message is not shown twice', async ({ page, notifications }) => {
    await gotoHydrated(page, '/it');
    await notify(page, { message: 'Aggiunto al carrello', type: 'success', persist: true });
    await notify(page, { message: 'Aggiunto al carrello', type: 'success', persist: true });
    await expect(notifications.all).toHaveCount(1);
    await expect(notifications.all).toHaveAttribute('data-type', 'success');
});

test('a notification hides itself after 3 seconds unless persistent', async ({ page, notifications }) => {
    // The page's clock is ours: time moves only when the test moves it, so 3 s is exactly 3 s, and nobody waits.
    await page.clock.install();
    await gotoHydrated(page, '/it');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await notify(page, { message: 'Passeggera', type: 'info' });
    await notify(page, { message: 'Fissa', type: 'warning', persist: true });
    const items = notifications.all;
    await expect(items).toHaveCount(2);
    await page.clock.runFor(2000);
    await expect(notifications.withText('Passeggera')).toBeVisible();
    await page.clock.runFor(1000);
    await expect(notifications.withText('Passeggera')).toBeHidden();
    await page.clock.runFor(1500);
    await expect(notifications.withText('Fissa')).toBeVisible();
    await notifications.withText('Fissa').getByRole('button', { name: 'Chiudi la notifica' }).click();
    await expect(items).toHaveCount(0);
});

test('each type is shown with its own look and danger is announced as an alert', async ({ page }) => {
    await gotoHydrated(page, '/it');
    await notify(page, { message: 'Errore nel carrello', type: 'danger', title: 'Errore', persist: true });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Errore');
    await expect(alert).toContainText('Errore nel carrello');
});

test('the message cookie shows as a notification and is removed on dismiss', async ({
    page,
    context,
    notifications,
}) => {
    const url = new URL(process.env.STOREFRONT_URL as string);
    await context.addCookies([
        {
            name: 'message',
            value: encodeURIComponent(
                JSON.stringify({
                    message: 'Sessione scaduta, accedi di nuovo.',
                    type: 'warning',
                    persist: true,
                    title: 'Attenzione',
                }),
            ),
            domain: url.hostname,
            path: '/',
            httpOnly: true,
            sameSite: 'Lax',
        },
    ]);
    await gotoHydrated(page, '/it');
    const item = notifications.withText('Sessione scaduta');
    await expect(item).toBeVisible();
    await expect(item).toContainText('Attenzione');
    const dismissed = page.waitForResponse(res => res.url().endsWith('/api/message/dismiss'));
    await item.getByRole('button', { name: 'Chiudi la notifica' }).click();
    expect((await dismissed).status()).toBe(200);
    await expect(item).toBeHidden();
    expect((await context.cookies()).find(c => c.name === 'message')).toBeUndefined();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(notifications.all).toHaveCount(0);
});

test("without JavaScript the added notice leaves the header's icons free and closes with its button", async ({
    browser,
}) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/it/p/ARCHERAX55');
    await page.getByTestId('add-to-cart').click();
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/it\/p\/ARCHERAX55$/);
    const notice = page.getByTestId('notification').filter({ hasText: 'aggiunto al carrello' });
    await expect(notice).toBeVisible();
    // Nothing of the notice lies over the cart icon, the one the shopper wants next.
    const [box, cart] = [await notice.boundingBox(), await page.getByTestId('cart-button').first().boundingBox()];
    expect(box && cart).toBeTruthy();
    const overlaps =
        box!.x < cart!.x + cart!.width &&
        cart!.x < box!.x + box!.width &&
        box!.y < cart!.y + cart!.height &&
        cart!.y < box!.y + box!.height;
    expect(overlaps).toBe(false);

    await notice.getByRole('button', { name: 'Chiudi la notifica' }).click();
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/it\/p\/ARCHERAX55$/);
    await expect(page.getByTestId('notification')).toHaveCount(0);
    // Closed for good: the next page does not show it again.
    await page.goto('/it');
    await expect(page.getByTestId('notification')).toHaveCount(0);
    await context.close();
});
