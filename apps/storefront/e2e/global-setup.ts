// Starts, on free 127.0.0.1 ports, the commerce server (apps/server/dist, fresh data folder, seeded on first start)
// and the storefront's production build; a small control endpoint lets journeys stop and restart the commerce server.
import { execSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startCommerceServer } from '../tests/support/commerce-server';
import { startStorefront } from '../tests/support/storefront-process';

const storefrontDir = fileURLToPath(new URL('..', import.meta.url));

export default async function globalSetup() {
    if (process.env.SKIP_BUILD !== '1') {
        execSync('npm run build --silent', { cwd: storefrontDir, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const commerce = await startCommerceServer();
    const storefront = await startStorefront({
        VENDURE_SHOP_API_URL: commerce.url,
        REVIEW_LINK_URL: 'https://recensioni.example/negozio',
        // Journeys stop and restart the commerce server; a short TTL lets the storefront notice quickly.
        PUBLIC_DATA_TTL_SECONDS: '2',
    });

    const control = http.createServer((req, res) => {
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
    process.env.E2E_CONTROL_URL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

    return async () => {
        await new Promise<void>(resolve => control.close(() => resolve()));
        await storefront.stop();
        await commerce.dispose();
    };
}
