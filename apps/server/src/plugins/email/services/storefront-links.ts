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
