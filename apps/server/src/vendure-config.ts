/** The commerce server's configuration, built from the checked environment: SQLite by default, PostgreSQL and Redis in production. */
import path from 'node:path';

import { AdminUiPlugin } from '@vendure/admin-ui-plugin';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import {
    DefaultJobQueuePlugin,
    DefaultLogger,
    DefaultSchedulerPlugin,
    DefaultSearchPlugin,
    LanguageCode,
    LogLevel,
    RedisCachePlugin,
    VendureConfig,
} from '@vendure/core';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';
import { GALLERY_HEIGHT, GALLERY_WIDTH, type ImagePresetName } from '@shop/rules';

import { customFields } from './config/custom-fields';
import { ServerEnv } from './environment';
import { ASSET_ROUTE, assetRequestGuard } from './lib/asset-request-guard';
import { ADMIN_API_LIMITS, graphqlValidationRules, queryCostPlugin, SHOP_API_LIMITS } from './lib/graphql-limits';
import { inputGuardPlugin } from './lib/graphql-input-guard';
import { internalErrorsPlugin, noStackTraces } from './lib/internal-errors';
import { ADMIN_API_BODY_LIMITS, graphqlBodyMiddleware, SHOP_API_BODY_LIMITS } from './lib/request-body-limits';
import { servesDashboard } from './lib/server-role';
import { sqliteDriver } from './lib/sqlite-driver';
import { BotCheckPlugin, botCheckOptionsFromEnv, recaptchaSandboxHandler } from './plugins/bot-check';
import { CartPlugin } from './plugins/cart';
import { CatalogPlugin } from './plugins/catalog';
import { CmsPlugin } from './plugins/cms';
import { CustomerAccountsPlugin, ShopPasswordValidationStrategy } from './plugins/customer-accounts';
import { emailPlugin, PASSWORD_RESET_LINK_LIFETIME_MS } from './plugins/email';
import { GiftCardPlugin } from './plugins/gift-card';
import { paymentSandboxMiddleware, PaymentsPlugin, paymentsOptionsFromEnv } from './plugins/payments';
import { HealthPlugin } from './plugins/health';
import { InvoicePlugin } from './plugins/invoice';
import { PriceHistoryPlugin } from './plugins/price-history';
import { RateLimitPlugin, rateLimitsFromEnv } from './plugins/rate-limit';
import { serverRolePlugin } from './plugins/server-role';
import { ShippingPlugin } from './plugins/shipping';
import { StockPlugin } from './plugins/stock';
import { StockAlertPlugin } from './plugins/stock-alert';
import { WishlistPlugin } from './plugins/wishlist';

/**
 * Image sizes the storefront asks for (requirements §9), named after where they are shown. The names, and the gallery
 * widths the storefront's srcset may ask for besides, are `@shop/rules`' list: the asset server serves nothing else.
 */
export const imagePresets: Array<{ name: ImagePresetName; width: number; height: number; mode: 'crop' | 'resize' }> = [
    { name: 'card', width: 216, height: 268, mode: 'crop' },
    { name: 'wishlist', width: 140, height: 200, mode: 'crop' },
    { name: 'checkout', width: 100, height: 100, mode: 'crop' },
    { name: 'gallery-thumb', width: 160, height: 160, mode: 'crop' },
    { name: 'gallery', width: GALLERY_WIDTH, height: GALLERY_HEIGHT, mode: 'resize' },
    { name: 'cart', width: 170, height: 170, mode: 'crop' },
];

const logLevels: Record<ServerEnv['LOG_LEVEL'], LogLevel> = {
    error: LogLevel.Error,
    warn: LogLevel.Warn,
    info: LogLevel.Info,
    verbose: LogLevel.Verbose,
    debug: LogLevel.Debug,
};

export function assetUploadDir(env: ServerEnv) {
    return path.join(env.DATA_DIR, 'assets');
}

export interface ConfigOptions {
    /** The staff dashboard starts a static server of its own: off in tests. */
    adminUi?: boolean;
}

export function redisConnectionOptions(redisUrl: string) {
    const url = new URL(redisUrl);
    return {
        host: url.hostname,
        port: Number(url.port || 6379),
        username: url.username ? decodeURIComponent(url.username) : undefined,
        password: url.password ? decodeURIComponent(url.password) : undefined,
        db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
        tls: url.protocol === 'rediss:' ? {} : undefined,
        // BullMQ's blocking connections must not give up on a slow command.
        maxRetriesPerRequest: null,
    };
}

/**
 * The cache's Redis connection answers within about a second or fails: a cache that is down must not hold a
 * shopper's request (or a shutdown) waiting for Redis to come back. Vendure's Redis cache reads a failed get as a
 * miss and a failed set as nothing stored, so requests go on to the database. It keeps reconnecting meanwhile.
 */
export function cacheRedisOptions(redisUrl: string) {
    return {
        ...redisConnectionOptions(redisUrl),
        // Commands sent while disconnected fail at once instead of queueing until Redis is back.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 2_000,
        commandTimeout: 1_000,
        // Reconnect every second at most, for as long as it takes.
        retryStrategy: (attempt: number) => Math.min(attempt * 200, 1_000),
    };
}

function dbConnectionOptions(env: ServerEnv): VendureConfig['dbConnectionOptions'] {
    const migrations = [path.join(__dirname, 'migrations', '*.+(js|ts)')];
    if (env.DATABASE_URL) {
        return {
            type: 'postgres',
            url: env.DATABASE_URL,
            // The production schema only changes through reviewed migrations.
            synchronize: false,
            migrations,
            logging: false,
            // node-postgres pool and timeouts: without them a request waits forever for a connection or a stuck
            // statement, and so does a shutdown draining it.
            extra: {
                max: env.DB_POOL_MAX,
                connectionTimeoutMillis: env.DB_CONNECTION_TIMEOUT_MS,
                idleTimeoutMillis: env.DB_IDLE_TIMEOUT_MS,
                // Enforced by PostgreSQL, which cancels the statement and frees its locks...
                statement_timeout: env.DB_STATEMENT_TIMEOUT_MS,
                // ...and by the client a little later, for when the server or the network does not answer at all.
                query_timeout: env.DB_STATEMENT_TIMEOUT_MS + 1_000,
            },
        };
    }
    return {
        type: 'better-sqlite3',
        driver: sqliteDriver(),
        database: path.join(env.DATA_DIR, 'shop.sqlite'),
        // The local SQLite file follows the entities directly; migrations are PostgreSQL's.
        synchronize: true,
        logging: false,
    };
}

export function buildConfig(env: ServerEnv, options: ConfigOptions = {}): VendureConfig {
    const { adminUi = true } = options;
    const production = env.NODE_ENV === 'production';
    /** Playgrounds and introspection on request only (GRAPHQL_DEV_TOOLS=true), never in production (environment.ts). */
    const devTools = env.GRAPHQL_DEV_TOOLS === 'true';
    const serverUrl = `http://${env.SERVER_HOST === '0.0.0.0' ? '127.0.0.1' : env.SERVER_HOST}:${env.SERVER_PORT}`;
    const payments = paymentsOptionsFromEnv(env, serverUrl);
    const jobQueuePlugin = env.REDIS_URL
        ? BullMQJobQueuePlugin.init({ connection: redisConnectionOptions(env.REDIS_URL) })
        : DefaultJobQueuePlugin.init({
              useDatabaseForBuffer: true,
              // The SQL queue takes one job per poll; search-index updates come in hundreds after a catalog
              // import or a category change, so that queue is polled more often than the others.
              pollInterval: queueName => (queueName === 'update-search-index' ? 40 : 200),
          });

    return {
        apiOptions: {
            hostname: env.SERVER_HOST,
            port: env.SERVER_PORT,
            adminApiPath: 'admin-api',
            shopApiPath: 'shop-api',
            // No cross-origin reads at all (decision 065): browsers reach the storefront only, which calls the APIs from
            // its server, and the dashboard is served on the APIs' own origin.
            cors: false,
            // Rejects simple (form-like) GraphQL requests a third-party page could forge.
            csrfPrevention: true,
            // X-Forwarded-For only from the configured proxies (decision 022): req.ip is then the shopper's address
            // when the storefront or the load balancer forwards it, and a direct client's own address otherwise.
            trustProxy: env.TRUSTED_PROXIES.trusts,
            adminApiPlayground: devTools ? { settings: { 'request.credentials': 'include' } } : false,
            shopApiPlayground: devTools ? { settings: { 'request.credentials': 'include' } } : false,
            shopListQueryLimit: 100,
            // The schema is public in the committed schema.graphql: only a developer's playground needs to ask the server.
            introspection: devTools,
            // Depth, alias, directive and cost limits per request (decision 019).
            shopApiValidationRules: graphqlValidationRules(SHOP_API_LIMITS),
            adminApiValidationRules: graphqlValidationRules(ADMIN_API_LIMITS),
            apolloServerPlugins: [
                queryCostPlugin({ 'shop-api': SHOP_API_LIMITS.maxCost }),
                // NUL characters and IDs past the integer keys are the client's mistake, refused before the database.
                inputGuardPlugin(),
                internalErrorsPlugin(),
            ],
            middleware: [
                noStackTraces('/shop-api'),
                noStackTraces('/admin-api'),
                ...graphqlBodyMiddleware('/shop-api', SHOP_API_BODY_LIMITS),
                ...graphqlBodyMiddleware('/admin-api', ADMIN_API_BODY_LIMITS),
                assetRequestGuard(`/${ASSET_ROUTE}`),
                // The reCAPTCHA stand-in for development (decision 029); environment.ts refuses it in production.
                ...(env.RECAPTCHA_SANDBOX === 'true' && !production
                    ? [{ route: '/recaptcha-sandbox', beforeListen: true, handler: recaptchaSandboxHandler() }]
                    : []),
                // The XPay and Findomestic stand-ins in development without credentials (decision 033).
                ...paymentSandboxMiddleware(payments),
            ],
        },
        authOptions: {
            // Every emailed token (the password-reset link above all) works this long; the email says so (decision 028).
            verificationTokenDuration: PASSWORD_RESET_LINK_LIFETIME_MS,
            tokenMethod: ['bearer', 'cookie'],
            // As long as the storefront's `customer` cookie (decision 064); guests' carts live as long.
            sessionDuration: `${env.CUSTOMER_SESSION_DAYS}d`,
            superadminCredentials: {
                identifier: env.superadminUsername,
                password: env.superadminPassword,
            },
            cookieOptions: {
                secret: env.cookieSecret,
                httpOnly: true,
                sameSite: 'lax',
                secure: production,
            },
            // Shoppers sign in right after registering (requirements §2.3); the welcome email tells an address's
            // owner of an account they did not make (decision 031).
            requireVerification: false,
            // requirements §5's password rule for every stored customer password: registration, reset, change.
            passwordValidationStrategy: new ShopPasswordValidationStrategy(),
        },
        dbConnectionOptions: dbConnectionOptions(env),
        paymentOptions: { paymentMethodHandlers: [] },
        // Scheduled tasks (releasing abandoned payments, clean-ups) run where the job queue runs: in the server when it
        // has its worker in-process (`npm start`, no Redis), else in the worker. Vendure's scheduler runs each once.
        schedulerOptions: { runTasksInWorkerOnly: !env.runWorkerInServer },
        customFields,
        defaultLanguageCode: LanguageCode.it,
        importExportOptions: { importAssetsDir: path.join(env.DATA_DIR, 'import-assets') },
        logger: new DefaultLogger({ level: logLevels[env.LOG_LEVEL] }),
        plugins: [
            AssetServerPlugin.init({
                route: ASSET_ROUTE,
                assetUploadDir: assetUploadDir(env),
                // Relative by default: the storefront serves /assets/ on its own origin (and the dashboard is on this
                // one), so no answer names the server's internal address; a CDN is ASSET_URL_PREFIX.
                assetUrlPrefix: env.ASSET_URL_PREFIX ?? `/${ASSET_ROUTE}/`,
                presets: imagePresets,
            }),
            jobQueuePlugin,
            ...(env.REDIS_URL ? [RedisCachePlugin.init({ redisOptions: cacheRedisOptions(env.REDIS_URL) })] : []),
            DefaultSchedulerPlugin.init(),
            DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
            // Sent by the job queue's worker: in the server without Redis, by the worker process with it.
            emailPlugin(env),
            RateLimitPlugin.init({
                limits: rateLimitsFromEnv(),
                trustedProxies: env.TRUSTED_PROXIES,
                redis: env.REDIS_URL ? redisConnectionOptions(env.REDIS_URL) : undefined,
            }),
            BotCheckPlugin.init(botCheckOptionsFromEnv(env)),
            CatalogPlugin,
            CartPlugin,
            GiftCardPlugin,
            CmsPlugin,
            ShippingPlugin,
            PriceHistoryPlugin,
            WishlistPlugin,
            CustomerAccountsPlugin,
            HealthPlugin.init({ redis: env.REDIS_URL ? cacheRedisOptions(env.REDIS_URL) : undefined }),
            StockPlugin,
            StockAlertPlugin,
            InvoicePlugin,
            PaymentsPlugin.init(payments),
            serverRolePlugin(env.SERVER_ROLE),
            ...(adminUi && servesDashboard(env.SERVER_ROLE)
                ? [
                      AdminUiPlugin.init({
                          route: 'admin',
                          port: env.ADMIN_UI_PORT,
                          hostname: '127.0.0.1',
                          adminUiConfig: {
                              defaultLanguage: LanguageCode.it,
                              availableLanguages: [LanguageCode.it, LanguageCode.en],
                              defaultLocale: 'IT',
                          },
                      }),
                  ]
                : []),
        ],
    };
}
