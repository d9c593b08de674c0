// A pass-through in front of the real commerce server for HTTP tests: records what the storefront sends, and can
// play the server being down (connections cut) or failing one kind of request (HTTP 500), without touching the server
// other test files share.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
    url: string;
    headers: http.IncomingHttpHeaders;
    query: string;
    variables: Record<string, unknown>;
}

export interface ShopApiProxy {
    url: string;
    requests: RecordedRequest[];
    /** While down, connections are cut as if the server had stopped. */
    setDown(down: boolean): void;
    /** Requests the predicate picks get an HTTP 500, as from a faulty server; null stops it. */
    failWhen(predicate: ((request: RecordedRequest) => boolean) | null): void;
    close(): Promise<void>;
}

export async function startShopApiProxy(target: string): Promise<ShopApiProxy> {
    const upstream = new URL(target);
    const requests: RecordedRequest[] = [];
    let down = false;
    let failing: ((request: RecordedRequest) => boolean) | null = null;

    const server = http.createServer((req, res) => {
        if (down) {
            req.socket.destroy();
            return;
        }
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
            const raw = Buffer.concat(chunks);
            let body: { query?: string; variables?: Record<string, unknown> } = {};
            try {
                body = JSON.parse(raw.toString('utf8') || '{}') as typeof body;
            } catch {
                // Not JSON (an image request, say): recorded without a query.
            }
            const recorded = {
                url: req.url ?? '',
                headers: req.headers,
                query: body.query ?? '',
                variables: body.variables ?? {},
            };
            requests.push(recorded);
            if (failing?.(recorded)) {
                res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
                return;
            }
            const forwarded = http.request(
                {
                    hostname: upstream.hostname,
                    port: upstream.port,
                    path: req.url,
                    method: req.method,
                    headers: { ...req.headers, host: upstream.host },
                },
                answer => {
                    res.writeHead(answer.statusCode ?? 502, answer.headers);
                    answer.pipe(res);
                },
            );
            forwarded.on('error', () => res.writeHead(502).end());
            forwarded.end(raw);
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${port}${upstream.pathname}`,
        requests,
        setDown(value) {
            down = value;
        },
        failWhen(predicate) {
            failing = predicate;
        },
        close: () =>
            new Promise<void>(resolve => {
                server.closeAllConnections();
                server.close(() => resolve());
            }),
    };
}
