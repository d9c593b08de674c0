// The route table, line by line against requirements §2.2: every route under /:locale (only `it` is routed),
// each with its lower-case alias and capitalised variant registered explicitly (case-sensitive).
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
    // The root is left alone (no redirect) and shows the Italian home page (requirements §2.1).
    index('routes/home.tsx', { id: 'root-home' }),

    // Browser-side calls: /api/<tag>/<method>, one route module per tag; an unknown tag or method answers 404 with a
    // JSON error.
    route('api/cart/:method', 'routes/api.cart.ts'),
    route('api/wishlist/:method', 'routes/api.wishlist.ts'),
    route('api/catalog/:method', 'routes/api.catalog.ts'),
    route('api/message/:method', 'routes/api.message.ts'),
    route('api/:tag/:method', 'routes/api.ts'),

    // Crawler documents with absolute URLs (they need the request's origin, so they are routes, not static files).
    route('sitemap.xml', 'routes/sitemap.ts'),
    route('robots.txt', 'routes/robots.ts'),

    route(':locale', 'routes/locale.tsx', { id: 'locale' }, [
        // | /it and /it/Home | Home, navigation hidden |
        index('routes/home.tsx', { id: 'home' }),
        route('Home', 'routes/home.tsx', { id: 'home-capitalised', caseSensitive: true }),
        route('home', 'routes/home.tsx', { id: 'home-alias', caseSensitive: true }),

        // | /it/Cart | Cart page; /it/cart is the tracking path (requirements §2.2) |
        route('Cart', 'routes/cart.tsx', { id: 'cart-capitalised', caseSensitive: true }),
        route('cart', 'routes/cart.tsx', { id: 'cart', caseSensitive: true }),

        // Later issues add here: checkout (simple header) with its children, checkout-error, findomestic-confirm,
        // contact-us, my-account, reset-password.

        // | /it/Category and /it/c/{categoryId} | Category listing (/it/Category?id=<slug>) |
        route('c/:categoryId', 'routes/category.tsx', { id: 'category', caseSensitive: true }),
        route('Category', 'routes/category.tsx', { id: 'category-capitalised', caseSensitive: true }),
        route('category', 'routes/category.tsx', { id: 'category-alias', caseSensitive: true }),

        // Full search results (?q=<term>), the header search box's Enter; not in the table, named like its routes.
        route('Search', 'routes/search.tsx', { id: 'search-capitalised', caseSensitive: true }),
        route('search', 'routes/search.tsx', { id: 'search', caseSensitive: true }),

        // | /it/p/{productId} and /it/Product | Product detail; a code with a slash travels as %2F in one segment |
        route('p/:productId', 'routes/product.tsx', { id: 'product', caseSensitive: true }),
        route('Product', 'routes/product.tsx', { id: 'product-capitalised', caseSensitive: true }),
        route('product', 'routes/product.tsx', { id: 'product-alias', caseSensitive: true }),

        // | /it/Page | Generic content page (?slug=<page>) |
        route('Page', 'routes/page.tsx', { id: 'page-capitalised', caseSensitive: true }),
        route('page', 'routes/page.tsx', { id: 'page-alias', caseSensitive: true }),

        // | /it/Route and catch-all /it/{path+} | Resolver for any other path (content now; category, product later) |
        route('Route', 'routes/resolver.tsx', { id: 'resolver-capitalised', caseSensitive: true }),
        route('route', 'routes/resolver.tsx', { id: 'resolver-alias', caseSensitive: true }),
        route('*', 'routes/resolver.tsx', { id: 'resolver' }),
    ]),
] satisfies RouteConfig;
