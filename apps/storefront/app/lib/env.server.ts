// Reads the storefront's environment once at boot and checks it; the browser only sees `publicEnv`.
import { z } from 'zod';
import type { RecaptchaConfig } from '~/lib/bot-check/recaptcha';

const schema = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Loopback by default; 0.0.0.0 opens the storefront to the network on purpose. */
    HOST: z.string().min(1).default('127.0.0.1'),
    VENDURE_SHOP_API_URL: z.string().url().default('http://127.0.0.1:3001/shop-api'),
    /** Third-party review page linked from the footer; no link when unset. */
    REVIEW_LINK_URL: z.string().url().optional(),
    /** Seconds public commerce data (menu, CMS blocks, pages) stays fresh in this process. */
    PUBLIC_DATA_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
    /**
     * Seconds a catalog page rendered for a shopper without cookies is served again to the next one (decision 041); 0
     * turns it off. Never longer than PUBLIC_DATA_TTL_SECONDS.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(10),
    /**
     * Milliseconds between two looks at the commerce server's stock changes, made before a kept product page or
     * product data is served (decision 067): a sold-out product stops selling itself within this time in every
     * process. 0 looks before every such answer.
     */
    STOCK_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Customer-service contact in the top bar; without it the email of the footer-address CMS block is shown. */
    CUSTOMER_SERVICE_EMAIL: z.string().email().optional(),
    CUSTOMER_SERVICE_PHONE: z.string().optional(),
    /**
     * The shop's public address (https://www.example.it): every absolute URL (robots.txt, sitemap.xml, canonical, Open
     * Graph, JSON-LD) is built on it. Required in production, where the request's Host must never reach an answer that
     * caches keep; in development the address each request came to stands in.
     */
    PUBLIC_URL: z.preprocess(
        value => (value === '' ? undefined : value),
        z
            .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
            .refine(
                value => /^https?:\/\/[^/]+\/?$/.test(value),
                'must be an origin without a path, e.g. https://www.example.it',
            )
            .optional(),
    ),
    /**
     * The storefront's origin as the commerce server knows it (its own STOREFRONT_ORIGIN: CORS, the links of emails, the
     * payment providers' way back). Optional here; when given in production it must be PUBLIC_URL's origin, or a
     * shopper would come back from paying to another host, where their cart and sign-in cookies are not.
     */
    STOREFRONT_ORIGIN: z.preprocess(
        value => (value === '' ? undefined : value),
        z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    ),
    /**
     * Proxies in front of the storefront whose X-Forwarded-For/-Proto/-Host are believed (Express `trust proxy` hop
     * count). 0 believes none: a client could otherwise claim any address, scheme or host. The shopper's IP, which
     * the commerce server's rate limits count by, is the address this many hops back.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Server processes sharing the port (production only); rendering is CPU-bound, so one per core serves most. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Seconds a page or endpoint has to start its answer before the shopper gets a 503 "try again" (decision 020);
     * each commerce call gives up after 8 s, and a page makes at most a few in a row.
     */
    REQUEST_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
    /** On SIGTERM or SIGINT the server stops taking requests, lets running ones finish, and exits by this deadline. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * reCAPTCHA v3's public site key: with it the account forms get a token for the commerce server's bot check
     * (decision 029), and the CSP lets the script in; without it nothing of reCAPTCHA is loaded.
     */
    RECAPTCHA_SITE_KEY: z.preprocess(
        value => (value === '' ? undefined : value),
        z
            .string()
            .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a reCAPTCHA site key (letters, digits, - and _)')
            .optional(),
    ),
    /**
     * reCAPTCHA's api.js: Google's, or the sandbox's in tests and development (plain http:// is taken even with
     * NODE_ENV=production, which the storefront's browser tests and `npm start` run in).
     */
    RECAPTCHA_SCRIPT_URL: z
        .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
        .default('https://www.google.com/recaptcha/api.js'),
    /**
     * Signs the `customer` cookie (who is signed in, until when). Required in production, the same in every storefront
     * process; outside production a fixed development value stands in, so restarts keep shoppers signed in.
     */
    SESSION_SECRET: z.preprocess(
        value => (value === '' ? undefined : value),
        z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    /**
     * Where checkout's card payment form may post (the CSP's form-action, decision 033): Nexi XPay's test and live
     * hosted pages by default; `npm start` and the tests add the commerce server's local XPay sandbox. Space or comma
     * separated origins.
     */
    PAYMENT_FORM_ORIGINS: z
        .string()
        .default('https://int-ecommerce.nexi.it https://ecommerce.nexi.it')
        .transform(value => value.split(/[\s,]+/).filter(Boolean))
        .pipe(
            z.array(
                z
                    .url({ protocol: /^https?$/, error: 'must list http:// or https:// origins' })
                    .transform(url => new URL(url).origin),
            ),
        ),
    /** Days a sign-in lasts: the `customer` cookie's token expires then and the shopper signs in again. */
    CUSTOMER_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type Env = z.infer<typeof schema>;

const checked = schema.superRefine((value, context) => {
    if (value.NODE_ENV === 'production' && !value.PUBLIC_URL) {
        context.addIssue({
            code: 'custom',
            path: ['PUBLIC_URL'],
            message: "required in production: the shop's public address, e.g. https://www.example.it",
        });
    }
    if (
        value.NODE_ENV === 'production' &&
        value.PUBLIC_URL &&
        value.STOREFRONT_ORIGIN &&
        new URL(value.PUBLIC_URL).origin !== new URL(value.STOREFRONT_ORIGIN).origin
    ) {
        context.addIssue({
            code: 'custom',
            path: ['STOREFRONT_ORIGIN'],
            message:
                `must be PUBLIC_URL's origin (${new URL(value.PUBLIC_URL).origin}), not ` +
                `${new URL(value.STOREFRONT_ORIGIN).origin}: shoppers would come back from paying to another host`,
        });
    }
    if (value.NODE_ENV === 'production' && !value.SESSION_SECRET) {
        context.addIssue({
            code: 'custom',
            path: ['SESSION_SECRET'],
            message: 'required in production: a random value of at least 32 characters, the same for every process',
        });
    }
});

export function parseEnv(source: Record<string, string | undefined>): Env {
    const parsed = checked.safeParse(source);
    if (!parsed.success) {
        const problems = parsed.error.issues.map(i => `  ${i.path.join('.')}: ${i.message}`).join('\n');
        throw new Error(`Invalid storefront environment:\n${problems}`);
    }
    return parsed.data;
}

export const env: Env = parseEnv(process.env);

export const isProduction = env.NODE_ENV === 'production';

/** Outside production only: a known value is no secret, which is why production refuses to start without its own. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-customer-session-secret-0000';

export const sessionSecret: string = env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET;

/** PUBLIC_URL's origin (no trailing slash), or null in development without it. */
export const publicUrlOrigin: string | null = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;

/** What the browser needs to get a reCAPTCHA token; null when the bot check is off. */
export function recaptchaConfig(
    value: Pick<Env, 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SCRIPT_URL'>,
): RecaptchaConfig | null {
    return value.RECAPTCHA_SITE_KEY
        ? { siteKey: value.RECAPTCHA_SITE_KEY, scriptUrl: value.RECAPTCHA_SCRIPT_URL }
        : null;
}

/** The only settings the browser may see (they end up in the root loader's data). */
export const publicEnv = {
    reviewLinkUrl: env.REVIEW_LINK_URL ?? null,
    customerServiceEmail: env.CUSTOMER_SERVICE_EMAIL ?? null,
    customerServicePhone: env.CUSTOMER_SERVICE_PHONE ?? null,
    recaptcha: recaptchaConfig(env),
};

export type PublicEnv = typeof publicEnv;
