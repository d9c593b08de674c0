// The browser's side of /api/<tag>/<method>. The API route modules hand every fetcher request to `callApi` from their
// clientLoader and clientAction, so React Router's fetchers (state, revalidation) run over the same JSON API that other
// callers and the tests use, not over React Router's own data format. A request that never gets an answer (offline, the
// server restarting) or gets no JSON answers like an unreachable commerce server would, instead of replacing the page
// with the error screen: the component that asked shows its notice and keeps what is on screen.
export const UNREACHABLE = { error: 'generic', message: 'network' } as const;

export type ApiAnswer<T> = T | typeof UNREACHABLE;

/** Marks a change whose answer its sender waits for (see `trackedAction`); never sent to the server. */
const SUBMISSION_PARAM = '_submission';
const waiting = new Map<string, (answer: unknown) => void>();
let submissions = 0;

/**
 * The action URL for a fetcher submission and the promise of its answer. The answer reaches the sender even when the
 * component that submitted has gone in the meantime (a cart line removed by its own button), which a fetcher's `data`
 * cannot do.
 */
export function trackedAction<T>(path: string): { action: string; answer: Promise<ApiAnswer<T>> } {
    const id = String(++submissions);
    const answer = new Promise<ApiAnswer<T>>(resolve => waiting.set(id, value => resolve(value as ApiAnswer<T>)));
    return { action: `${path}${path.includes('?') ? '&' : '?'}${SUBMISSION_PARAM}=${id}`, answer };
}

export async function callApi<T>(request: Request): Promise<ApiAnswer<T>> {
    const url = new URL(request.url);
    const submission = url.searchParams.get(SUBMISSION_PARAM);
    url.searchParams.delete(SUBMISSION_PARAM);
    const answer = await send<T>(request, url);
    if (submission !== null) {
        waiting.get(submission)?.(answer);
        waiting.delete(submission);
    }
    return answer;
}

async function send<T>(request: Request, url: URL): Promise<ApiAnswer<T>> {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    try {
        const response = await fetch(url, {
            method: request.method,
            headers: {
                accept: 'application/json',
                ...(write ? { 'content-type': 'application/json' } : {}),
            },
            body: write ? await request.text() : undefined,
            signal: request.signal,
            credentials: 'same-origin',
        });
        if (!response.headers.get('content-type')?.includes('application/json')) return UNREACHABLE;
        return (await response.json()) as T;
    } catch {
        // Cancelled or failed, the sender learns nothing from the server.
        return UNREACHABLE;
    }
}
