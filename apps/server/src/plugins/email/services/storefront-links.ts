/** The storefront pages the shop's emails link to (SPEC §2.2 routes), on the storefront's public origin. */

function onStorefront(origin: string, pathAndQuery: string): string {
    return `${origin.replace(/\/+$/, '')}${pathAndQuery}`;
}

/** The reset page takes the token from the query; tokens hold `=`, `+` and `/`, so it is encoded. */
export function passwordResetUrl(origin: string, token: string): string {
    return onStorefront(origin, `/it/reset-password?token=${encodeURIComponent(token)}`);
}

export function accountUrl(origin: string): string {
    return onStorefront(origin, '/it/my-account');
}

export function homeUrl(origin: string): string {
    return onStorefront(origin, '/it');
}

/** The order history in the account area (requirements §2.2: 'cronologia-ordini'). */
export function orderHistoryUrl(origin: string): string {
    return onStorefront(origin, '/it/my-account/cronologia-ordini');
}

/** A CMS content page by its slug (the storefront's `/it/Page?slug=…`, pages seeded in seed/store-content.ts). */
export function contentPageUrl(origin: string, slug: string): string {
    return onStorefront(origin, `/it/Page?slug=${encodeURIComponent(slug)}`);
}

/** A product page (SPEC §2.2: /it/p/{code}, a slash in the code encoded), on the chosen variant when given. */
export function productUrl(origin: string, code: string, sku?: string): string {
    const variant = sku ? `?variant=${encodeURIComponent(sku)}` : '';
    return onStorefront(origin, `/it/p/${encodeURIComponent(code)}${variant}`);
}

/** The page that cancels a back-in-stock request with the token of its email. */
export function stockAlertCancelUrl(origin: string, token: string): string {
    return onStorefront(origin, `/it/avvisi/annulla?token=${encodeURIComponent(token)}`);
}
