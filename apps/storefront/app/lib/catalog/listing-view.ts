// Grid or list view of listings (requirements §2.3), remembered in a cookie the server reads, so the first render is right.
// The cookie is not httpOnly: the view toggle writes it in the browser without a round trip.
export type ListingView = 'grid' | 'list';

export const LISTING_VIEW_COOKIE = 'listing-view';
/** A year: a shopper's preferred view is a lasting choice. */
export const LISTING_VIEW_MAX_AGE_SECONDS = 31_536_000;
/** Query parameter of the view links, for browsers without JavaScript (the server sets the cookie and redirects). */
export const LISTING_VIEW_PARAM = 'view';

export function isListingView(value: unknown): value is ListingView {
    return value === 'grid' || value === 'list';
}

export function listingViewCookie(view: ListingView, secure: boolean): string {
    const parts = [
        `${LISTING_VIEW_COOKIE}=${view}`,
        'Path=/',
        `Max-Age=${LISTING_VIEW_MAX_AGE_SECONDS}`,
        'SameSite=Lax',
    ];
    if (secure) parts.push('Secure');
    return parts.join('; ');
}

/** Remembers the view from the browser; the page's own protocol decides Secure, as the server does in production. */
export function rememberListingView(view: ListingView): void {
    document.cookie = listingViewCookie(view, window.location.protocol === 'https:');
}
