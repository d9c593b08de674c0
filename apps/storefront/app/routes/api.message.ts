// /api/message/dismiss: the message cookie is httpOnly, so only the server can remove it once the shopper dismissed it.
import { data } from 'react-router';
import type { Route } from './+types/api.message';
import { dispatch, dispatchChange, type Endpoint } from '~/lib/api/endpoints.server';
import { expireCookie } from '~/lib/session/cookies.server';

const changes: Record<string, Endpoint> = {
    dismiss: ({ context }) =>
        data({ ok: true }, { headers: { 'Set-Cookie': expireCookie('message', { secure: context.secureCookies }) } }),
};

export const loader = (args: Route.LoaderArgs) => dispatch({}, args);
export const action = (args: Route.ActionArgs) => dispatchChange(changes, args);
