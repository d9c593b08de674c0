// The shape every /api/<tag>/<method> route module shares: one table of reads (GET) and one of changes (POST) per tag;
// an unknown method answers a JSON 404.
import { data } from 'react-router';

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
