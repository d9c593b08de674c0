// The shape every /api/<tag>/<method> route module shares: one table of reads (GET) and one of changes (POST) per tag;
// an unknown method answers a JSON 404.
import { data } from 'react-router';
import { publicUrlOrigin } from '~/lib/env.server';
import { isJsonContentType } from '~/lib/http/request-body.server';

export { isJsonContentType };

type Answer = Response | ReturnType<typeof data>;
export interface EndpointArgs {
    request: Request;
    params: { method?: string };
    context: { secureCookies: boolean };
}
export type Endpoint = (args: EndpointArgs) => Answer | Promise<Answer>;

export function unknownMethod() {
    return data({ error: 'Unknown method' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/** Own properties only: `/api/catalog/constructor` must not find Object.prototype's members. */
function lookup<T>(table: Record<string, T>, method: string | undefined): T | undefined {
    return method !== undefined && Object.hasOwn(table, method) ? table[method] : undefined;
}

export function dispatch(table: Record<string, Endpoint>, args: EndpointArgs) {
    const handler = lookup(table, args.params.method);
    return handler ? handler(args) : unknownMethod();
}

/** A browser's request sent by another site's page (`Sec-Fetch-Site`, or an `Origin` that is not ours). */
export function isCrossSite(request: Request): boolean {
    const site = request.headers.get('sec-fetch-site');
    const origin = request.headers.get('origin');
    let foreign = site !== null && site !== 'same-origin' && site !== 'none';
    // The shop's public address is ours whatever Host a proxy passes on (it may name the upstream 127.0.0.1:3000).
    if (!foreign && origin !== null && origin !== publicUrlOrigin) {
        try {
            foreign = new URL(origin).host !== new URL(request.url).host;
        } catch {
            foreign = true;
        }
    }
    return foreign;
}

/**
 * Only the shop's own pages may change the shopper's cart or wishlist. A browser says where a request comes from
 * (`Sec-Fetch-Site`, and `Origin` on every POST); one from another site is refused before its body is read. Callers
 * that are not browsers send neither and are judged by the rest (the JSON body their schema checks).
 */
export function crossSiteRefusal(request: Request): Response | null {
    if (isCrossSite(request))
        return Response.json({ error: 'Requests from other sites are not accepted' }, NO_STORE_403);
    if (!isJsonContentType(request.headers.get('content-type'))) {
        return Response.json({ error: 'Send the body as application/json' }, NO_STORE_415);
    }
    return null;
}

const NO_STORE_403 = { status: 403, headers: { 'Cache-Control': 'no-store' } };
const NO_STORE_415 = { status: 415, headers: { 'Cache-Control': 'no-store' } };

/** The changes of a tag: first the origin and content-type checks, then the method's own. */
export function dispatchChange(table: Record<string, Endpoint>, args: EndpointArgs) {
    const handler = lookup(table, args.params.method);
    if (!handler) return unknownMethod();
    return crossSiteRefusal(args.request) ?? handler(args);
}
