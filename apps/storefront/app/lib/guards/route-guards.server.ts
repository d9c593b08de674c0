// Named route guards (requirements §2.1): routes list guard names; an unknown name is a programming error shown as 500.
import { data, redirect } from 'react-router';
import { loginHomePath } from '~/lib/account/account-paths';
import { CUSTOMER_COOKIE, readCustomerToken } from '~/lib/account/customer-token.server';
import { readCookie } from '~/lib/session/cookies.server';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { guardCheckout } from '~/lib/checkout/checkout-guard.server';

export interface GuardArgs {
    request: Request;
    params: Record<string, string | undefined>;
}

type Guard = (args: GuardArgs) => void | Promise<void>;

const guards: Record<string, Guard> = {
    // A deliberate deviation from requirements §2.1's placeholder (decision 036): an empty cart goes back to the cart,
    // a step whose predecessors are incomplete to the first incomplete one.
    checkout: async ({ request, params }) => {
        await guardCheckout(request, params.locale ?? DEFAULT_LOCALE);
    },
    // requirements §2.1 checks that the customer cookie is there; a forged or expired one counts as missing (the
    // session check before the pages has already cleared it and stored the warning). The visitor lands on the
    // locale's home with the login modal open, not on the bare '/', which only redirects again.
    'is-authenticated': async ({ request, params }) => {
        const token = await readCustomerToken(readCookie(request.headers.get('cookie'), CUSTOMER_COOKIE));
        if (token.state !== 'valid') throw redirect(loginHomePath(params.locale ?? DEFAULT_LOCALE));
    },
    // requirements §2.1 leaves its behaviour open; we read it as "this page moved to the locale home" for retired URLs.
    redirect: ({ params }) => {
        throw redirect(`/${params.locale ?? DEFAULT_LOCALE}`);
    },
};

export const GUARD_NAMES = Object.keys(guards);

/** Runs the named guards in order; a guard stops the request by throwing a redirect or an error response. */
export async function runGuards(names: readonly string[], args: GuardArgs): Promise<void> {
    for (const name of names) {
        const guard = guards[name];
        if (!guard) throw data('Unknown middleware', { status: 500 });
        await guard(args);
    }
}
