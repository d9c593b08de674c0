// The browser's side of /api/<tag>/<method>. The API route modules hand every fetcher request to `callApi` from their
// clientLoader and clientAction, so React Router's fetchers (state, revalidation) run over the same JSON API that other
// callers and the tests use, not over React Router's own data format. A request that never gets an answer (offline, the
// server restarting) or gets no JSON answers like an unreachable commerce server would, instead of replacing the page
// with the error screen: the component that asked shows its notice and keeps what is on screen.
export const UNREACHABLE = { error: 'generic', message: 'network' } as const;

export type ApiAnswer<T> = T | typeof UNREACHABLE;

export async function callApi<T>(request: Request): Promise<ApiAnswer<T>> {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    try {
        const response = await fetch(request.url, {
            method: request.method,
            headers: {
                accept: 'application/json',
                ...(write ? { 'content-type': 'application/json' } : {}),
            },
            body: write ? await request.text() : undefined,
            signal: request.signal,
            // Per-shopper answers say no-store themselves; public ones (search) may come from the browser's cache.
            credentials: 'same-origin',
        });
        if (!response.headers.get('content-type')?.includes('application/json')) return UNREACHABLE;
        return (await response.json()) as T;
    } catch (error) {
        // A request React Router cancelled (a newer one replaced it) is nobody's answer.
        if (request.signal.aborted) throw error;
        return UNREACHABLE;
    }
}
