import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_PRESET_NAMES } from '@shop/rules';
import { gallerySrcSet, presetAssetUrl } from '~/lib/catalog/image-sources';
import { assetUrl } from '~/lib/catalog/urls';
import { assetProxy, assetUpstreamPath } from '~/lib/http/asset-proxy.server';

const origin = new URL('http://commerce.test:3000/shop-api');

describe('assetUpstreamPath', () => {
    it('keeps paths under /assets/ with their query', () => {
        expect(assetUpstreamPath('/placeholder.png', origin)).toBe('/assets/placeholder.png');
        expect(assetUpstreamPath('/source/a1/tv.jpg?preset=card&format=webp', origin)).toBe(
            '/assets/source/a1/tv.jpg?preset=card&format=webp',
        );
        expect(assetUpstreamPath('/preview/a%20b.png', origin)).toBe('/assets/preview/a%20b.png');
    });

    it.each([
        '/../shop-api',
        '/%2e%2e/shop-api',
        '/%2E%2E/shop-api',
        '/..%2Fshop-api',
        '/..%2fshop-api',
        '/a\\..\\..\\shop-api',
        '/a/%5c..%5cshop-api',
        '/a/../../shop-api',
        '/./placeholder.png',
        '/..',
        '/.',
        '/a/..?x=1',
        '/a%2f..%2f..%2fshop-api',
        '\\\\evil.example/x.png',
    ])('refuses to leave /assets/: %s', rest => {
        expect(assetUpstreamPath(rest, origin)).toBeNull();
    });

    it('refuses what resolves outside /assets/ or to another host', () => {
        expect(assetUpstreamPath('', origin)).toBeNull();
        expect(assetUpstreamPath('x.png', origin)).toBeNull();
        expect(assetUpstreamPath('@evil.example/x.png', origin)).toBeNull();
    });

    it('leaves dots inside names and in the query alone', () => {
        expect(assetUpstreamPath('/a..b/c.d.png?v=../x', origin)).toBe('/assets/a..b/c.d.png?v=../x');
    });
});

/** The commerce server's side: records what reached it and answers as each test says. */
interface Upstream {
    origin: URL;
    requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }>;
    answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
    close: () => Promise<void>;
}

async function startUpstream(): Promise<Upstream> {
    const upstream: Upstream = {
        origin: new URL('http://127.0.0.1'),
        requests: [],
        answer: () => {},
        close: async () => {},
    };
    const server = http.createServer((req, res) => {
        upstream.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
        upstream.answer(req, res);
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    upstream.origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/shop-api`);
    upstream.close = () => {
        server.closeAllConnections();
        return new Promise(resolve => server.close(() => resolve()));
    };
    return upstream;
}

interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
}

/** Raw request: paths go out byte for byte, without the normalisation fetch would apply. */
function request(port: number, path: string, options: http.RequestOptions = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, agent: false, ...options }, res => {
            let body = '';
            res.setEncoding('latin1');
            res.on('data', chunk => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
    });
}

describe('assetProxy', () => {
    let upstream: Upstream;
    let front: http.Server;
    let port: number;

    beforeAll(async () => {
        upstream = await startUpstream();
        const app = express();
        // As in the storefront's server, so that an X-Powered-By in the answer can only come from upstream.
        app.disable('x-powered-by');
        app.use('/assets', ...assetProxy(upstream.origin, { timeoutMs: 300 }));
        app.use((_req, res) => {
            res.status(418).send('not proxied');
        });
        front = app.listen(0, '127.0.0.1');
        await new Promise(resolve => front.once('listening', resolve));
        port = (front.address() as AddressInfo).port;
    });

    afterAll(async () => {
        front.closeAllConnections();
        await new Promise(resolve => front.close(resolve));
        await upstream.close();
    });

    beforeEach(() => {
        upstream.requests.length = 0;
        upstream.answer = (_req, res) => {
            res.writeHead(200, {
                'Content-Type': 'image/png',
                'Content-Length': '4',
                ETag: '"v1"',
                'Last-Modified': 'Tue, 24 Nov 2026 10:00:00 GMT',
                'Accept-Ranges': 'bytes',
                'Set-Cookie': 'session=upstream',
                'X-Powered-By': 'Express',
                'Access-Control-Allow-Origin': '*',
            });
            res.end(Buffer.from('\x89PNG', 'latin1'));
        };
    });

    it('passes the picture and its caching headers through, and nothing else of the answer', async () => {
        const res = await request(port, '/assets/source/a1/tv.png?preset=card');
        expect(res.status).toBe(200);
        expect(res.body).toBe('\x89PNG');
        expect(res.headers).toMatchObject({
            'content-type': 'image/png',
            'content-length': '4',
            etag: '"v1"',
            'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT',
            'accept-ranges': 'bytes',
            'cache-control': 'public, max-age=86400',
        });
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(res.headers['x-powered-by']).toBeUndefined();
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(upstream.requests).toEqual([
            expect.objectContaining({ method: 'GET', url: '/assets/source/a1/tv.png?preset=card' }),
        ]);
    });

    it("keeps the asset server's own policy for an uploaded file: an SVG is downloaded, never run on the shop's origin", async () => {
        upstream.answer = (_req, res) => {
            res.writeHead(200, {
                'Content-Type': 'image/svg+xml',
                'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
                'Content-Disposition': 'attachment',
                'X-Content-Type-Options': 'nosniff',
            });
            res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        };
        const res = await request(port, '/assets/source/a1/logo.svg');
        expect(res.status).toBe(200);
        expect(res.headers).toMatchObject({
            'content-type': 'image/svg+xml',
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            'content-disposition': 'attachment',
            'x-content-type-options': 'nosniff',
        });
    });

    it("keeps the commerce server's own Cache-Control", async () => {
        upstream.answer = (_req, res) => {
            res.writeHead(200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000' });
            res.end('webp');
        };
        const res = await request(port, '/assets/preview/x.webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000');
    });

    it('forwards only the headers of a conditional or partial request, never cookies or credentials', async () => {
        upstream.answer = (_req, res) => {
            res.writeHead(206, { 'Content-Type': 'image/png', 'Content-Range': 'bytes 0-1/4' });
            res.end('\x89P');
        };
        const res = await request(port, '/assets/a.png', {
            headers: {
                accept: 'image/avif,image/webp',
                'if-none-match': '"v0"',
                'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT',
                range: 'bytes=0-1',
                cookie: 'vendure-token=secret',
                authorization: 'Bearer secret',
                'x-forwarded-for': '203.0.113.9',
            },
        });
        expect(res.status).toBe(206);
        expect(res.headers['content-range']).toBe('bytes 0-1/4');
        const sent = upstream.requests[0]?.headers ?? {};
        expect(sent).toMatchObject({
            accept: 'image/avif,image/webp',
            'if-none-match': '"v0"',
            'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT',
            range: 'bytes=0-1',
            host: upstream.origin.host,
        });
        expect(sent.cookie).toBeUndefined();
        expect(sent.authorization).toBeUndefined();
        expect(sent['x-forwarded-for']).toBeUndefined();
    });

    it('passes a 304 and a 404 through, without adding a long cache to the 404', async () => {
        upstream.answer = (req, res) => {
            if (req.url === '/assets/missing.png') {
                res.writeHead(404, { 'Content-Type': 'text/plain' });
                res.end('Not found');
                return;
            }
            res.writeHead(304, { ETag: '"v1"' });
            res.end();
        };
        const notModified = await request(port, '/assets/a.png', { headers: { 'if-none-match': '"v1"' } });
        expect(notModified.status).toBe(304);
        expect(notModified.headers.etag).toBe('"v1"');
        const missing = await request(port, '/assets/missing.png');
        expect(missing.status).toBe(404);
        expect(missing.headers['cache-control']).toBeUndefined();
    });

    it('answers HEAD like GET, without a body', async () => {
        const res = await request(port, '/assets/a.png', { method: 'HEAD' });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.body).toBe('');
        expect(upstream.requests[0]?.method).toBe('HEAD');
    });

    it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])(
        'refuses %s with 405 and Allow, without asking upstream',
        async method => {
            const res = await request(port, '/assets/a.png', { method });
            expect(res.status).toBe(405);
            expect(res.headers.allow).toBe('GET, HEAD');
            expect(upstream.requests).toEqual([]);
        },
    );

    it.each([
        '/assets/../shop-api',
        '/assets/%2e%2e/shop-api',
        '/assets/..%2Fshop-api',
        '/assets/a\\..\\..\\shop-api',
        '/assets/a/%5c..%5cshop-api',
        '/assets/./a.png',
    ])('answers 404 to %s without asking upstream', async path => {
        const res = await request(port, path);
        expect(res.status).toBe(404);
        expect(upstream.requests).toEqual([]);
    });

    it.each([
        '/assets/a1/tv.png?w=6000',
        '/assets/a1/tv.png?w=-1',
        '/assets/a1/tv.png?h=-5',
        '/assets/a1/tv.png?w=20000&h=20000',
        '/assets/a1/tv.png?w=720&h=720&mode=resize&format=webp',
        '/assets/a1/tv.png?preset=huge',
        '/assets/a1/tv.png?preset=card&q=100',
        '/assets/a1/tv.png?preset=card&format=gif',
        '/assets/a1/tv.png?preset=card&preset=gallery',
    ])('answers 400 to %s without asking upstream', async path => {
        const res = await request(port, path);
        expect(res.status).toBe(400);
        expect(res.body).toBe('Unsupported picture size or format');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(upstream.requests).toEqual([]);
    });

    it("forwards every picture address the storefront's pages use", async () => {
        const source = 'http://127.0.0.1:3001/assets/a1/tv.png';
        const addresses = [
            // Cards, cart, wishlist, gallery thumbnails (WebP, AVIF where asked), og:image, logos and the placeholder.
            ...IMAGE_PRESET_NAMES.flatMap(preset => [assetUrl(source, preset), assetUrl(source, preset, 'avif')]),
            ...IMAGE_PRESET_NAMES.map(preset => presetAssetUrl(source, preset)),
            ...gallerySrcSet(source)
                .split(', ')
                .map(entry => entry.split(' ')[0]!),
            '/assets/preview/logo.png',
            assetUrl(null, 'card'),
        ];
        expect(addresses).toHaveLength(6 * 3 + 5 + 2);
        for (const address of addresses) {
            const res = await request(port, address);
            expect(res.status, address).toBe(200);
        }
        expect(upstream.requests.map(r => r.url)).toEqual(addresses);
    });

    it('answers an uncached 502 when the commerce server is too slow', async () => {
        upstream.answer = () => {
            // Never answers.
        };
        const res = await request(port, '/assets/slow.png');
        expect(res.status).toBe(502);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toBe('');
    });

    it('answers an uncached 502, naming no host, when the commerce server is down', async () => {
        const down = await startUpstream();
        await down.close();
        const app = express();
        app.use('/assets', ...assetProxy(down.origin));
        const server = app.listen(0, '127.0.0.1');
        await new Promise(resolve => server.once('listening', resolve));
        try {
            const res = await request((server.address() as AddressInfo).port, '/assets/a.png');
            expect(res.status).toBe(502);
            expect(res.headers['cache-control']).toBe('no-store');
            expect(res.body).toBe('');
        } finally {
            server.closeAllConnections();
            await new Promise(resolve => server.close(resolve));
        }
    });
});
