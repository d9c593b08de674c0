// /api/message/dismiss: the message cookie is httpOnly, so only the server can remove it once the shopper dismissed it;
// the notice's close form posts here without JavaScript and is sent back to its page.
import { data, redirect } from 'react-router';
import type { Route } from './+types/api.message';
import { dispatch, dispatchChange, isCrossSite, type Endpoint } from '~/lib/api/endpoints.server';
import { expireCookie } from '~/lib/session/cookies.server';

/** A path of this shop to go back to: one slash first, never two (another host), nothing but the path and query. */
function backPath(value: FormDataEntryValue | null): string | null {
    return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2000 ? value : null;
}

/** The notice's close button without JavaScript: a form post, sent back to its page without the notice. */
async function dismissByForm({ request, params, context }: Route.ActionArgs): Promise<Response | null> {
    const type = request.headers.get('content-type') ?? '';
    const form = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
    if (!form || params.method !== 'dismiss' || isCrossSite(request)) return null;
    const back = backPath((await request.formData().catch(() => null))?.get('back') ?? null);
    if (!back) return null;
    const expired = expireCookie('message', { secure: context.secureCookies });
    return redirect(back, { status: 303, headers: { 'Set-Cookie': expired, 'Cache-Control': 'no-store' } });
}

const changes: Record<string, Endpoint> = {
    dismiss: ({ context }) =>
        data({ ok: true }, { headers: { 'Set-Cookie': expireCookie('message', { secure: context.secureCookies }) } }),
};

export const loader = (args: Route.LoaderArgs) => dispatch({}, args);
export const action = async (args: Route.ActionArgs) => (await dismissByForm(args)) ?? dispatchChange(changes, args);
