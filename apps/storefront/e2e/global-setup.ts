// Starts, on free 127.0.0.1 ports, the commerce server (apps/server/dist, fresh data folder, seeded on first start)
// and the storefront's production build; a small control endpoint lets journeys stop and restart the commerce server.
import { execSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './server-test-helpers';
import { freePort, startCommerceServer } from '../tests/support/commerce-server';
import { startStorefront, TEST_SESSION_SECRET } from '../tests/support/storefront-process';

const storefrontDir = fileURLToPath(new URL('..', import.meta.url));

export default async function globalSetup() {
    if (process.env.SKIP_BUILD !== '1') {
        execSync('npm run build --silent', { cwd: storefrontDir, stdio: ['ignore', 'ignore', 'inherit'] });
    }
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

    process.env.STOREFRONT_URL = storefront.origin;
    process.env.SHOP_API_URL = commerce.url;
    process.env.ADMIN_API_URL = commerce.url.replace(/\/shop-api$/, '/admin-api');
    process.env.E2E_CONTROL_URL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
    process.env.E2E_SESSION_SECRET = TEST_SESSION_SECRET;

    return async () => {
        await new Promise<void>(resolve => control.close(() => resolve()));
        await storefront.stop();
        await commerce.dispose();
        await mail.close();
    };
}
