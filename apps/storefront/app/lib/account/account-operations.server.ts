// The account's operations (sign in, register, forgot password, reset password, sign out) behind one form action each
// (decision 009). Each form posts as a plain form without JavaScript and through a React Router fetcher with it; the
// answers are the same: a refused field or credential is a 4xx with the form's errors (catalog keys) beside the fields
// and the values as typed; a sign-in is a document redirect to the account, so every part of the page (header, cart,
// wishlist) is loaded again for the customer.
import type { Submission } from '@conform-to/dom';
import { parseWithZod } from '@conform-to/zod/v4';
import { formatValidationIssues } from '@shop/rules';
import { data, redirect, redirectDocument } from 'react-router';
import {
    registerCustomer,
    requestPasswordReset,
    resetPassword,
    signIn,
    signOut,
    type AccountCall,
    type AccountCustomer,
    type AccountErrorCode,
} from '~/lib/account/account.server';
import { accountFormId, isAccountIntent, type AccountIntent } from '~/lib/account/account-forms';
import { accountSchemas, type AccountValue } from '~/lib/account/account-schemas';
import { loginPagePath, myAccountPath, safeReturnPath } from '~/lib/account/account-paths';
import { endedSessionCookies } from '~/lib/account/customer-session.server';
import { CUSTOMER_COOKIE, customerSessionSeconds, signCustomerToken } from '~/lib/account/customer-token.server';
import { isCrossSite } from '~/lib/api/endpoints.server';
import type { FormReply } from '~/lib/forms/form-reply';
import { readForm } from '~/lib/forms/read-form.server';
import { getI18n } from '~/lib/i18n/i18n';
import { serializeCookie } from '~/lib/session/cookies.server';
import { messageCookie } from '~/lib/session/message-cookie.server';
import { signedInSessionCookie } from '~/lib/session/vendure-session.server';
import { isBotCheckFailed, isRateLimited, ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor, type ShopRequestContext } from '~/lib/vendure/request-context.server';
import { dropGuestWishlistCookieAfterLogin } from '~/lib/wishlist/wishlist-cookie.server';
import { wishlistContextFor } from '~/lib/wishlist/wishlist.server';
import '~/lib/i18n/messages/account';
import '~/lib/i18n/messages/validation';

/** Catalog keys (`account.errors.*`) of the refusals shown above a form rather than beside one field. */
type FormErrorKey =
    | 'invalidCredentials'
    | 'forgotFailed'
    | 'emailTaken'
    | 'resetTokenExpired'
    | 'botCheck'
    | 'unavailable'
    | 'rateLimited'
    | 'generic';

/** Each ErrorResult code the account calls answer, as the form shows it: a field's error or the form's. */
const ERROR_CODES: Partial<Record<AccountErrorCode, { field?: string; key: string }>> = {
    INVALID_CREDENTIALS_ERROR: { key: 'account.errors.invalidCredentials' },
    NOT_VERIFIED_ERROR: { key: 'account.errors.invalidCredentials' },
    EMAIL_ADDRESS_CONFLICT_ERROR: { field: 'email', key: 'account.errors.emailTaken' },
    PASSWORD_VALIDATION_ERROR: { field: 'password', key: 'validation.invalidPassword' },
    PASSWORD_RESET_TOKEN_EXPIRED_ERROR: { key: 'account.errors.resetTokenExpired' },
    PASSWORD_RESET_TOKEN_INVALID_ERROR: { key: 'account.errors.resetTokenExpired' },
};

/** The registration input's field names on the commerce server, as the form names them. */
const SERVER_FIELDS: Record<string, string> = {
    emailAddress: 'email',
    firstName: 'firstName',
    lastName: 'lastName',
    fiscalCode: 'fiscal_code',
    password: 'password',
    privacyAccepted: 'privacy',
};

const NO_STORE = { 'Cache-Control': 'no-store' };

type Outcome =
    | { ok: true; response: Response | ReturnType<typeof data> }
    | { ok: false; status: number; formError?: string; fieldErrors?: Record<string, string[]> };

function refusal(status: number, key: FormErrorKey): Outcome {
    return { ok: false, status, formError: `account.errors.${key}` };
}

/** What a failed commerce call means to the shopper: a limit, a bot check, or the shop being unreachable. */
function failure(error: unknown, fallback: FormErrorKey): Outcome {
    if (isRateLimited(error)) return refusal(429, 'rateLimited');
    if (isBotCheckFailed(error)) return refusal(400, 'botCheck');
    if (error instanceof ShopApiError) {
        console.warn(`[account] commerce call failed: ${error.message}`);
        return refusal(error.status === 503 ? 503 : 502, fallback === 'generic' ? 'unavailable' : fallback);
    }
    throw error;
}

function refusedBy(
    call: Extract<AccountCall<unknown>, { ok: false }>,
    status: number,
    fallback: FormErrorKey,
): Outcome {
    if (call.errorCode === 'REGISTRATION_INPUT_ERROR' && call.field && call.reason) {
        return { ok: false, status: 400, fieldErrors: { [SERVER_FIELDS[call.field] ?? call.field]: [call.reason] } };
    }
    const known = ERROR_CODES[call.errorCode];
    if (!known) return refusal(status, fallback);
    return known.field
        ? { ok: false, status, fieldErrors: { [known.field]: [known.key] } }
        : { ok: false, status, formError: known.key };
}

export interface AccountCallContext {
    request: Request;
    locale: string;
    secure: boolean;
    /** The shopper's token of the bot check, sent on to the commerce server. */
    botCheckToken?: string;
    /** Sent by the login modal, which shows the thank-you itself rather than following a redirect. */
    fromModal: boolean;
    /** A checkout step to land on after signing in or registering, instead of the account. */
    returnTo?: string;
}

/** The cookies of a new signed-in session: the commerce session's token and the `customer` token. */
async function signedInCookies(
    call: { authToken?: string },
    customer: AccountCustomer,
    ctx: ShopRequestContext,
    secure: boolean,
): Promise<string[]> {
    const cookies = [
        serializeCookie(CUSTOMER_COOKIE, await signCustomerToken(customer), {
            maxAgeSeconds: customerSessionSeconds(),
            secure,
        }),
    ];
    const token = call.authToken ?? ctx.authToken;
    if (token) cookies.push(signedInSessionCookie(token, secure));
    return cookies;
}

function documentRedirect(to: string, cookies: Array<string | null>): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of cookies) if (cookie) headers.append('Set-Cookie', cookie);
    return redirectDocument(to, { status: 303, headers });
}

async function signInWith(
    call: AccountCallContext,
    username: string,
    password: string,
    welcome?: string,
): Promise<Outcome> {
    const ctx = wishlistContextFor(call.request, call.locale);
    let result: AccountCall<AccountCustomer>;
    try {
        result = await signIn(ctx, username, password);
    } catch (error) {
        return failure(error, 'generic');
    }
    if (!result.ok) return refusedBy(result, 401, 'invalidCredentials');
    const cookies = await signedInCookies(result, result.value, ctx, call.secure);
    const notice = welcome ? messageCookie({ message: welcome, type: 'success' }, call.secure) : null;
    const wishlist = dropGuestWishlistCookieAfterLogin(call.request, call.secure);
    const to = call.returnTo ?? myAccountPath(call.locale);
    return { ok: true, response: documentRedirect(to, [...cookies, wishlist, notice]) };
}

async function perform<I extends AccountIntent>(
    intent: I,
    value: AccountValue<I>,
    call: AccountCallContext,
): Promise<Outcome> {
    const t = getI18n(call.locale).t;
    const ctx = { ...shopContextFor(call.request, call.locale), botCheckToken: call.botCheckToken };
    switch (intent) {
        case 'login': {
            const form = value as AccountValue<'login'>;
            return signInWith(call, form.username, form.password);
        }
        case 'register': {
            const form = value as AccountValue<'register'>;
            let registered: AccountCall;
            try {
                registered = await registerCustomer(ctx, {
                    emailAddress: form.email,
                    firstName: form.firstName,
                    lastName: form.lastName,
                    fiscalCode: form.fiscal_code,
                    password: form.password,
                    privacyAccepted: form.privacy,
                    newsletter: form.is_subscribed ?? false,
                });
            } catch (error) {
                return failure(error, 'generic');
            }
            if (!registered.ok) return refusedBy(registered, 400, 'generic');
            const welcome = t('account.session.welcome', { name: form.firstName });
            return signInWith(call, form.email, form.password, welcome);
        }
        case 'forgot-password': {
            const form = value as AccountValue<'forgot-password'>;
            try {
                const asked = await requestPasswordReset(ctx, form.email);
                if (!asked.ok) return refusedBy(asked, 400, 'forgotFailed');
            } catch (error) {
                return failure(error, 'forgotFailed');
            }
            if (call.fromModal) {
                const done = data({ ok: true, view: 'thank-you', email: form.email } as const, { headers: NO_STORE });
                return { ok: true, response: done };
            }
            return { ok: true, response: threeOhThree(loginPagePath(call.locale, 'thank-you')) };
        }
        case 'reset-password': {
            const form = value as AccountValue<'reset-password'>;
            let reset: AccountCall<AccountCustomer>;
            try {
                reset = await resetPassword(ctx, form.token, form.password);
            } catch (error) {
                return failure(error, 'generic');
            }
            if (!reset.ok) return refusedBy(reset, 400, 'resetTokenExpired');
            const cookies = await signedInCookies(reset, reset.value, ctx, call.secure);
            cookies.push(messageCookie({ message: t('account.reset.done'), type: 'success' }, call.secure));
            return { ok: true, response: documentRedirect(myAccountPath(call.locale), cookies) };
        }
    }
    return refusal(400, 'generic');
}

function threeOhThree(to: string): Response {
    return redirect(to, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}

function reply(intent: AccountIntent, submission: Submission<unknown>, outcome: Extract<Outcome, { ok: false }>) {
    const body: FormReply = {
        form: accountFormId(intent),
        result: submission.reply({
            formErrors: outcome.formError ? [outcome.formError] : undefined,
            fieldErrors: outcome.fieldErrors,
            // Passwords are never sent back into the page.
            hideFields: ['password', 'repassword'],
        }),
    };
    return data(body, { status: outcome.status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The action of the login page (and of the reset page for `reset-password`): the post's `intent` names the form.
 * A post from another site is refused before its body is read: a forged sign-in would log the shopper into someone
 * else's account. `intents` lists the forms this page takes.
 */
export async function accountPageAction(
    request: Request,
    locale: string,
    secure: boolean,
    intents: readonly AccountIntent[],
): Promise<Response | ReturnType<typeof data>> {
    if (isCrossSite(request)) {
        return data({ error: 'Requests from other sites are not accepted' }, { status: 403 });
    }
    const form = await readForm(request);
    const intent = form.get('intent');
    if (!isAccountIntent(intent) || !intents.includes(intent)) {
        return data({ error: 'Unknown form' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    }
    const submission = parseWithZod(form, { schema: accountSchemas[intent], formatError: formatValidationIssues });
    if (submission.status !== 'success') {
        return reply(intent, submission, { ok: false, status: 400 });
    }
    const token = form.get('recaptchaToken');
    const outcome = await perform(intent, submission.value as AccountValue<typeof intent>, {
        request,
        locale,
        secure,
        botCheckToken: typeof token === 'string' && token !== '' ? token : undefined,
        fromModal: form.get('via') === 'modal',
        returnTo: safeReturnPath(form.get('returnTo'), locale),
    });
    return outcome.ok ? outcome.response : reply(intent, submission, outcome);
}

/** Sign-out (a plain form post, so it works without JavaScript): the session ends here and on the commerce server. */
export async function signOutAction(request: Request, locale: string, secure: boolean): Promise<Response> {
    if (isCrossSite(request)) return new Response('Requests from other sites are not accepted', { status: 403 });
    try {
        await signOut(shopContextFor(request, locale));
    } catch (error) {
        // The cookies go all the same: the shopper is signed out of this browser.
        console.warn(`[account] sign-out at the commerce server failed: ${String(error)}`);
    }
    const t = getI18n(locale).t;
    return documentRedirect(`/${locale}`, [
        ...endedSessionCookies(secure),
        messageCookie({ message: t('account.session.signedOut'), type: 'info' }, secure),
    ]);
}
