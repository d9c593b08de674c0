import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import { Channel, HistoryEntryEvent, RequestContext } from '@vendure/core';
import { FileBasedTemplateLoader, HandlebarsMjmlGenerator } from '@vendure/email-plugin';
import { describe, expect, it } from 'vitest';

import { readEnv } from '../../environment';
import { buildConfig } from '../../vendure-config';
import { BRAND_COLOUR, EMAIL_TEMPLATE_DIR, PASSWORD_RESET_LINK_LIFETIME_MS } from './constants';
import { emailPluginOptions, servesDevMailbox, templateGlobals } from './email-options';
import { isOwnAccountVerified, shopEmailHandlers } from './handlers';

function env(extra: Record<string, string> = {}) {
    return readEnv({
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-email-test-')),
        SUPERADMIN_PASSWORD: 'email-test-password',
        COOKIE_SECRET: 'email-test-cookie-secret-0123456789',
        ...extra,
    });
}

const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop',
    SUPERADMIN_USERNAME: 'negozio',
    SMTP_HOST: 'smtp.mail.internal',
    EMAIL_FROM: 'Scintilla <no-reply@scintilla.it>',
    CUSTOMER_SERVICE_EMAIL: 'servizioclienti@scintilla.it',
    STOREFRONT_ORIGIN: 'https://www.scintilla.it/',
    // Required in production besides (decision 033); nothing here pays.
    NEXI_ALIAS: 'ALIAS_SCINTILLA',
    NEXI_MAC_KEY: 'a-production-mac-key',
    FINDOMESTIC_TVEI: 'TVEI-SCINTILLA',
    FINDOMESTIC_PRF: 'PRF-SCINTILLA',
    FINDOMESTIC_WEB_APP_URL: 'https://b2c.ecredit.it/mcommerce/pages/simulatore.html',
};

describe('email configuration', () => {
    it('keeps every email in the data folder and serves the mailbox in development without a mail server', () => {
        const local = env();
        const options = emailPluginOptions(local);
        expect(options).toMatchObject({
            devMode: true,
            route: 'mailbox',
            outputPath: path.join(local.DATA_DIR, 'mailbox'),
        });
        expect('transport' in options).toBe(false);
    });

    it('serves no mailbox on a public shop listener, but still keeps its emails', () => {
        const shop = env({ SERVER_ROLE: 'shop' });
        expect(servesDevMailbox(shop)).toBe(false);
        expect(emailPluginOptions(shop)).toMatchObject({
            transport: { type: 'file', outputPath: path.join(shop.DATA_DIR, 'mailbox') },
        });
        expect('devMode' in emailPluginOptions(shop)).toBe(false);
    });

    it('sends through SMTP in production, with no mailbox', () => {
        const options = emailPluginOptions(env(production));
        expect('devMode' in options).toBe(false);
        expect('transport' in options && options.transport).toEqual({
            type: 'smtp',
            host: 'smtp.mail.internal',
            port: 587,
            secure: false,
            auth: undefined,
            requireTLS: false,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
        });
        expect(servesDevMailbox(env(production))).toBe(false);
    });

    it('takes TLS from the port unless told, and never sends a login in clear', () => {
        const transport = (extra: Record<string, string>) => {
            const options = emailPluginOptions(env({ SMTP_HOST: 'smtp.mail.internal', ...extra }));
            return 'transport' in options ? options.transport : undefined;
        };
        expect(transport({ SMTP_PORT: '465' })).toMatchObject({ port: 465, secure: true, requireTLS: false });
        expect(transport({ SMTP_PORT: '2525', SMTP_SECURE: 'true' })).toMatchObject({ port: 2525, secure: true });
        expect(transport({ SMTP_USER: 'negozio', SMTP_PASSWORD: 'smtp-secret' })).toMatchObject({
            port: 587,
            secure: false,
            auth: { user: 'negozio', pass: 'smtp-secret' },
            requireTLS: true,
        });
    });

    it('sends the shop emails only: password reset, welcome, order confirmation (placed paid or settled later), order received and back in stock, not Vendure’s verification or address change', () => {
        expect(shopEmailHandlers.map(h => h.type)).toEqual([
            'password-reset',
            'welcome',
            'order-confirmation',
            'order-confirmation',
            'order-received',
            'stock-alert',
        ]);
        for (const handler of shopEmailHandlers) {
            expect(fs.existsSync(path.join(EMAIL_TEMPLATE_DIR, handler.type, 'body.hbs'))).toBe(true);
        }
    });

    it('makes reset links last two hours, the time the email states', () => {
        expect(PASSWORD_RESET_LINK_LIFETIME_MS).toBe(2 * 60 * 60 * 1000);
        expect(buildConfig(env(), { adminUi: false }).authOptions.verificationTokenDuration).toBe(
            PASSWORD_RESET_LINK_LIFETIME_MS,
        );
    });

    it('builds links on the storefront origin without a trailing slash', () => {
        expect(templateGlobals(env(production))).toEqual({
            shopName: 'Scintilla',
            fromAddress: 'Scintilla <no-reply@scintilla.it>',
            brandColour: '#D41025',
            storefrontOrigin: 'https://www.scintilla.it',
            homeUrl: 'https://www.scintilla.it/it',
            customerServiceEmail: 'servizioclienti@scintilla.it',
        });
    });
});

describe('welcome trigger', () => {
    const event = (apiType: 'shop' | 'admin', type: HistoryEntryType) =>
        new HistoryEntryEvent(
            new RequestContext({ apiType, isAuthorized: false, authorizedAsOwnerOnly: false, channel: new Channel() }),
            { customer: { id: 7 } } as unknown as HistoryEntryEvent['entity'],
            'created',
            'customer',
            { type, data: { strategy: 'native' } },
        );

    it('is a shopper’s own account becoming usable, not staff creating one or any other history entry', () => {
        expect(isOwnAccountVerified(event('shop', HistoryEntryType.CUSTOMER_VERIFIED))).toBe(true);
        expect(isOwnAccountVerified(event('admin', HistoryEntryType.CUSTOMER_VERIFIED))).toBe(false);
        expect(isOwnAccountVerified(event('shop', HistoryEntryType.CUSTOMER_REGISTERED))).toBe(false);
        expect(isOwnAccountVerified(event('shop', HistoryEntryType.CUSTOMER_PASSWORD_RESET_REQUESTED))).toBe(false);
    });
});

describe('email templates', () => {
    const globals = templateGlobals(env(production));

    async function render(type: string, vars: Record<string, unknown>) {
        const loader = new FileBasedTemplateLoader(EMAIL_TEMPLATE_DIR);
        const generator = new HandlebarsMjmlGenerator();
        await generator.onInit({ templateLoader: loader } as never);
        const templateVars = { ...globals, ...vars };
        const source = await loader.loadTemplate(undefined as never, undefined as never, {
            type,
            templateName: 'body.hbs',
            templateVars,
        });
        return (await generator.generate('{{ fromAddress }}', 'subject', source, templateVars)).body;
    }

    /** Every URL an email points at: it must not load anything (no network in tests, no tracking in inboxes). */
    function urls(html: string) {
        return [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map(m => m[1].replace(/&#x3D;/g, '='));
    }

    it('renders the password reset in Italian, in the shop’s look, with nothing to fetch', async () => {
        const html = await render('password-reset', {
            title: 'Reimposta la password',
            firstName: 'Giulia',
            resetUrl: 'https://www.scintilla.it/it/reset-password?token=abc%3D_x',
            linkLifetime: '2 ore',
            linkDeadline: 'alle 14:42 di giovedì 26 novembre',
        });
        expect(html).toContain('<html lang="it"');
        expect(html).toContain('Ciao Giulia,');
        expect(html).toContain('Il link vale 2 ore</strong>: scade alle 14:42 di giovedì 26 novembre (ora italiana)');
        expect(html).toContain('Se non hai chiesto tu di reimpostare la password, ignora questa email');
        expect(html).toContain(BRAND_COLOUR);
        expect(html).not.toMatch(/<img/i);
        expect(new Set(urls(html))).toEqual(
            new Set([
                'https://www.scintilla.it/it',
                'https://www.scintilla.it/it/reset-password?token=abc%3D_x',
                'mailto:servizioclienti@scintilla.it',
            ]),
        );
        // One column that MJML stacks on a narrow screen.
        expect(html).toContain('@media only screen and (min-width:480px)');
    });

    it('renders the welcome with the account link and whom to write if the shopper did not register', async () => {
        const html = await render('welcome', {
            title: 'Il tuo account è pronto',
            firstName: 'Giulia',
            emailAddress: 'giulia@example.com',
            accountUrl: 'https://www.scintilla.it/it/my-account',
        });
        expect(html).toContain('Ciao Giulia,');
        expect(html).toContain('ti diamo il benvenuto su Scintilla');
        expect(html).toContain('Non hai creato tu questo account? Scrivici a');
        expect(html).not.toMatch(/<img/i);
        expect(new Set(urls(html))).toEqual(
            new Set([
                'https://www.scintilla.it/it',
                'https://www.scintilla.it/it/my-account',
                'mailto:servizioclienti@scintilla.it',
            ]),
        );
    });

    it('greets without a name when the account has none', async () => {
        const html = await render('welcome', { title: 't', firstName: null, emailAddress: 'x@example.com' });
        expect(html).toMatch(/>\s*Ciao,\s*</);
    });
});
