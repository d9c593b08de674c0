// The cart and wishlist pages' addresses: where the header's and footer's cart and wishlist entries lead before the page
// runs (or without JavaScript), and where their plain forms post.
export function cartPagePath(locale: string): string {
    return `/${locale}/cart`;
}

export function wishlistPagePath(locale: string): string {
    return `/${locale}/wishlist`;
}
