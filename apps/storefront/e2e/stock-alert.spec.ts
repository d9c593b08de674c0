// "Avvisami quando torna disponibile" as a shopper and staff meet it. The Braun CareStyle 7 Pro IS7286 steam generator
// (IS7286BK, one variant) is sold out in the demo catalog: a shopper asks for an alert, with and without JavaScript;
// staff restore the stock through the admin API; the email arrives once, with the product link and the cancel link;
// the cancel page says what it did. The stock is sold out again at the end, as the demo catalog has it.
import { setStockOnHand } from './admin-api';
import { expect, gotoHydrated, test } from './fixtures';
import { latestMail } from './mailbox';

const CODE = 'IS7286BK';
const SKU = 'IS7286BK';
const NAME = 'Braun CareStyle 7 Pro IS7286 generatore di vapore';
const DONE = 'Ti avviseremo via email quando il prodotto tornerà disponibile.';
const SUBJECT = `È tornato disponibile: ${NAME}`;

// One journey after another: the stock is shared by them all.
test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
    await setStockOnHand(SKU, 0);
});

test.describe('before its code is there', () => {
    // The service worker would answer for the code itself, out of the test's hands.
    test.use({ serviceWorkers: 'block' });

    test('the form loads its code when the shopper reaches for it, and what was typed meanwhile stays', async ({
        page,
    }) => {
        let release = () => {};
        const held = new Promise<void>(resolve => (release = resolve));
        const asked: string[] = [];
        await page.route(/\/static\/stock-alert-form-[\w-]+\.js$/, async route => {
            asked.push(new URL(route.request().url()).pathname);
            await held;
            await route.continue();
        });
        const posts: string[] = [];
        page.on('request', request => request.method() === 'POST' && posts.push(request.url()));
        await gotoHydrated(page, `/it/p/${CODE}`);
        await page.waitForLoadState('networkidle');
        expect(asked).toEqual([]);

        // Typed into the server's form while its code is held back.
        const email = page.getByTestId('stock-alert').getByLabel('La tua email');
        await email.click();
        await email.pressSequentially('giulia');
        expect(asked).toHaveLength(1);
        release();
        await page.waitForResponse(response => /stock-alert-form-/.test(response.url()));
        await email.pressSequentially('.conti@');
        await expect(email).toBeFocused();
        await expect(email).toHaveValue('giulia.conti@');
        // The live form checks the address in the page: nothing is posted.
        await email.press('Enter');
        await expect(page.getByTestId('stock-alert').getByTestId('field-error')).toHaveText(
            'Inserisci un indirizzo email valido.',
        );
        expect(posts).toEqual([]);
    });

    test('a click pressed while the code arrives, and a submit before it, are sent by the live form', async ({
        page,
    }) => {
        let release = () => {};
        const held = new Promise<void>(resolve => (release = resolve));
        await page.route(/\/static\/stock-alert-form-[\w-]+\.js$/, async route => {
            await held;
            await route.continue();
        });
        const documentPosts: string[] = [];
        page.on('request', request => {
            if (request.method() === 'POST' && request.resourceType() === 'document') documentPosts.push(request.url());
        });
        await gotoHydrated(page, `/it/p/${CODE}`);
        const alert = page.getByTestId('stock-alert');
        await alert.getByLabel('La tua email').fill('anna.galli@example.it');

        // The button is pressed, the code arrives, the button is released: the click is not lost.
        await alert.getByRole('button', { name: 'Avvisami' }).hover();
        await page.mouse.down();
        release();
        await page.waitForResponse(response => /stock-alert-form-/.test(response.url()));
        await page.waitForTimeout(300);
        await page.mouse.up();
        await expect(page.getByTestId('stock-alert-done')).toHaveText(DONE);
        await expect(page.getByTestId('stock-alert-done')).toBeVisible();

        // Enter pressed before the code is there: the live form sends the address once it arrives, in the page.
        let releaseAgain = () => {};
        const heldAgain = new Promise<void>(resolve => (releaseAgain = resolve));
        await page.unroute(/\/static\/stock-alert-form-[\w-]+\.js$/);
        await page.route(/\/static\/stock-alert-form-[\w-]+\.js$/, async route => {
            await heldAgain;
            await route.continue();
        });
        await gotoHydrated(page, `/it/p/${CODE}`);
        const email = page.getByTestId('stock-alert').getByLabel('La tua email');
        await email.fill('luca.galli@example.it');
        await email.press('Enter');
        await expect(page.getByTestId('stock-alert-done')).toHaveCount(0);
        releaseAgain();
        await expect(page.getByTestId('stock-alert-done')).toHaveText(DONE);
        expect(documentPosts).toEqual([]);
    });

    test("if the code cannot load, the server's form is posted as it is", async ({ page }) => {
        let fail = () => {};
        const failing = new Promise<void>(resolve => (fail = resolve));
        await page.route(/\/static\/stock-alert-form-[\w-]+\.js$/, async route => {
            await failing;
            await route.abort();
        });
        // As after the one reload a missing chunk is allowed (chunk-reload.ts): the page does not reload again.
        await page.addInitScript(() => sessionStorage.setItem('shop:chunk-reload-at', String(Date.now())));
        const documentPost = () =>
            page.waitForRequest(request => request.method() === 'POST' && request.resourceType() === 'document');

        // Sent while the code is on its way, which then fails: the form is posted once it has failed.
        await gotoHydrated(page, `/it/p/${CODE}`);
        const alert = page.getByTestId('stock-alert');
        await alert.getByLabel('La tua email').fill('sara.galli@example.it');
        await alert.getByRole('button', { name: 'Avvisami' }).click();
        await expect(alert.getByLabel('La tua email')).toHaveValue('sara.galli@example.it');
        const [posted] = await Promise.all([documentPost(), fail()]);
        expect(posted.postData()).toContain('email=sara.galli%40example.it');
        await expect(page.getByTestId('stock-alert-done')).toHaveText(DONE);

        // Sent after the code has failed: the form is posted at once.
        await gotoHydrated(page, `/it/p/${CODE}`);
        await page.getByTestId('stock-alert').getByLabel('La tua email').fill('elena.galli@example.it');
        await page.waitForLoadState('networkidle');
        const [again] = await Promise.all([
            documentPost(),
            page.getByTestId('stock-alert').getByRole('button', { name: 'Avvisami' }).click(),
        ]);
        expect(again.postData()).toContain('email=elena.galli%40example.it');
        await expect(page.getByTestId('stock-alert-done')).toHaveText(DONE);
    });
});

test('a sold-out product offers the alert; the address is checked beside the field and asking twice is answered kindly', async ({
    page,
    axe,
}) => {
    await gotoHydrated(page, `/it/p/${CODE}`);
    await expect(page.getByTestId('product-stock')).toHaveText('Prodotto non disponibile');
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    const alert = page.getByTestId('stock-alert');
    await expect(alert.getByRole('heading', { name: 'Avvisami quando torna disponibile' })).toBeVisible();
    await expect(alert.getByTestId('stock-alert-consent')).toHaveText(
        "Useremo il tuo indirizzo solo per questo avviso, come spiega l'informativa sulla privacy.",
    );
    await expect(alert.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
        'href',
        '/it/privacy-policy',
    );

    const email = alert.getByLabel('La tua email');
    await email.fill('giulia.conti@');
    await alert.getByRole('button', { name: 'Avvisami' }).click();
    await expect(alert.getByTestId('field-error')).toHaveText('Inserisci un indirizzo email valido.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await axe.seriousViolations()).toEqual([]);

    await email.fill('giulia.conti@example.it');
    await alert.getByRole('button', { name: 'Avvisami' }).click();
    await expect(alert.getByTestId('stock-alert-done')).toHaveText(DONE);

    // Asked again from a fresh page: nothing new is recorded, and the answer says so.
    await gotoHydrated(page, `/it/p/${CODE}`);
    await page.getByTestId('stock-alert').getByLabel('La tua email').fill('Giulia.Conti@example.it');
    await page.getByTestId('stock-alert').getByRole('button', { name: 'Avvisami' }).click();
    await expect(page.getByTestId('stock-alert-done')).toHaveText(
        'Avevi già chiesto questo avviso: ti scriveremo a giulia.conti@example.it appena il prodotto torna disponibile.',
    );
});

test('without JavaScript the form posts to the page, which shows the error beside the field or the notice', async ({
    shopperWithoutJavaScript: { page },
}) => {
    await page.goto(`/it/p/${CODE}`);
    const alert = page.getByTestId('stock-alert');
    await alert.getByLabel('La tua email').fill('paolo.ferri');
    const [refused] = await Promise.all([
        page.waitForResponse(response => response.request().method() === 'POST'),
        alert.getByRole('button', { name: 'Avvisami' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByTestId('stock-alert').getByTestId('field-error')).toHaveText(
        'Inserisci un indirizzo email valido.',
    );
    await expect(page.getByTestId('stock-alert').getByLabel('La tua email')).toHaveValue('paolo.ferri');

    await page.getByTestId('stock-alert').getByLabel('La tua email').fill('paolo.ferri@example.it');
    await page.getByTestId('stock-alert').getByRole('button', { name: 'Avvisami' }).click();
    await expect(page.getByTestId('stock-alert-done')).toHaveText(DONE);
});

test('once staff restore the stock, the email arrives once, leads to the product, and its link cancels the alert', async ({
    page,
}) => {
    await setStockOnHand(SKU, 6);
    const mail = await latestMail('giulia.conti@example.it', /^È tornato disponibile/);
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.text).toContain('il prodotto che aspettavi è di nuovo disponibile');
    const origin = process.env.STOREFRONT_URL as string;
    expect(mail.links).toContain(`${origin}/it/p/${CODE}?variant=${SKU}`);
    const cancelLink = mail.links.find(link => link.startsWith(`${origin}/it/avvisi/annulla?token=`));
    expect(cancelLink).toBeDefined();
    expect(mail.links).toContain(`${origin}/it/Page?slug=privacy-policy`);
    // The shopper without JavaScript asked too: one email each.
    await latestMail('paolo.ferri@example.it', /^È tornato disponibile/);

    // More stock changes: the requests are done, no second email.
    await setStockOnHand(SKU, 8);
    await new Promise(resolve => setTimeout(resolve, 2_000));
    const res = await fetch(`${process.env.E2E_CONTROL_URL}/mail?to=giulia.conti%40example.it`);
    const all = (await res.json()) as Array<{ subject: string }>;
    expect(all.filter(m => m.subject === SUBJECT)).toHaveLength(1);

    // The catalog picks the new stock up within seconds of the email (its index refreshes after a short pause).
    await expect(async () => {
        await gotoHydrated(page, `/it/p/${CODE}?variant=${SKU}`);
        await expect(page.getByTestId('add-to-cart')).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('stock-alert')).toHaveCount(0);

    // The email's link: one click to cancel; the alert was already done, and the page says so.
    await gotoHydrated(page, new URL(cancelLink!).pathname + new URL(cancelLink!).search);
    await expect(page.getByRole('heading', { name: "Annulla l'avviso di disponibilità" })).toBeVisible();
    await page.getByRole('button', { name: "Annulla l'avviso" }).click();
    await expect(page.getByTestId('stock-alert-cancelled')).toHaveText(
        `Questo avviso era già concluso: ti abbiamo scritto quando «${NAME}» è tornato disponibile e non riceverai altre email.`,
    );
    await expect(page.getByRole('link', { name: 'Vai al prodotto' })).toHaveAttribute('href', `/it/p/${CODE}`);
});

test('the cancel page refuses a forged link and explains an incomplete one', async ({ page }) => {
    await setStockOnHand(SKU, 0);
    // A link that is not the shop's: refused in Italian, nothing cancelled.
    await gotoHydrated(page, `/it/avvisi/annulla?token=1.${'A'.repeat(43)}`);
    await page.getByRole('button', { name: "Annulla l'avviso" }).click();
    await expect(page.getByTestId('stock-alert-cancel-error')).toHaveText(
        "Questo link non è valido o non è più attivo. Se hai chiesto di nuovo lo stesso avviso, usa il link dell'email più recente.",
    );
    await gotoHydrated(page, '/it/avvisi/annulla');
    await expect(page.getByTestId('stock-alert-cancel-error')).toHaveText(
        "Il link non è completo: aprilo di nuovo dall'email che hai ricevuto.",
    );
});
