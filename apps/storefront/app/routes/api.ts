// Browser-side calls at /api/<tag>/<method>: one table of handlers; anything else is a JSON 404.
import { data } from 'react-router';
import type { Route } from './+types/api';
import { expireCookie } from '~/lib/session/cookies.server';

type Handler = (
    args: Route.ActionArgs,
) => Response | ReturnType<typeof data> | Promise<Response | ReturnType<typeof data>>;

const handlers: Record<string, Record<string, Handler>> = {
    message: {
        // The message cookie is httpOnly, so only the server can remove it once the shopper dismissed it.
        dismiss: ({ context }) =>
            data(
                { ok: true },
                { headers: { 'Set-Cookie': expireCookie('message', { secure: context.secureCookies }) } },
            ),
    },
};

function unknownMethod() {
    return data({ error: 'Unknown method' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export async function action(args: Route.ActionArgs) {
    const handler = handlers[args.params.tag]?.[args.params.method];
    return handler ? handler(args) : unknownMethod();
}

export function loader() {
    return unknownMethod();
}
