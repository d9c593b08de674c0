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
    route('api/nexi/:method', 'routes/api.nexi.ts'),
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

        // The wishlist as a page: where the header's and footer's wishlist entries lead without JavaScript, named like
        // the cart page's routes.
        route('Wishlist', 'routes/wishlist.tsx', { id: 'wishlist-capitalised', caseSensitive: true }),
        route('wishlist', 'routes/wishlist.tsx', { id: 'wishlist', caseSensitive: true }),

        // | /it/checkout (simple header) | Children user-account, shipping, billing, payment, thank-you; the capitalised
        // /it/Checkout has UserAccount, Shipping, Billing, Payment, ThankYou, ExternalCheckoutThankYou (XPay's return)
        // and FindomesticConfirm. The 'checkout' guard runs in every step's loader (decision 036).
        route('checkout', 'routes/checkout.tsx', { id: 'checkout', caseSensitive: true }, [
            index('routes/checkout.index.tsx', { id: 'checkout-index' }),
            route('user-account', 'routes/checkout.user-account.tsx', {
                id: 'checkout-user-account',
                caseSensitive: true,
            }),
            route('shipping', 'routes/checkout.shipping.tsx', { id: 'checkout-shipping', caseSensitive: true }),
            route('billing', 'routes/checkout.billing.tsx', { id: 'checkout-billing', caseSensitive: true }),
            route('payment', 'routes/checkout.payment.tsx', { id: 'checkout-payment', caseSensitive: true }),
            route('thank-you', 'routes/checkout.thank-you.tsx', { id: 'checkout-thank-you', caseSensitive: true }),
        ]),
        route('Checkout', 'routes/checkout.tsx', { id: 'checkout-capitalised', caseSensitive: true }, [
            index('routes/checkout.index.tsx', { id: 'checkout-index-capitalised' }),
            route('UserAccount', 'routes/checkout.user-account.tsx', {
                id: 'checkout-user-account-capitalised',
                caseSensitive: true,
            }),
            route('Shipping', 'routes/checkout.shipping.tsx', {
                id: 'checkout-shipping-capitalised',
                caseSensitive: true,
            }),
            route('Billing', 'routes/checkout.billing.tsx', {
                id: 'checkout-billing-capitalised',
                caseSensitive: true,
            }),
            route('Payment', 'routes/checkout.payment.tsx', {
                id: 'checkout-payment-capitalised',
                caseSensitive: true,
            }),
            route('ThankYou', 'routes/checkout.thank-you.tsx', {
                id: 'checkout-thank-you-capitalised',
                caseSensitive: true,
            }),
            route('ExternalCheckoutThankYou', 'routes/checkout.card-return.tsx', {
                id: 'checkout-card-return',
                caseSensitive: true,
            }),
            route('FindomesticConfirm', 'routes/findomestic-confirm.tsx', {
                id: 'findomestic-confirm-capitalised',
                caseSensitive: true,
            }),
        ]),
        // | /it/checkout-error and /it/CheckoutError | Checkout failure page, simple header |
        route('checkout-error', 'routes/checkout-error.tsx', { id: 'checkout-error', caseSensitive: true }),
        route('CheckoutError', 'routes/checkout-error.tsx', { id: 'checkout-error-capitalised', caseSensitive: true }),
        // Findomestic's return (its urlRedirect), simple header.
        route('findomestic-confirm', 'routes/findomestic-confirm.tsx', {
            id: 'findomestic-confirm',
            caseSensitive: true,
        }),

        // Later issues add here: contact-us.

        // The login modal's views as a page (?view=register|forgot-password|thank-you): where the header's "Accedi"
        // leads without JavaScript, and where the modal's forms post. Not in the table, named like its routes.
        route('login', 'routes/login.tsx', { id: 'login', caseSensitive: true }),
        route('Login', 'routes/login.tsx', { id: 'login-capitalised', caseSensitive: true }),
        // Sign-out: a POST only (a link could be followed by a prefetch or another site).
        route('logout', 'routes/logout.ts', { id: 'logout', caseSensitive: true }),

        // | /it/my-account/{pageName?} and /it/MyAccount | Account area (customers only: the is-authenticated guard);
        // 'cronologia-ordini' is the order history. The area's own pages come with their own feature.
        route('my-account/:pageName?', 'routes/my-account.tsx', { id: 'my-account', caseSensitive: true }),
        route('MyAccount/:pageName?', 'routes/my-account.tsx', { id: 'my-account-capitalised', caseSensitive: true }),

        // | /it/reset-password, /it/ResetPassword, alias /customer/account/createPassword | Password reset (?token=);
        // the alias is the link of older emails: without a locale it is redirected here under /it (requirements §2.1).
        route('reset-password', 'routes/reset-password.tsx', { id: 'reset-password', caseSensitive: true }),
        route('ResetPassword', 'routes/reset-password.tsx', { id: 'reset-password-capitalised', caseSensitive: true }),
        route('customer/account/createPassword', 'routes/reset-password.tsx', {
            id: 'reset-password-legacy',
            caseSensitive: true,
        }),

        // The back-in-stock email's cancel link (?token=); not in the table, named in Italian like the shop's words.
        route('avvisi/annulla', 'routes/stock-alert-cancel.tsx', { id: 'stock-alert-cancel', caseSensitive: true }),

        // | /it/Category and /it/c/{categoryId} | Category listing (/it/Category?id=<slug>) |
        route('c/:categoryId', 'routes/category.tsx', { id: 'category', caseSensitive: true }),
        route('Category', 'routes/category.tsx', { id: 'category-capitalised', caseSensitive: true }),
        route('category', 'routes/category.tsx', { id: 'category-alias', caseSensitive: true }),

        // Every discounted product, with the coupon codes' content block; not in the table, named like its routes. The
        // menu's and footer's /offerte link leads here rather than to the content page of that name.
        route('offerte', 'routes/offers.tsx', { id: 'offers', caseSensitive: true }),
        route('Offerte', 'routes/offers.tsx', { id: 'offers-capitalised', caseSensitive: true }),

        // A brand's products by its brand filter value (/it/marca/samsung); not in the table, named like its routes.
        route('marca/:brandCode', 'routes/brand.tsx', { id: 'brand', caseSensitive: true }),
        route('Marca/:brandCode', 'routes/brand.tsx', { id: 'brand-capitalised', caseSensitive: true }),

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
