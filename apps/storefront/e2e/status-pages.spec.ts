// The 404 page, and the error page while the commerce server is stopped, then recovery when it returns.
import { expect, gotoHydrated, mainMenu, setCommerceServer, test } from './fixtures';

test('an unknown address shows the 404 page with a real 404 status', async ({ page }) => {
    const response = await page.goto('/it/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Impossibile trovare questa pagina' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/it');
});

test('leaving the 404 page in the browser renders the layout anew, with the footer the server wrote', async ({
    page,
}) => {
    await gotoHydrated(page, '/it/questa-pagina-non-esiste');
    await expect(page.getByTestId('copyright')).toContainText('Tutti i diritti riservati');
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page.getByTestId('home')).toBeVisible();
    // The layout under the 404 page gave way to the pages' own: its footer starts from the markup the server wrote.
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: 'Spedizioni e consegne' })).toBeVisible();
    await expect(footer.getByTestId('copyright')).toContainText('Tutti i diritti riservati');
    await expect(footer.getByTestId('footer-account').getByRole('link', { name: 'Carrello' })).toBeVisible();
});

test('an address without the locale is moved under /it/', async ({ page }) => {
    const response = await page.goto('/chi-siamo.html?ref=vecchio-sito');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/it/chi-siamo?ref=vecchio-sito');
    expect(response?.request().redirectedFrom()?.url()).toContain('/chi-siamo.html');
});

test('while the commerce server is stopped pages show the error page, and they recover when it returns', async ({
    page,
}) => {
    test.setTimeout(360_000);
    const menu = await mainMenu();
    await gotoHydrated(page, '/it');
    await setCommerceServer('stop');
    try {
        const response = await page.goto('/it/pagina-durante-il-guasto');
        expect(response?.status()).toBe(503);
        await expect(page.getByRole('heading', { name: 'oops!' })).toBeVisible();
        await expect(page.getByText('La pagina che stavi cercando non è stata trovata')).toBeVisible();
        await expect(page.getByTestId('error-status')).toContainText('503');
        const errorPage = page.getByTestId('error-page');
        await expect(errorPage.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
        await expect(errorPage.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/it/contact-us');
        // The storefront itself stays up: the home page still answers.
        expect((await page.goto('/it'))?.status()).toBe(200);
    } finally {
        await setCommerceServer('start');
    }
    const response = await page.goto('/it/pagina-durante-il-guasto');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Impossibile trovare questa pagina' })).toBeVisible();
    await gotoHydrated(page, '/it');
    if (menu[0]) await expect(page.getByTestId('desktop-menu').getByText(menu[0].label, { exact: true })).toBeVisible();
});
