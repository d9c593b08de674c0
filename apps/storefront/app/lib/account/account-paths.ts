// The account's addresses and the login views, apart from the forms' schemas: the header and footer link here on every
// page, and must not bring the validation code (Zod) into the first load.

/** The views of the login modal and page (requirements §4): login, register, forgot-password, thank-you. */
export const LOGIN_VIEWS = ['login', 'register', 'forgot-password', 'thank-you'] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

export function loginViewOf(value: string | null | undefined): LoginView {
    return (LOGIN_VIEWS as readonly string[]).includes(value ?? '') ? (value as LoginView) : 'login';
}

/** Where each form posts: the login page's action (the reset form posts to its own page). */
export function loginPagePath(locale: string, view: LoginView = 'login'): string {
    return view === 'login' ? `/${locale}/login` : `/${locale}/login?view=${view}`;
}

/**
 * The locale's home with the login modal open (requirements §2.1's customer-only pages and an ended session send
 * visitors here rather than to the bare `/`): the header's account button opens the modal once the page runs.
 */
export const OPEN_LOGIN_PARAM = 'login';

export function loginHomePath(locale: string): string {
    return `/${locale}?${OPEN_LOGIN_PARAM}=1`;
}

export function myAccountPath(locale: string, page?: string): string {
    return page ? `/${locale}/my-account/${page}` : `/${locale}/my-account`;
}

/**
 * Where a sign-in or registration may return the shopper instead of the account: only a checkout step of our own
 * (the checkout's user-account step sends it); anything else is ignored, so no post can send a shopper elsewhere.
 */
export function safeReturnPath(value: unknown, locale: string): string | undefined {
    if (typeof value !== 'string') return undefined;
    const pattern = new RegExp(`^/${locale}/[Cc]heckout/(shipping|Shipping)$`);
    return pattern.test(value) ? value : undefined;
}
