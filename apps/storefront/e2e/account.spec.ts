// Accounts as a shopper meets them (requirements §2.3, §4, §5, §8): the login modal's views, registration with every
// validation message, sign-in and sign-out, the password reset through the real email, an ended session, the guest's
// cart and wishlist following the sign-in, the forms without JavaScript, and the modal by keyboard alone.
import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { expect, gotoHydrated, test } from './fixtures';
import { latestMail } from './mailbox';

const PASSWORD = 'Sicura#2026';
const FISCAL_CODE = 'RSSMRA85T10A562S';

function newEmail(tag: string): string {
    return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.it`;
}

async function openModal(page: Page) {
    await page.getByTestId('account-button').click();
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    return modal;
}

async function fillRegistration(page: Page, scope: ReturnType<Page['getByTestId']>, email: string) {
    await scope.getByLabel('Email').fill(email);
    await scope.getByLabel(/^Nome/).fill('Mario');
    await scope.getByLabel('Cognome').fill('Rossi');
    await scope.getByLabel('Codice fiscale').fill(FISCAL_CODE.toLowerCase());
    await scope.getByLabel(/^Password/).fill(PASSWORD);
    await scope.getByLabel('Ripeti la password').fill(PASSWORD);
    await scope.getByLabel(/informativa sulla privacy e acconsento/).check();
    await scope.getByLabel('Voglio creare un account').check();
}

/** Registers through the modal from the home page and lands on the account page, signed in. */
async function register(page: Page, email: string) {
    await gotoHydrated(page, '/it');
    const modal = await openModal(page);
    await modal.getByTestId('to-register').click();
    await fillRegistration(page, modal, email);
    await modal.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/it\/my-account$/);
    await expect(page.getByTestId('my-account-greeting')).toHaveText('Ciao Mario!');
}

async function signOut(page: Page) {
    await page.goto('/it/my-account');
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/it$/);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
    await gotoHydrated(page, '/it');
    const modal = await openModal(page);
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password').fill(password);
    await modal.getByTestId('login-submit').click();
}

test('registration shows every validation message, then signs the new customer in and sends the welcome email', async ({
    page,
}) => {
    await gotoHydrated(page, '/it');
    const modal = await openModal(page);
    await expect(page.getByTestId('login-modal-title')).toHaveText('Accedi');
    await modal.getByTestId('to-register').click();
    await expect(page.getByTestId('login-modal-title')).toHaveText('Crea un nuovo account');
    const submit = modal.getByTestId('register-submit');
    // requirements §5: disabled while the form is invalid or the two boxes are not ticked, and the greyed button
    // says why from the start.
    await expect(submit).toBeDisabled();
    await expect(modal.getByTestId('privacy-required')).toHaveText('Devi accettare la privacy policy per procedere');

    const email = modal.getByLabel('Email');
    await email.fill('mario');
    await email.blur();
    await expect(modal.getByText('Inserisci un indirizzo email valido.')).toBeVisible();
    await email.fill('');
    await expect(modal.getByText('Questo campo è obbligatorio').first()).toBeVisible();

    const firstName = modal.getByLabel(/^Nome/);
    await firstName.fill('M');
    await firstName.blur();
    await expect(modal.getByText('Il campo deve contenere almeno 2 caratteri')).toBeVisible();
    await firstName.fill('Mario<b>');
    await expect(modal.getByText(/non può contenere/)).toBeVisible();

    const fiscalCode = modal.getByLabel('Codice fiscale');
    // The check letter of this code is J, not Z (italy-facts §1).
    await fiscalCode.fill('BNCGVN80A01H501Z');
    await fiscalCode.blur();
    await expect(modal.getByText('Codice fiscale non valido')).toBeVisible();

    const password = modal.getByLabel(/^Password/);
    await password.fill('password');
    await password.blur();
    await expect(
        modal.getByText(
            'La password deve contenere almeno 8 caratteri, tra cui almeno: 1 lettera maiuscola o minuscola, 1 numero e un carattere speciale (! # $ % & * ? @ ^ _ -)',
        ),
    ).toBeVisible();
    // The rule is said once: the error, not the hint beside it as well.
    await expect(modal.getByText(/almeno 8 caratteri/)).toHaveCount(1);
    await password.fill(PASSWORD);
    const repassword = modal.getByLabel('Ripeti la password');
    await repassword.fill('Sicura#2025');
    await repassword.blur();
    await expect(modal.getByText('Le password non coincidono')).toBeVisible();

    const privacy = modal.getByLabel(/informativa sulla privacy e acconsento/);
    await privacy.check();
    await privacy.uncheck();
    await privacy.blur();
    await expect(modal.getByText('Devi accettare la privacy policy per procedere')).toBeVisible();
    const account = modal.getByLabel('Voglio creare un account');
    await account.check();
    await account.uncheck();
    await account.blur();
    await expect(modal.getByText('Per registrarti devi confermare di voler creare un account')).toBeVisible();

    const address = newEmail('registrazione');
    await fillRegistration(page, modal, address);
    await expect(modal.getByTestId('privacy-required')).toHaveCount(0);
    await modal.getByLabel(/newsletter/).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/it\/my-account$/);
    await expect(page.getByTestId('my-account-details')).toContainText(address);
    await expect(page.getByTestId('my-account-details')).toContainText(FISCAL_CODE);
    await expect(
        page.getByTestId('notification').filter({ hasText: 'Ti diamo il benvenuto, Mario! Il tuo account è pronto.' }),
    ).toBeVisible();
    const button = page.getByTestId('account-button');
    await expect(button).toHaveAttribute('data-signed-in', 'true');
    await expect(button).toHaveAttribute('href', '/it/my-account');
    // requirements §3 analytics customer data, through the data layer, once the page's scripts have run.
    await expect
        .poll(() =>
            page.evaluate(() =>
                (window.dataLayer ?? [])
                    .filter(entry => (entry as { event?: string }).event === 'customer_data')
                    .at(-1),
            ),
        )
        .toEqual({
            event: 'customer_data',
            customerLoggedIn: 1,
            firstname: 'Mario',
            lastname: 'Rossi',
            email: address,
        });

    const welcome = await latestMail(address);
    expect(welcome.subject).toBe('Ti diamo il benvenuto su Scintilla');
    expect(welcome.text).toContain('Ciao Mario');
});

test('sign in, wrong password, sign out; the footer entries follow the session', async ({ page }) => {
    const email = newEmail('accesso');
    await register(page, email);
    await signOut(page);
    await expect(page.getByTestId('notification').filter({ hasText: 'Sei uscito dal tuo account.' })).toBeVisible();
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'false');

    await signIn(page, email, 'Sbagliata#1');
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByTestId('form-error')).toHaveText('Email o password non corretti.');
    // The same answer for an address with no account: nothing tells which addresses have one.
    await modal.getByLabel('Email').fill(newEmail('nessuno'));
    await modal.getByTestId('login-submit').click();
    await expect(modal.getByTestId('form-error')).toHaveText('Email o password non corretti.');

    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/it\/my-account$/);

    await page.goto('/it');
    await expect(page.getByTestId('footer-login')).toHaveCount(0);
    await page.getByTestId('footer-orders').click();
    await expect(page).toHaveURL(/\/it\/my-account\/cronologia-ordini$/);
    await expect(page.getByTestId('no-orders')).toBeVisible();
});

test('the footer opens the modal for a guest; the account area sends guests home', async ({ page }) => {
    await gotoHydrated(page, '/it');
    const guestData = await page.evaluate(() =>
        (window.dataLayer ?? []).filter(entry => (entry as { event?: string }).event === 'customer_data'),
    );
    expect(guestData.at(-1)).toEqual({
        event: 'customer_data',
        customerLoggedIn: 0,
        customerId: 0,
        customerGroupId: '1',
        customerGroupCode: 'GENERAL',
    });
    await page.getByTestId('footer-login').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('footer-orders').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();

    // requirements §2.1's 'is-authenticated' guard: without the customer cookie, home with the login modal open.
    const response = await page.goto('/it/my-account/cronologia-ordini');
    await expect(page).toHaveURL(/\/it\?login=1$/);
    expect(response?.ok()).toBe(true);
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page.getByTestId('login-modal-title')).toHaveText('Accedi');
});

test('forgot password → thank-you → the real email → a new password; the used link is refused', async ({ page }) => {
    const email = newEmail('reimposta');
    await register(page, email);
    await signOut(page);

    await gotoHydrated(page, '/it');
    const modal = await openModal(page);
    await modal.getByTestId('to-forgot-password').click();
    await expect(page.getByTestId('login-modal-title')).toHaveText('Password dimenticata');
    await modal.getByLabel('Email').fill(email);
    await modal.getByTestId('forgot-password-submit').click();
    await expect(modal.getByTestId('forgot-password-thank-you')).toContainText(email);
    await expect(page.getByTestId('login-modal-title')).toHaveText('Controlla la tua email');
    // Closing resets the modal to the login view (requirements §4).
    await page.keyboard.press('Escape');
    await page.getByTestId('account-button').click();
    await expect(page.getByTestId('login-modal-title')).toHaveText('Accedi');

    const mail = await latestMail(email, /password/i);
    expect(mail.subject).toBe('Reimposta la password del tuo account Scintilla');
    const link = mail.links.find(href => href.includes('/it/reset-password?token='));
    expect(link, mail.links.join('\n')).toBeTruthy();
    const { pathname, search } = new URL(link as string);
    await gotoHydrated(page, `${pathname}${search}`);
    await page.getByLabel(/^Nuova password/).fill('Nuova#Password9');
    await page.getByLabel('Ripeti la nuova password').fill('Nuova#Password9');
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(/\/it\/my-account$/);
    await expect(page.getByTestId('notification').filter({ hasText: 'Password aggiornata' })).toBeVisible();

    await signOut(page);
    // The used link says so as it opens, before any password is typed.
    await gotoHydrated(page, `${pathname}${search}`);
    await expect(page.getByTestId('reset-token-refused').getByRole('alert')).toHaveText(
        'Il link per reimpostare la password è scaduto o è già stato usato.',
    );
    await expect(page.getByTestId('reset-password-form')).toHaveCount(0);
    await page.getByTestId('ask-again').click();
    await expect(page).toHaveURL(/\/it\/login\?view=forgot-password$/);

    await signIn(page, email, 'Nuova#Password9');
    await expect(page).toHaveURL(/\/it\/my-account$/);
});

test("the older emails' link reaches the same reset page", async ({ page }) => {
    await page.goto('/customer/account/createPassword?token=abcdef0123456789');
    expect(new URL(page.url()).pathname).toBe('/it/customer/account/createPassword');
    // A token the shop never issued is refused as the page opens.
    await expect(page.getByTestId('reset-token-refused')).toBeVisible();
    await page.goto('/it/ResetPassword');
    await expect(page.getByTestId('reset-missing-token')).toBeVisible();
});

test('an expired customer cookie ends the session: cookies cleared, one warning', async ({ page, context }) => {
    const email = newEmail('scaduta');
    await register(page, email);
    const secret = new TextEncoder().encode(process.env.E2E_SESSION_SECRET as string);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ given_name: 'Mario', family_name: 'Rossi', email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuedAt(past - 60)
        .setExpirationTime(past)
        .sign(secret);
    const url = new URL(page.url());
    await context.addCookies([{ name: 'customer', value: expired, domain: url.hostname, path: '/' }]);

    await gotoHydrated(page, '/it/c/lavatrici');
    const warning = page.getByTestId('notification').filter({ hasText: "Non sei autorizzato, effettua l'accesso." });
    await expect(warning).toHaveCount(1);
    const names = (await context.cookies()).map(cookie => cookie.name);
    expect(names).not.toContain('customer');
    expect(names).not.toContain('vendure-token');
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'false');
    // Shown once: the next page has no warning.
    await gotoHydrated(page, '/it');
    await expect(
        page.getByTestId('notification').filter({ hasText: "Non sei autorizzato, effettua l'accesso." }),
    ).toHaveCount(0);
});

test("the guest's cart and wishlist join the customer's at sign-in", async ({ page, productInStock }) => {
    const variantOf = async (path: string) => {
        await gotoHydrated(page, path);
        return page.getByTestId('product-add-form').locator('input[name="variantId"]').inputValue();
    };
    const email = newEmail('unione');
    await register(page, email);
    const washer = await variantOf(`/it/p/${encodeURIComponent(productInStock.code)}`);
    // A keyboard (Logitech MK270) the guest never touches.
    const keyboard = await variantOf('/it/p/920-004523');
    // The customer's own cart: one washer and one keyboard.
    for (const variantId of [washer, keyboard]) {
        const added = await page.request.post('/api/cart/add', { data: { variantId, quantity: 1 } });
        expect(added.status(), await added.text()).toBe(200);
    }
    await signOut(page);

    // As a guest: two washers, and the washer in the wishlist.
    const guestAdd = await page.request.post('/api/cart/add', { data: { variantId: washer, quantity: 2 } });
    expect(guestAdd.status(), await guestAdd.text()).toBe(200);
    const hearted = await page.request.post('/api/wishlist/toggle', { data: { sku: productInStock.variant.sku } });
    expect(hearted.status()).toBe(200);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/it\/my-account$/);
    // Vendure's merge (decision 031): the guest's lines join the customer's; for a product both hold, the guest's
    // quantity, the one chosen last, stands. 2 washers + 1 keyboard.
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    // A second tab of the same customer shows the same cart.
    const second = await page.context().newPage();
    await gotoHydrated(second, '/it');
    await expect(second.getByTestId('cart-count')).toHaveText('3');
});

test('without JavaScript: the account button is a link, the forms answer with their errors, registration works', async ({
    shopperWithoutJavaScript: { page },
}) => {
    await page.goto('/it');
    await page.getByTestId('account-button').click();
    await expect(page).toHaveURL(/\/it\/login$/);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-form').getByText('Questo campo è obbligatorio').first()).toBeVisible();

    await page.getByTestId('to-register').click();
    await expect(page).toHaveURL(/\/it\/login\?view=register$/);
    const form = page.getByTestId('register-form');
    const email = newEmail('senzajs');
    await fillRegistration(page, form, email);
    await form.getByLabel('Codice fiscale').fill('BNCGVN80A01H501Z');
    await form.getByTestId('register-submit').click();
    await expect(form.getByText('Codice fiscale non valido')).toBeVisible();
    // What was typed stays, passwords apart.
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByLabel('Codice fiscale').fill(FISCAL_CODE);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel('Ripeti la password').fill(PASSWORD);
    await form.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/it\/my-account$/);
    await expect(page.getByTestId('my-account-greeting')).toHaveText('Ciao Mario!');

    await page.getByTestId('sign-out').click();
    await page.goto('/it/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/it\/my-account$/);
});

test('the modal by keyboard alone: focus stays inside, Escape closes and returns to the button', async ({
    page,
    axe,
}) => {
    await gotoHydrated(page, '/it');
    const button = page.getByTestId('account-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await modal.evaluate(element => element.contains(document.activeElement))).toBe(true);
    }
    await modal.getByLabel('Email').focus();
    await page.keyboard.type('nessuno@example.it');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sbagliata#1');
    await page.keyboard.press('Enter');
    await expect(modal.getByTestId('form-error')).toHaveAttribute('role', 'alert');
    expect(await axe.seriousViolations()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();
});

test('the order history lists the order a customer has just paid by card', async ({ page }) => {
    const email = newEmail('ordini');
    await register(page, email);
    await page.goto('/it/my-account/cronologia-ordini');
    await expect(page.getByTestId('no-orders')).toHaveText('Non hai ancora effettuato ordini.');

    await gotoHydrated(page, '/it/p/ARCHERAX55');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await gotoHydrated(page, '/it/checkout');
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    const form = page.getByTestId('checkout-shipping-form');
    await form.getByLabel(/^Indirizzo e numero civico/).fill('Via Roma 12');
    await form.getByLabel(/^CAP/).fill('20121');
    await form.getByLabel(/^Città/).fill('Milano');
    await form.getByLabel(/^Provincia/).selectOption('MI');
    await form.getByLabel(/^Telefono/).fill('+39 333 123 4567');
    await page.getByTestId('checkout-shipping-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
    await page.getByTestId('checkout-billing-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/payment$/);
    await page.getByTestId('payment-card').check();
    await page.getByLabel(/^Ho letto e accetto/).check();
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByRole('heading', { name: 'Pagamento con carta' })).toBeVisible();
    await page.getByLabel('Numero carta').fill('4349940199004549');
    await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Paga' }).click();
    await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
    const code = (await page.getByTestId('order-code').textContent())!.trim();

    // The thank-you page's link leads to the list, where the order stands with its date, total and state.
    await page.getByRole('link', { name: "Segui l'ordine nel tuo account" }).click();
    await expect(page).toHaveURL(/\/it\/my-account\/cronologia-ordini$/);
    await expect(page.getByTestId('no-orders')).toHaveCount(0);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toHaveAttribute('data-code', code);
    await expect(row.getByRole('cell').nth(0)).toHaveText(code);
    const today = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'long' }).format(new Date());
    await expect(row.getByRole('cell').nth(1)).toHaveText(today);
    // 89,99 € and 5 € of shipping below 100 €.
    await expect(row.getByRole('cell').nth(2)).toHaveText('94,99 €');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Pagato');
});
