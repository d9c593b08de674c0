// Sign-in state on every request (requirements §4): a `customer` cookie whose token is unreadable or expired ends the
// session: the customer, cart and segments cookies are removed (the cart lives in the commerce session, so its cookie
// goes too) and a warning waits in the message cookie, shown once as a notification. So does a signed-in commerce
// session whose `customer` cookie is gone (decision 064): nothing treats the shopper as signed in without it.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { CUSTOMER_COOKIE, readCustomerToken, type SignedInCustomer } from '~/lib/account/customer-token.server';
import { isProduction } from '~/lib/env.server';
import { getI18n } from '~/lib/i18n/i18n';
import { localeFromPath } from '~/lib/locale/markets';
import { expireCookie, readCookie, readTokenCookie } from '~/lib/session/cookies.server';
import { messageCookie } from '~/lib/session/message-cookie.server';
import { commerceToken, VENDURE_TOKEN_COOKIE } from '~/lib/vendure/request-context.server';
import '~/lib/i18n/messages/account';

/** The cookies a session's end removes: requirements §4 names customer, cart and segments; ours keeps the cart in the commerce session. */
export const SESSION_COOKIES = [CUSTOMER_COOKIE, VENDURE_TOKEN_COOKIE, 'cart', 'segments'] as const;

/** Set-Cookie headers that remove every cookie of a session (sign-out, an ended session). */
export function endedSessionCookies(secure: boolean): string[] {
    return SESSION_COOKIES.map(name => expireCookie(name, { secure }));
}

/** The signed-in customer, or null for a guest (an invalid cookie is already gone by the time loaders run). */
export async function signedInCustomer(request: Request): Promise<SignedInCustomer | null> {
    const token = await readCustomerToken(readCookie(request.headers.get('cookie'), CUSTOMER_COOKIE));
    return token.state === 'valid' ? token.customer : null;
}

/** The request's cookie header without the named cookies, plus extra `name=value` pairs. */
export function withoutCookies(header: string, names: readonly string[], extra: string[] = []): string {
    const kept = header
        .split(';')
        .map(part => part.trim())
        .filter(part => part !== '' && !names.includes(part.slice(0, Math.max(part.indexOf('='), 0)).trim()));
    return [...kept, ...extra].join('; ');
}

export type EndSession = (token: string) => Promise<void>;

/**
 * Express middleware before the pages: with an ended session, the answer clears its cookies and carries the warning,
 * and the pages see the request as a guest's with that warning already in its message cookie. `endSession` also logs
 * the old commerce session out, so the token left in a copied cookie opens nothing.
 */
export function customerSessionCheck(endSession: EndSession) {
    return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
        const header = req.headers.cookie;
        if (header === undefined) return next();
        const token = await readCustomerToken(readCookie(header, CUSTOMER_COOKIE));
        if (token.state === 'valid') return next();
        const vendureToken = readTokenCookie(header, VENDURE_TOKEN_COOKIE);
        const commerce = vendureToken.state === 'valid' ? commerceToken(vendureToken.value) : null;
        // Absent `customer`: only a commerce session opened by a sign-in has ended; a guest's cart session goes on.
        if (token.state === 'absent' && !commerce?.signedIn) return next();

        if (commerce) {
            await endSession(commerce.token).catch((error: unknown) =>
                console.warn(`[session] could not end the commerce session: ${String(error)}`),
            );
        }
        const t = getI18n(localeFromPath(req.path)).t;
        const warning = messageCookie({ message: t('account.session.expired'), type: 'warning' }, isProduction);
        for (const cookie of [...endedSessionCookies(isProduction), warning]) res.append('Set-Cookie', cookie);
        const messagePair = warning.slice(0, warning.indexOf(';'));
        req.headers.cookie = withoutCookies(header, [...SESSION_COOKIES, 'message'], [messagePair]);
        next();
    };
}
