import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { AdminUiPlugin } from '@vendure/admin-ui-plugin';
import { describe, expect, it } from 'vitest';

import { readEnv } from './environment';
import { readyMessage } from './lib/ready-message';
import { buildConfig, redisConnectionOptions } from './vendure-config';

function tempDir() {
    return fs.mkdtempSync(path.join(os.tmpdir(), 'shop-env-test-'));
}

const POSTGRES = 'postgres://shop:secret@db.internal:5432/shop';

/** What a production start must be given. */
function productionEnv(extra: Record<string, string | undefined> = {}) {
    return {
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        DATABASE_URL: POSTGRES,
        SUPERADMIN_USERNAME: 'gestione.negozio',
        SUPERADMIN_PASSWORD: 'a-long-production-password',
        COOKIE_SECRET: 'a-production-cookie-secret-of-32-chars',
        SMTP_HOST: 'smtp.mail.internal',
        EMAIL_FROM: 'Scintilla <no-reply@scintilla.it>',
        CUSTOMER_SERVICE_EMAIL: 'servizioclienti@scintilla.it',
        STOREFRONT_ORIGIN: 'https://www.scintilla.it',
        NEXI_ALIAS: 'ALIAS_SCINTILLA',
        NEXI_MAC_KEY: 'a-production-mac-key',
        FINDOMESTIC_TVEI: 'TVEI-SCINTILLA',
        FINDOMESTIC_PRF: 'PRF-SCINTILLA',
        FINDOMESTIC_WEB_APP_URL: 'https://b2c.ecredit.it/clienti/pmcrs/scintilla/mcommerce/pages/simulatore.html',
        ...extra,
    };
}

describe('commerce server environment', () => {
    it('defaults to loopback, SQLite and a worker inside the server', () => {
        const env = readEnv({ DATA_DIR: tempDir() });
        expect(env.SERVER_HOST).toBe('127.0.0.1');
        expect(env.SERVER_PORT).toBe(3001);
        expect(env.ADMIN_UI_PORT).toBe(3002);
        expect(env.DATABASE_URL).toBeUndefined();
        expect(env.runWorkerInServer).toBe(true);
    });

    it('generates a local staff login once and keeps it across starts', () => {
        const dataDir = tempDir();
        const first = readEnv({ DATA_DIR: dataDir });
        const second = readEnv({ DATA_DIR: dataDir });
        expect(first.generatedCredentials).toBe(true);
        expect(first.superadminPassword.length).toBeGreaterThanOrEqual(16);
        expect(second.superadminPassword).toBe(first.superadminPassword);
        expect(second.cookieSecret).toBe(first.cookieSecret);
        expect(fs.statSync(path.join(dataDir, 'local-secrets.json')).mode & 0o077).toBe(0);
    });

    it('moves the worker out of the server when Redis is configured', () => {
        const env = readEnv({ DATA_DIR: tempDir(), DATABASE_URL: POSTGRES, REDIS_URL: 'redis://127.0.0.1:6379' });
        expect(env.runWorkerInServer).toBe(false);
    });

    it('refuses Redis on SQLite in any mode, since the worker would then write the SQLite file from another process', () => {
        for (const NODE_ENV of ['development', 'test', 'production']) {
            expect(() =>
                readEnv({ ...productionEnv(), NODE_ENV, DATABASE_URL: undefined, REDIS_URL: 'redis://127.0.0.1:6379' }),
            ).toThrow(
                'REDIS_URL needs DATABASE_URL (PostgreSQL): with Redis the worker runs as a process of its own, and ' +
                    'processes must not share the SQLite file. Set DATABASE_URL=postgres://… or leave REDIS_URL unset.',
            );
        }
    });

    it('starts in production with PostgreSQL, configured secrets and a staff username of its own', () => {
        const env = readEnv(productionEnv());
        expect(env.DATABASE_URL).toBe(POSTGRES);
        expect(env.superadminUsername).toBe('gestione.negozio');
        expect(env.generatedCredentials).toBe(false);
        expect(env.localSecretsCreated).toBe(false);
        expect(fs.existsSync(path.join(env.DATA_DIR, 'local-secrets.json'))).toBe(false);
    });

    it('refuses to start in production without configured secrets', () => {
        expect(() => readEnv(productionEnv({ SUPERADMIN_PASSWORD: undefined, COOKIE_SECRET: undefined }))).toThrow(
            'In production:\n  SUPERADMIN_PASSWORD and COOKIE_SECRET must be set.',
        );
    });

    it('refuses to start in production on SQLite', () => {
        expect(() => readEnv(productionEnv({ DATABASE_URL: undefined }))).toThrow(
            'In production:\n  DATABASE_URL must point to PostgreSQL (postgres://…): the SQLite file with schema ' +
                'synchronisation is for development only.',
        );
    });

    it("refuses to start in production with the staff username 'superadmin', or none", () => {
        const message =
            "In production:\n  SUPERADMIN_USERNAME must be set to a name other than 'superadmin', the first one anyone tries.";
        expect(() => readEnv(productionEnv({ SUPERADMIN_USERNAME: 'superadmin' }))).toThrow(message);
        expect(() => readEnv(productionEnv({ SUPERADMIN_USERNAME: 'SuperAdmin' }))).toThrow(message);
        expect(() => readEnv(productionEnv({ SUPERADMIN_USERNAME: undefined }))).toThrow(message);
        // Outside production the default name stays, so a fresh clone starts with nothing to set.
        expect(readEnv({ DATA_DIR: tempDir() }).superadminUsername).toBe('superadmin');
    });

    it('refuses the GraphQL playgrounds and introspection in production', () => {
        expect(() => readEnv(productionEnv({ GRAPHQL_DEV_TOOLS: 'true' }))).toThrow(
            'In production:\n  GRAPHQL_DEV_TOOLS must not be set: the playgrounds and introspection are for development.',
        );
        expect(readEnv({ DATA_DIR: tempDir(), GRAPHQL_DEV_TOOLS: 'true' }).GRAPHQL_DEV_TOOLS).toBe('true');
        expect(readEnv({ DATA_DIR: tempDir() }).GRAPHQL_DEV_TOOLS).toBe('false');
    });

    it('refuses half a reCAPTCHA pair in production, and a plain-HTTP siteverify with the secret', () => {
        expect(() => readEnv(productionEnv({ RECAPTCHA_SECRET_KEY: 'secret' }))).toThrow(
            'In production:\n  RECAPTCHA_SECRET_KEY is set without RECAPTCHA_SITE_KEY: the storefront would send no ' +
                'token and every registration and password reset would be refused. Set both (the site key on the ' +
                'storefront too) or neither.',
        );
        expect(() => readEnv(productionEnv({ RECAPTCHA_SITE_KEY: 'site-key' }))).toThrow(
            'In production:\n  RECAPTCHA_SITE_KEY is set without RECAPTCHA_SECRET_KEY: the storefront would load ' +
                'reCAPTCHA and nothing would check its tokens. Set both or neither.',
        );
        const pair = { RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_SITE_KEY: 'site-key' };
        expect(() =>
            readEnv(productionEnv({ ...pair, RECAPTCHA_VERIFY_URL: 'http://siteverify.internal/siteverify' })),
        ).toThrow(
            'In production:\n  RECAPTCHA_VERIFY_URL must be an https:// address: the secret key travels with every check.',
        );
        expect(readEnv(productionEnv(pair)).RECAPTCHA_SECRET_KEY).toBe('secret');
        expect(readEnv(productionEnv()).RECAPTCHA_SECRET_KEY).toBeUndefined();
        // Outside production half a pair is a developer's business.
        expect(readEnv({ DATA_DIR: tempDir(), RECAPTCHA_SECRET_KEY: 'secret' }).RECAPTCHA_SECRET_KEY).toBe('secret');
    });

    it('refuses the reCAPTCHA sandbox in production, and mounts it only when asked for elsewhere', () => {
        expect(() => readEnv(productionEnv({ RECAPTCHA_SANDBOX: 'true' }))).toThrow(
            'In production:\n  RECAPTCHA_SANDBOX must not be set: the sandbox passes any token it made itself.',
        );
        const routes = (extra: Record<string, string>) =>
            (
                buildConfig(readEnv({ DATA_DIR: tempDir(), ...extra }), { adminUi: false }).apiOptions.middleware ?? []
            ).map(m => m.route);
        expect(routes({ RECAPTCHA_SANDBOX: 'true' })).toContain('/recaptcha-sandbox');
        expect(routes({})).not.toContain('/recaptcha-sandbox');
    });

    it('refuses to start in production without a mail server and a sender', () => {
        const message =
            'In production:\n  SMTP_HOST and EMAIL_FROM must be set (with SMTP_PORT, SMTP_USER and SMTP_PASSWORD as the ' +
            'mail server needs): without a mail server no shopper receives an email.';
        expect(() => readEnv(productionEnv({ SMTP_HOST: undefined }))).toThrow(message);
        expect(() => readEnv(productionEnv({ EMAIL_FROM: undefined }))).toThrow(message);
    });

    it('refuses to start in production without the addresses its emails give', () => {
        expect(() => readEnv(productionEnv({ CUSTOMER_SERVICE_EMAIL: undefined }))).toThrow(
            "In production:\n  CUSTOMER_SERVICE_EMAIL must be set: the shop's emails tell shoppers to write to it.",
        );
        // Its development default, localhost, would put links to a developer's machine in shoppers' emails.
        expect(() =>
            readEnv(
                productionEnv({ PUBLIC_URL: 'https://negozio.example', STOREFRONT_ORIGIN: 'https://www.scintilla.it' }),
            ),
        ).toThrow(
            "STOREFRONT_ORIGIN (https://www.scintilla.it) must be the storefront's PUBLIC_URL origin (https://negozio.example)",
        );
        expect(() => readEnv(productionEnv({ PUBLIC_URL: 'https://www.scintilla.it/' }))).not.toThrow();
        expect(() => readEnv(productionEnv({ STOREFRONT_ORIGIN: undefined }))).toThrow(
            "In production:\n  STOREFRONT_ORIGIN must be set to the storefront's public origin: the links in emails lead there.",
        );
    });

    it('keeps emails local outside production unless a mail server is named, with development addresses', () => {
        const env = readEnv({ DATA_DIR: tempDir() });
        expect([env.SMTP_HOST, env.emailFrom, env.customerServiceEmail]).toEqual([
            undefined,
            'Scintilla <no-reply@scintilla.example>',
            'servizioclienti@scintilla.example',
        ]);
        const configured = readEnv(productionEnv());
        expect([configured.SMTP_HOST, configured.SMTP_PORT, configured.emailFrom]).toEqual([
            'smtp.mail.internal',
            587,
            'Scintilla <no-reply@scintilla.it>',
        ]);
    });

    it('checks the sender and the mail login as they are read', () => {
        expect(() => readEnv({ DATA_DIR: tempDir(), EMAIL_FROM: 'Scintilla' })).toThrow(
            /EMAIL_FROM: EMAIL_FROM must be "Name <address>" or an address/,
        );
        expect(readEnv({ DATA_DIR: tempDir(), EMAIL_FROM: 'no-reply@scintilla.it' }).emailFrom).toBe(
            'no-reply@scintilla.it',
        );
        expect(() => readEnv({ DATA_DIR: tempDir(), SMTP_HOST: 'smtp.mail.internal', SMTP_USER: 'shop' })).toThrow(
            'SMTP_USER and SMTP_PASSWORD go together: set both for a mail server that asks for a login.',
        );
    });

    it('names every production problem at once', () => {
        expect(() => readEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
            new RegExp(
                '^In production:\n {2}DATABASE_URL[^\n]*\n {2}SUPERADMIN_PASSWORD and COOKIE_SECRET[^\n]*' +
                    '\n {2}SUPERADMIN_USERNAME[^\n]*\n {2}SMTP_HOST and EMAIL_FROM[^\n]*' +
                    '\n {2}CUSTOMER_SERVICE_EMAIL[^\n]*\n {2}STOREFRONT_ORIGIN[^\n]*' +
                    '\n {2}NEXI_ALIAS and NEXI_MAC_KEY[^\n]*\n {2}FINDOMESTIC_TVEI, FINDOMESTIC_PRF[^\n]*$',
            ),
        );
    });

    it('seeds the demo store with its gift cards and coupons by default outside production', () => {
        for (const NODE_ENV of ['development', 'test']) {
            const env = readEnv({ NODE_ENV, DATA_DIR: tempDir() });
            expect([NODE_ENV, env.seedDemoCatalog, env.seedDemoMoney]).toEqual([NODE_ENV, true, true]);
        }
        const off = readEnv({ DATA_DIR: tempDir(), SEED_DEMO_CATALOG: 'false' });
        expect([off.seedDemoCatalog, off.seedDemoMoney]).toEqual([false, false]);
    });

    it('seeds no demo store in production unless asked, and never its gift cards and coupons', () => {
        const byDefault = readEnv(productionEnv());
        expect([byDefault.seedDemoCatalog, byDefault.seedDemoMoney]).toEqual([false, false]);
        const optedIn = readEnv(productionEnv({ SEED_DEMO_CATALOG: 'true' }));
        expect([optedIn.seedDemoCatalog, optedIn.seedDemoMoney]).toEqual([true, false]);
    });

    it('prints a generated staff password on the start that made it, never on later starts', () => {
        const dataDir = tempDir();
        const secrets = path.join(dataDir, 'local-secrets.json');
        const first = readEnv({ DATA_DIR: dataDir });
        const second = readEnv({ DATA_DIR: dataDir });
        expect([first.localSecretsCreated, second.localSecretsCreated]).toEqual([true, false]);
        expect(readyMessage(first)).toContain(
            `  Staff login (generated now, kept in ${secrets}): superadmin / ${first.superadminPassword}\n`,
        );
        expect(readyMessage(second)).toContain(`  Staff login: superadmin, password in ${secrets}\n`);
        expect(readyMessage(second)).not.toContain(first.superadminPassword);
    });

    it('prints no staff login when it is configured', () => {
        const message = readyMessage(
            readEnv({ DATA_DIR: tempDir(), SUPERADMIN_PASSWORD: 'configured-password', COOKIE_SECRET: 'x'.repeat(32) }),
        );
        expect(message).toBe(
            'Commerce server ready\n' +
                '  Shop API:  http://127.0.0.1:3001/shop-api\n' +
                '  Admin API: http://127.0.0.1:3001/admin-api\n' +
                '  Dashboard: http://127.0.0.1:3001/admin\n' +
                '  Mailbox:   http://127.0.0.1:3001/mailbox (emails are kept, not sent: no SMTP_HOST)\n',
        );
    });

    it('prints only the addresses a role answers', () => {
        const configured = {
            DATA_DIR: tempDir(),
            SUPERADMIN_PASSWORD: 'configured-password',
            COOKIE_SECRET: 'x'.repeat(32),
        };
        expect(readyMessage(readEnv({ ...configured, SERVER_ROLE: 'shop', SERVER_HOST: '0.0.0.0' }))).toBe(
            'Commerce server ready (role: shop)\n  Shop API:  http://0.0.0.0:3001/shop-api\n',
        );
        expect(readyMessage(readEnv({ ...configured, SERVER_ROLE: 'admin', SERVER_HOST: '10.0.0.5' }))).toBe(
            'Commerce server ready (role: admin)\n' +
                '  Admin API: http://10.0.0.5:3001/admin-api\n' +
                '  Dashboard: http://10.0.0.5:3001/admin\n' +
                '  Mailbox:   http://10.0.0.5:3001/mailbox (emails are kept, not sent: no SMTP_HOST)\n',
        );
        expect(readEnv(configured).SERVER_ROLE).toBe('all');
        expect(() => readEnv({ ...configured, SERVER_ROLE: 'public' })).toThrow(
            /Invalid commerce server environment:\n {2}SERVER_ROLE: /,
        );
    });

    it('starts the dashboard server only in a process that serves the dashboard', () => {
        const configured = {
            DATA_DIR: tempDir(),
            SUPERADMIN_PASSWORD: 'configured-password',
            COOKIE_SECRET: 'x'.repeat(32),
        };
        const servesDashboard = (role: string) =>
            buildConfig(readEnv({ ...configured, SERVER_ROLE: role })).plugins!.includes(AdminUiPlugin);
        expect(['all', 'shop', 'admin'].map(role => [role, servesDashboard(role)])).toEqual([
            ['all', true],
            ['shop', false],
            ['admin', true],
        ]);
    });

    it('names every malformed variable in one clear message', () => {
        expect(() =>
            readEnv({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x', SERVER_PORT: 'abc', REDIS_URL: 'http://x' }),
        ).toThrow(
            /SERVER_PORT[\s\S]*DATABASE_URL must be a postgres:\/\/ URL[\s\S]*REDIS_URL must be a redis:\/\/ URL/,
        );
    });

    it("reads Findomestic's rate table, with the default offer when none is given", () => {
        expect(readEnv({ DATA_DIR: tempDir() }).FINDOMESTIC_PLANS).toEqual([
            { months: 10, tanPercent: 0, taegPercent: 0 },
            { months: 20, tanPercent: 0, taegPercent: 0 },
            { months: 30, tanPercent: 7.9, taegPercent: 8.19 },
        ]);
        expect(readEnv({ DATA_DIR: tempDir(), FINDOMESTIC_PLANS: '36:9.90:10.36,24:0:0' }).FINDOMESTIC_PLANS).toEqual([
            { months: 24, tanPercent: 0, taegPercent: 0 },
            { months: 36, tanPercent: 9.9, taegPercent: 10.36 },
        ]);
        expect(() => readEnv({ DATA_DIR: tempDir(), FINDOMESTIC_PLANS: '24:7.9:7.5' })).toThrow(
            'Invalid commerce server environment:\n  FINDOMESTIC_PLANS: "24:7.9:7.5": the TAEG is below the TAN',
        );
    });

    it('reads host, port, password and database number from a Redis URL', () => {
        expect(redisConnectionOptions('redis://:s%40cret@cache.internal:6380/4')).toMatchObject({
            host: 'cache.internal',
            port: 6380,
            password: 's@cret',
            db: 4,
            maxRetriesPerRequest: null,
        });
    });
});
