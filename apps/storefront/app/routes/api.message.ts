// /api/message/dismiss: the message cookie is httpOnly, so only the server can remove it once the shopper dismissed it;
// the notice's close form posts here without JavaScript and is sent back to its page.
import { data, redirect } from 'react-router';
import type { Route } from './+types/api.message';
import { dispatch, dispatchChange, type Endpoint } from '~/lib/api/endpoints.server';
import { expireCookie } from '~/lib/session/cookies.server';

/** A path of this shop to go back to: one slash first, never two (another host), nothing but the path and query. */
function backPath(value: FormDataEntryValue | null): string | null {
    return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2000 ? value : null;
}

const changes: Record<string, Endpoint> = {
    dismiss: async ({ request, context }) => {
        const expired = expireCookie('message', { secure: context.secureCookies });
        // The notice's close button without JavaScript posts a form: back to the page it was on, without the notice.
        const type = request.headers.get('content-type') ?? '';
        if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
            const back = backPath((await request.formData().catch(() => null))?.get('back') ?? null);
            if (back) {
                return redirect(back, { status: 303, headers: { 'Set-Cookie': expired, 'Cache-Control': 'no-store' } });
            }
        }
        return data({ ok: true }, { headers: { 'Set-Cookie': expired } });
    },
};

export const loader = (args: Route.LoaderArgs) => dispatch({}, args);
export const action = (args: Route.ActionArgs) => dispatchChange(changes, args);
