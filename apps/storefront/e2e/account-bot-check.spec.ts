// Registration and the password reset request with the bot check on (requirements §1, §5, §9: reCAPTCHA v3, score
// 0.5): a commerce server and two storefronts of their own, talking to the reCAPTCHA sandbox, which plays Google's
// api.js and siteverify on 127.0.0.1. One storefront's site key scores as a person, the other's as a robot.
import type { Browser, Page } from '@playwright/test';
import { startRecaptchaSandbox, type RecaptchaSandbox } from './server-test-helpers';
import { startCommerceServer, type Commerce } from '../tests/support/commerce-server';
import { startStorefront, type StorefrontProcess } from '../tests/support/storefront-process';
import { expect, test } from './fixtures';

const PASSWORD = 'Sicura#2026';

let sandbox: RecaptchaSandbox;
let commerce: Commerce;
let person: StorefrontProcess;
let robot: StorefrontProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
    test.setTimeout(300_000);
    sandbox = await startRecaptchaSandbox();
    commerce = await startCommerceServer({
        RECAPTCHA_SECRET_KEY: sandbox.secret,
        RECAPTCHA_VERIFY_URL: sandbox.verifyUrl,
        RECAPTCHA_HOSTNAMES: '127.0.0.1',
    });
    const storefront = (siteKey: string) =>
        startStorefront({
            VENDURE_SHOP_API_URL: commerce.url,
            RECAPTCHA_SITE_KEY: siteKey,
            RECAPTCHA_SCRIPT_URL: sandbox.scriptUrl,
        });
    [person, robot] = await Promise.all([storefront('sandbox-site-key'), storefront('sandbox-lowscore-key')]);
});

test.afterAll(async () => {
    await Promise.all([person?.stop(), robot?.stop()]);
    await commerce?.dispose();
    await sandbox?.close();
});

async function openRegistration(browser: Browser, origin: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: origin, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto('/it/login?view=register');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Email').fill(`robot.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.it`);
    await form.getByLabel(/^Nome/).fill('Mario');
    await form.getByLabel('Cognome').fill('Rossi');
    await form.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel('Ripeti la password').fill(PASSWORD);
    await form.getByLabel(/informativa sulla privacy e acconsento/).check();
    await form.getByLabel('Voglio creare un account').check();
    return page;
}

test('a person registers: the page asks reCAPTCHA for a register token and the commerce server accepts it', async ({
    browser,
}) => {
    const page = await openRegistration(browser, person.origin);
    // Google's notice beside a protected form.
    await expect(page.getByTestId('register-form')).toContainText('Questo sito è protetto da reCAPTCHA');
    const scriptRequests: string[] = [];
    page.on('request', request => {
        if (request.url().startsWith(sandbox.scriptUrl)) scriptRequests.push(request.url());
    });
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/it\/my-account$/);
    await expect(page.getByTestId('my-account-greeting')).toHaveText('Ciao Mario!');
    // The script is loaded when the shopper acts, with the site key in its address.
    expect(scriptRequests).toEqual([`${sandbox.scriptUrl}?render=sandbox-site-key`]);
    await page.context().close();
});

test('a robot is refused with a clear message, and nothing is registered', async ({ browser }) => {
    const page = await openRegistration(browser, robot.origin);
    const email = await page.getByTestId('register-form').getByLabel('Email').inputValue();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText(
        'Non è stato possibile verificare che tu non sia un robot. Ricarica la pagina e riprova.',
    );
    await expect(page).toHaveURL(/\/it\/login\?view=register$/);
    // The address has no account: signing in with it fails.
    await page.goto('/it/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('Email o password non corretti.');
    await page.context().close();
});

test('the password reset request goes through the bot check too', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: person.origin, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto('/it/login?view=forgot-password');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('Email').fill('chiunque@example.it');
    await page.getByTestId('forgot-password-submit').click();
    await expect(page).toHaveURL(/\/it\/login\?view=thank-you$/);
    await expect(page.getByTestId('forgot-password-thank-you')).toBeVisible();
    await context.close();

    // Without JavaScript there is no token: the request is refused and says why.
    const noScript = await browser.newContext({ baseURL: person.origin, locale: 'it-IT', javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/it/login?view=forgot-password');
    await plain.getByLabel('Email').fill('chiunque@example.it');
    await plain.getByTestId('forgot-password-submit').click();
    await expect(plain.getByTestId('form-error')).toHaveText(
        'Non è stato possibile verificare che tu non sia un robot. Ricarica la pagina e riprova.',
    );
    await noScript.close();
});
