/**
 * The plain Node HTTP pieces both payment sandboxes share: reading a form, answering a small self-contained HTML page
 * under a strict CSP, and calling the shop's notification or callback URL. Node's own modules only, so the
 * storefront's Playwright tests can `require` the sandboxes by path.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A form bigger than this is no payment form. */
const MAX_FORM_BYTES = 64 * 1024;

/** The form-encoded body of a request (a `req.body` already parsed by middleware in front is used as it is). */
export async function readForm(req: http.IncomingMessage & { body?: unknown }): Promise<URLSearchParams> {
    if (typeof req.body === 'object' && req.body !== null) {
        return new URLSearchParams(req.body as Record<string, string>);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_FORM_BYTES) throw new Error('Form too large');
        chunks.push(chunk as Buffer);
    }
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
label{display:block;margin-top:.75rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.4rem}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{font:inherit;padding:.5rem 1.25rem}
.errore{color:#a00}.nota{color:#555;font-size:.875rem}`;

/**
 * No scripts at all, and the one style block allowed by its hash: the pages pass a strict CSP. `form-action` is left
 * open because a form's redirect to the shop (another origin) would be blocked by it.
 */
export const SANDBOX_CSP =
    `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
    "base-uri 'none'; frame-ancestors 'none'";

/** A whole Italian page; `body` must already be escaped. */
export function htmlPage(title: string, body: string): string {
    return `<!doctype html><html lang="it"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function sendHtml(res: http.ServerResponse, status: number, html: string): void {
    res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': SANDBOX_CSP,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
    });
    res.end(html);
}

/** 303: the browser follows with a GET, whatever the method of the form it submitted. */
export function redirectSeeOther(res: http.ServerResponse, location: string): void {
    res.writeHead(303, { location, 'cache-control': 'no-store' });
    res.end();
}

/** A URL with parameters added to (or replacing those of the same name in) its query. */
export function withParams(url: string, params: Record<string, string>): string {
    const parsed = new URL(url);
    for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
    return parsed.toString();
}

export function isHttpUrl(value: string | null | undefined): value is string {
    if (!value) return false;
    try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
        return false;
    }
}

/** What became of one call to the shop: its status, or the error when it could not be made. */
export interface Delivery {
    method: 'GET' | 'POST';
    url: string;
    params: Record<string, string>;
    status?: number;
    error?: string;
}

/** Calls the shop (form POST or GET with the parameters in the query); never throws, the delivery says what happened. */
export async function deliver(
    method: 'GET' | 'POST',
    url: string,
    params: Record<string, string>,
    timeoutMs = 5000,
    localAddress?: string,
): Promise<Delivery> {
    const delivery: Delivery = { method, url, params };
    if (method === 'GET' && localAddress) {
        delivery.status = await getFrom(withParams(url, params), localAddress, timeoutMs).catch((error: unknown) => {
            delivery.error = error instanceof Error ? error.message : String(error);
            return undefined;
        });
        return delivery;
    }
    try {
        const response =
            method === 'POST'
                ? await fetch(url, {
                      method: 'POST',
                      headers: { 'content-type': 'application/x-www-form-urlencoded' },
                      body: new URLSearchParams(params).toString(),
                      redirect: 'manual',
                      signal: AbortSignal.timeout(timeoutMs),
                  })
                : await fetch(withParams(url, params), { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        delivery.status = response.status;
        await response.arrayBuffer();
    } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
    }
    return delivery;
}

/** A GET made from a chosen local address (the provider's own, in tests: another loopback address); its status. */
function getFrom(url: string, localAddress: string, timeoutMs: number): Promise<number> {
    return new Promise((resolve, reject) => {
        const request = http.get(url, { localAddress, timeout: timeoutMs }, response => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('timeout', () => request.destroy(new Error('timeout')));
        request.on('error', reject);
    });
}

/** Random ids of pending pages, dropped after `ttlMs` or their first use. */
export class PendingPages<T> {
    private readonly pages = new Map<string, { value: T; expires: number }>();

    constructor(private readonly ttlMs = 30 * 60 * 1000) {}

    add(id: string, value: T): void {
        this.prune();
        this.pages.set(id, { value, expires: Date.now() + this.ttlMs });
    }

    /** The page's value, once: a second submit of the same page finds nothing, as on the provider's. */
    take(id: string): T | undefined {
        this.prune();
        const page = this.pages.get(id);
        this.pages.delete(id);
        return page?.value;
    }

    private prune(): void {
        const now = Date.now();
        for (const [id, page] of this.pages) if (page.expires <= now) this.pages.delete(id);
    }
}

/** Listens on 127.0.0.1 (or `host`) and a free port unless one is given; resolves to the origin. */
export async function listen(server: http.Server, port = 0, host = '127.0.0.1'): Promise<string> {
    await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
    });
    return `http://${host}:${(server.address() as AddressInfo).port}`;
}

export function closeServer(server: http.Server): Promise<void> {
    return new Promise(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
    });
}
