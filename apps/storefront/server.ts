// HTTP front of the storefront: requirements §2.1 redirects, security headers, /assets proxy, static files, then React Router.
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerBuild } from 'react-router';
import { env, isProduction, publicEnv, publicUrlOrigin } from '~/lib/env.server';
import { CLIENT_IP_HEADER } from '~/lib/vendure/request-context.server';
import { assetProxy } from '~/lib/http/asset-proxy.server';
import { answerCompression } from '~/lib/http/compression.server';
import { bodyCeiling, closeAfterUnreadBody, requestDeadline, requestLine } from '~/lib/http/request-guards.server';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from '~/lib/http/request-limits';
import { anonymousPageCache } from '~/lib/http/page-cache.server';
import { stockChangeWatch } from '~/lib/cache/stock-changes.server';
import { oneLoopbackHost } from '~/lib/http/one-host.server';
import { noStoreForSecretRedirects } from '~/lib/http/redirect-cache.server';
import { applySiteRules, redirectCacheControl } from '~/lib/http/site-rules';
import { pictureHeaders, securityHeaders, staticAssetHeaders } from '~/lib/http/security-headers';
import { offlinePage, webManifest } from '~/lib/http/static-documents.server';
import '~/lib/load-context';
import { endCommerceSession } from '~/lib/account/account.server';
import { customerSessionCheck } from '~/lib/account/customer-session.server';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(here, '../client');
const development = env.NODE_ENV === 'development';

const app = express();
app.disable('x-powered-by');
app.set('etag', 'strong');
// req.protocol, req.ip and the URL React Router sees follow X-Forwarded-* only from this many proxies (0: none).
// Absolute URLs never follow them: they come from PUBLIC_URL (app/lib/http/public-origin.server.ts).
app.set('trust proxy', env.TRUSTED_PROXY_HOPS);

// Decision 020: a body left unread never keeps its connection open (installed first, so every answer is covered).
app.use(closeAfterUnreadBody);
/** Set on SIGTERM: requests still arriving on open keep-alive connections are answered, then their connection closes. */
let draining = false;
app.use((_req: Request, res: Response, next: NextFunction) => {
    if (draining) res.set('Connection', 'close');
    next();
});

// Every response, including redirects, static files and errors, carries the security headers; hashed bundles and
// pictures the subsets that apply to them (see staticAssetHeaders and pictureHeaders).
const pageHeaders = securityHeaders({
    production: isProduction,
    development,
    recaptcha: publicEnv.recaptcha,
    paymentFormOrigins: env.PAYMENT_FORM_ORIGINS,
});
const bundleHeaders = staticAssetHeaders({ production: isProduction });
const assetHeaders = pictureHeaders({ production: isProduction });
app.use((req: Request, res: Response, next: NextFunction) => {
    if (!development && req.path.startsWith('/static/')) bundleHeaders(req, res, next);
    else if (req.path.startsWith('/assets/')) assetHeaders(req, res, next);
    else pageHeaders(req, res, next);
});

// The shopper's IP for the commerce server's rate limits, always overwritten: a request cannot choose its own.
app.use((req: Request, _res: Response, next: NextFunction) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    next();
});

// A redirect to an address with a token in its query is never stored by a cache (a live reset link, say).
app.use(noStoreForSecretRedirects);

app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
});

// A Host that names a host, a URL of a sane length, and a declared body no route would read past, before any work.
app.use(requestLine, bodyCeiling);

// localhost or 127.0.0.1, whichever PUBLIC_URL names: the shop's cookies belong to one host name.
app.use(oneLoopbackHost(publicUrlOrigin));

// The browser only talks to the storefront; product images and logos come from the commerce server.
app.use('/assets', ...assetProxy(new URL(env.VENDURE_SHOP_API_URL)));

// Per request, quicker for rendered pages than for the ones every shopper without cookies gets (compression.server.ts).
app.use(answerCompression());

app.get('/offline', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(offlinePage('it'));
});
app.get('/manifest.webmanifest', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('application/manifest+json').send(webManifest('it'));
});

/** requirements §2.1: locale prefix, .html removal and trailing slash, after static files and before any routing. */
function siteRules(req: Request, res: Response, next: NextFunction) {
    const outcome = applySiteRules(req.originalUrl);
    if (outcome.kind === 'redirect') {
        res.status(outcome.status)
            .set('Location', outcome.location)
            .set('Cache-Control', redirectCacheControl(outcome.location))
            .end();
        return;
    }
    next();
}

async function start() {
    let build: ServerBuild | (() => Promise<ServerBuild>);
    if (development) {
        const vite = await import('vite');
        const devServer = await vite.createServer({ server: { middlewareMode: true } });
        app.use(devServer.middlewares);
        build = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    } else {
        // Hashed bundles never change: cache them for a year. Everything else in public/ briefly.
        // Precompressed at build time (brotli, gzip), chosen by the browser's Accept-Encoding.
        app.use(
            '/static',
            expressStaticGzip(path.join(clientDir, 'static'), {
                enableBrotli: true,
                orderPreference: ['br', 'gzip'],
                index: false,
                // Hashed names never change: the ETag is enough, Last-Modified would be bytes for nothing.
                serveStatic: { immutable: true, maxAge: '1y', index: false, lastModified: false },
            }),
        );
        // A bundle that is not there (an old page asking for a replaced chunk) is a plain 404, not an app page.
        app.use('/static', (_req: Request, res: Response) => {
            res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
        });
        app.use(
            express.static(clientDir, {
                maxAge: '1h',
                index: false,
                setHeaders(res, file) {
                    // The service worker must be re-checked on every visit so fixes reach shoppers.
                    if (file.endsWith(`${path.sep}sw.js`)) {
                        res.setHeader('Cache-Control', 'no-cache');
                        res.setHeader('Service-Worker-Allowed', '/');
                    }
                },
            }),
        );
        build = (await import(/* @vite-ignore */ path.resolve(here, '../server/index.js'))) as ServerBuild;
    }

    app.use(siteRules);
    app.use(customerSessionCheck(endCommerceSession));
    // A stock change anywhere drops the kept pages at this process's next look (decision 067).
    const pageStock = stockChangeWatch(() => pageCache.clear());
    const pageCache = anonymousPageCache({
        ttlMs: Math.min(env.PAGE_CACHE_SECONDS, env.PUBLIC_DATA_TTL_SECONDS) * 1000,
        beforeServe: () => pageStock.current(),
    });
    app.use(pageCache);
    app.all(
        '/{*splat}',
        requestDeadline(env.REQUEST_DEADLINE_SECONDS * 1000),
        createRequestHandler({
            build,
            mode: env.NODE_ENV,
            getLoadContext: (req, res) => ({
                nonce: res.locals.nonce as string,
                secureCookies: isProduction,
                // A navigation in the browser asks for `<path>.data`; anything else is answered with a document.
                documentOnly: req.path.endsWith('.data') ? undefined : {},
            }),
        }),
    );

    // Node's defaults (60 s for the headers, 5 min for the whole request, checked every 30 s) let a slow client hold a
    // socket for minutes; the shop's requests are small (decision 020).
    const server = http.createServer(
        {
            headersTimeout: HEADERS_TIMEOUT_MS,
            requestTimeout: REQUEST_TIMEOUT_MS,
            connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
        },
        app,
    );
    server.listen(env.PORT, env.HOST, () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : env.PORT;
        const host = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
        // One line for the whole server, not one per worker process.
        if (cluster.isWorker && cluster.worker?.id !== 1) return;
        process.stdout.write(
            `Storefront ready at http://${host}:${port}/ (commerce server ${env.VENDURE_SHOP_API_URL})\n`,
        );
    });
    // Keep-alive connections from a proxy must outlive the proxy's own idle timeout.
    server.keepAliveTimeout = 65_000;

    const stop = () => {
        if (draining) return;
        draining = true;
        // Requests still running at the deadline (a commerce server that does not answer) do not keep the process.
        setTimeout(() => {
            process.stderr.write(`Storefront did not stop within ${env.SHUTDOWN_TIMEOUT_MS} ms: exiting anyway.\n`);
            process.exit(1);
        }, env.SHUTDOWN_TIMEOUT_MS).unref();
        server.close(() => process.exit(0));
        // Idle keep-alive sockets would otherwise hold the process open for the keep-alive timeout.
        server.closeIdleConnections();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
}

/** Forks the worker processes and replaces one that dies, unless it dies right after starting (a broken setup). */
function runPrimary(count: number) {
    let stopping = false;
    const startedAt = new Map<number, number>();
    const fork = () => {
        const worker = cluster.fork();
        startedAt.set(worker.id, Date.now());
    };
    for (let i = 0; i < count; i++) fork();
    cluster.on('exit', (worker, code) => {
        const remaining = Object.keys(cluster.workers ?? {}).length;
        if (stopping) {
            if (remaining === 0) process.exit(0);
            return;
        }
        if (Date.now() - (startedAt.get(worker.id) ?? 0) < 5_000) {
            console.error(`Storefront worker exited during start-up (code ${code}); stopping.`);
            stopping = true;
            for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
            process.exitCode = 1;
            if (remaining === 0) process.exit(1);
            return;
        }
        console.error(`Storefront worker ${worker.process.pid} exited (code ${code}); starting another.`);
        fork();
    });
    const stop = () => {
        if (stopping) return;
        stopping = true;
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
        // Each worker keeps its own deadline; this one, a little later, covers a worker that is stuck altogether.
        setTimeout(() => {
            for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
            process.exit(1);
        }, env.SHUTDOWN_TIMEOUT_MS + 1_000).unref();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
}

if (cluster.isPrimary && !development && env.WEB_CONCURRENCY > 1) {
    runPrimary(env.WEB_CONCURRENCY);
} else {
    start().catch((error: unknown) => {
        console.error(error);
        process.exit(1);
    });
}
