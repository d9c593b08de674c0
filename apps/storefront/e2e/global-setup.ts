// Starts, on free 127.0.0.1 ports, one shop per Playwright worker: a commerce server (apps/server/dist on a copy of the
// seeded template) and the storefront's production build in front of it, each with a real SMTP server and a small
// control endpoint that lets journeys read the emails and stop and restart that commerce server. A worker's journeys
// run one after another against its own shop (playwright.config.ts gives each worker its shop's addresses), so
// journeys in the other worker never see its carts, stock or outage.
import { execSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startSmtpSink } from './server-test-helpers';
import { freePort, seededTemplate, startCommerceServer } from '../tests/support/commerce-server';
import { startStorefront, TEST_SESSION_SECRET } from '../tests/support/storefront-process';

const storefrontDir = fileURLToPath(new URL('..', import.meta.url));

/** The addresses a journey reaches its shop by, as environment variables (read by the fixtures and helpers). */
export interface ShopAddresses {
    STOREFRONT_URL: string;
    SHOP_API_URL: string;
    ADMIN_API_URL: string;
    E2E_CONTROL_URL: string;
}

async function startShop(): Promise<{ addresses: ShopAddresses; stop: () => Promise<void> }> {
    // The shop's emails go to a real SMTP server; journeys read them through the control endpoint's /mail.
    const mail = await startSmtpSink();
    // The commerce server builds the payment providers' return and notification addresses on the storefront's origin,
    // so the storefront's port is chosen first.
    const storefrontPort = await freePort();
    const commerce = await startCommerceServer({
        SMTP_HOST: mail.host,
        SMTP_PORT: String(mail.port),
        STOREFRONT_ORIGIN: `http://127.0.0.1:${storefrontPort}`,
    });
    const storefront = await startStorefront({
        PORT: String(storefrontPort),
        VENDURE_SHOP_API_URL: commerce.url,
        // Without Nexi credentials the commerce server serves XPay's sandbox: the payment form posts there.
        PAYMENT_FORM_ORIGINS: new URL(commerce.url).origin,
        REVIEW_LINK_URL: 'https://recensioni.example/negozio',
        // Journeys stop and restart the commerce server; a short TTL lets the storefront notice quickly.
        PUBLIC_DATA_TTL_SECONDS: '2',
    });

    const control = http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://control');
        if (url.pathname === '/mail') {
            const to = (url.searchParams.get('to') ?? '').toLowerCase();
            const found = mail.messages
                .filter(message => message.to.includes(to))
                .map(({ to: recipients, from, subject, text, html, links }) => ({
                    to: recipients,
                    from,
                    subject,
                    text,
                    html,
                    links,
                }));
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
            return;
        }
        const action =
            req.url === '/commerce/stop' ? commerce.stop : req.url === '/commerce/start' ? commerce.start : null;
        if (!action) {
            res.writeHead(404).end();
            return;
        }
        action().then(
            () => res.writeHead(204).end(),
            (error: unknown) => res.writeHead(500).end(String(error)),
        );
    });
    await new Promise<void>(resolve => control.listen(0, '127.0.0.1', resolve));

    return {
        addresses: {
            STOREFRONT_URL: storefront.origin,
            SHOP_API_URL: commerce.url,
            ADMIN_API_URL: commerce.url.replace(/\/shop-api$/, '/admin-api'),
            E2E_CONTROL_URL: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
        },
        async stop() {
            await new Promise<void>(resolve => control.close(() => resolve()));
            await storefront.stop();
            await commerce.dispose();
            await mail.close();
        },
    };
}

export default async function globalSetup(config: FullConfig) {
    // The test runner builds once before every suite and says so with SKIP_BUILD=1.
    if (process.env.SKIP_BUILD !== '1') {
        execSync('npm run build --silent', { cwd: storefrontDir, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    // Made (or found) once before the shops start side by side, so they do not each seed it.
    await seededTemplate();
    const started = await Promise.allSettled(Array.from({ length: Math.max(1, config.workers) }, () => startShop()));
    const shops = started.flatMap(result => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find(result => result.status === 'rejected');
    if (failed) {
        await Promise.all(shops.map(shop => shop.stop()));
        throw failed.reason;
    }

    // Worker N reaches shop N (playwright.config.ts); the set-up's own process keeps the first shop's addresses.
    process.env.E2E_SHOPS = JSON.stringify(shops.map(shop => shop.addresses));
    Object.assign(process.env, shops[0]!.addresses);
    process.env.E2E_SESSION_SECRET = TEST_SESSION_SECRET;

    return async () => {
        await Promise.all(shops.map(shop => shop.stop()));
    };
}
