// /api/<tag>/<method> from a component, through a fetcher of its own: React Router tracks it, and the route modules'
// shouldRevalidate reload what a change touched. Each call's promise resolves with the server's answer once those
// reloads are done, even if the component has gone in the meantime; a load's answer comes the same way, for lists the
// component grows page by page.
import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import { trackedAction, type ApiAnswer } from '~/lib/api/api-client';

export function useApiFetcher<T>() {
    const fetcher = useFetcher<ApiAnswer<T>>();
    const { state, submit, load: loadPath } = fetcher;
    const send = useCallback(
        async (path: string, body: object): Promise<ApiAnswer<T>> => {
            const { action, answer } = trackedAction<T>(path);
            const submitted = submit(body as Parameters<typeof submit>[0], {
                method: 'post',
                action,
                encType: 'application/json',
            });
            const [result] = await Promise.all([answer, submitted]);
            return result;
        },
        [submit],
    );
    const load = useCallback(
        async (path: string): Promise<ApiAnswer<T>> => {
            const { action, answer } = trackedAction<T>(path);
            const [result] = await Promise.all([answer, loadPath(action)]);
            return result;
        },
        [loadPath],
    );
    return { send, load, busy: state !== 'idle' };
}
