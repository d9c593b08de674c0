/** Reads the commerce server's environment once, checks it, and fills in the local defaults. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { SERVER_ROLES } from './lib/server-role';
import { DEFAULT_TRUSTED_PROXIES, TrustedProxies } from './lib/trusted-proxies';
import { isAddressOrBlock } from './plugins/payments/source-addresses';
import { DEFAULT_FINANCING_PLANS, parseFinancingPlans } from './plugins/payments/findomestic/financing-plans';

const schema = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Bind address of the APIs; loopback unless an operator opens it on purpose. */
    SERVER_HOST: z.string().default('127.0.0.1'),
    SERVER_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    /**
     * What this process answers: `all` (shop API, admin API and dashboard), `shop` (shop API and pictures: the
     * public listener) or `admin` (admin API and dashboard: a listener on a private address). Decision 026.
     */
    SERVER_ROLE: z.enum(SERVER_ROLES).default('all'),
    /** Port of the staff dashboard's static server, proxied under /admin; defaults to SERVER_PORT + 1. */
    ADMIN_UI_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Where the SQLite file, uploaded assets and local secrets live when no DATABASE_URL is given. */
    DATA_DIR: z.string().default(path.join(__dirname, '..', 'data')),
    /** postgres://user:pass@host:5432/db switches to PostgreSQL with migrations. */
    DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
        .optional(),
    /** redis://host:6379 moves the job queue and the cache to Redis. */
    REDIS_URL: z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
        .optional(),
    /**
     * The proxies whose X-Forwarded-For is believed (IP addresses, CIDR ranges, `loopback`, `uniquelocal`, `none`):
     * the storefront and the load balancer. Anyone else is counted by their own address (decision 022).
     */
    TRUSTED_PROXIES: z
        .string()
        .default(DEFAULT_TRUSTED_PROXIES)
        .transform((raw, ctx) => {
            try {
                return TrustedProxies.parse(raw);
            } catch (error) {
                ctx.addIssue({ code: 'custom', message: (error as Error).message });
                return z.NEVER;
            }
        }),
    /** The storefront's public origin, where links in emails lead (no origin gets cross-origin reads: decision 065). */
    STOREFRONT_ORIGIN: z.string().url().default('http://localhost:3000'),
    /** Public base URL of asset links (a CDN); defaults to the relative /assets/, which the storefront serves. */
    ASSET_URL_PREFIX: z.string().url().optional(),
    /**
     * The commerce server's public origin, where the payment providers' server-to-server calls reach it (Findomestic's
     * callback, decision 059); defaults to the server's own address. Behind one load balancer with the storefront, the
     * shop's public origin, with `/payments/` routed to the commerce servers.
     */
    SERVER_PUBLIC_URL: z.string().url().optional(),
    SUPERADMIN_USERNAME: z.string().min(3).optional(),
    SUPERADMIN_PASSWORD: z.string().min(12).optional(),
    COOKIE_SECRET: z.string().min(32).optional(),
    /** Run the job-queue worker inside the server process (default when no Redis is configured). */
    RUN_WORKER_IN_SERVER: z.enum(['true', 'false']).optional(),
    /**
     * Seed the Italian demo catalog into an empty database on start: on by default in development and tests, so a
     * fresh clone shows the store; opt-in in production, and there without its gift cards and coupons.
     */
    SEED_DEMO_CATALOG: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['error', 'warn', 'info', 'verbose', 'debug']).default('info'),
    /**
     * Days a commerce session lasts (Vendure's `authOptions.sessionDuration`): the same as the storefront's signed-in
     * `customer` cookie (its CUSTOMER_SESSION_DAYS), so neither outlives the other (decision 064).
     */
    CUSTOMER_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * The GraphQL playgrounds and introspection, for a developer exploring the APIs: off unless asked for, so `npm start`
     * answers as a shop does; refused in production.
     */
    GRAPHQL_DEV_TOOLS: z.enum(['true', 'false']).default('false'),
    /** On SIGTERM or SIGINT a process stops taking requests, lets running ones finish, and exits by this deadline. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** PostgreSQL connections per process: every server and worker has its own pool. */
    DB_POOL_MAX: z.coerce.number().int().min(1).default(10),
    /** How long a request waits for a free or new PostgreSQL connection before it fails. */
    DB_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    /** An unused pooled connection is closed after this long. */
    DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** PostgreSQL cancels a statement running longer than this (and the client gives up on it a little later). */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** reCAPTCHA v3's secret key: the bot check on registration and password reset is on when set (decision 029). */
    RECAPTCHA_SECRET_KEY: z.string().optional(),
    /** The storefront's half of the pair, read here only so production can refuse one without the other. */
    RECAPTCHA_SITE_KEY: z.string().optional(),
    /** Where tokens are verified: Google's siteverify, or the sandbox's in tests and development. */
    RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
    /** Tokens scoring below this are refused. */
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** Comma list of the hostnames whose pages may make tokens; defaults to STOREFRONT_ORIGIN's hostname. */
    RECAPTCHA_HOSTNAMES: z.string().optional(),
    /** A siteverify call taking longer is given up and the request refused. */
    RECAPTCHA_VERIFY_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
    /** Serve the local reCAPTCHA stand-in under /recaptcha-sandbox/ (development only; refused in production). */
    RECAPTCHA_SANDBOX: z.enum(['true', 'false']).default('false'),
    /**
     * The outgoing mail server (decision 028). Without it, outside production, every email is kept as a file in
     * DATA_DIR/mailbox and shown at /mailbox; production refuses to start without it.
     */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. Defaults by the port. */
    SMTP_SECURE: z.enum(['true', 'false']).optional(),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    /** The sender of the shop's emails: `Name <address>` or a bare address. */
    EMAIL_FROM: z
        .string()
        .regex(
            /^([^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
            'EMAIL_FROM must be "Name <address>" or an address',
        )
        .optional(),
    /** Where emails tell shoppers to write (the storefront's variable of the same name shows it in the top bar). */
    CUSTOMER_SERVICE_EMAIL: z.string().email().optional(),
    /**
     * Nexi XPay's hosted payment page (decision 033): the terminal's alias and MAC key, both or neither. Without them,
     * outside production, the commerce server serves the local XPay sandbox under /payment-sandbox/xpay.
     */
    NEXI_ALIAS: z.string().min(1).optional(),
    NEXI_MAC_KEY: z.string().min(1).optional(),
    /** `test` (Nexi's test environment), `live`, or the URL of another endpoint (a sandbox's). */
    NEXI_ENDPOINT: z.union([z.enum(['test', 'live']), z.string().url()]).optional(),
    /** Findomestic's seller and offer codes and its web app's URL; without them the local sandbox is used. */
    FINDOMESTIC_TVEI: z.string().min(1).optional(),
    FINDOMESTIC_PRF: z.string().min(1).optional(),
    FINDOMESTIC_WEB_APP_URL: z.string().url().optional(),
    /**
     * The addresses Findomestic's callback may come from, comma separated, each an IP or a CIDR block (decision 059):
     * Findomestic gives them to the merchant. Defaults to loopback, where the local sandbox calls from.
     */
    FINDOMESTIC_CALLBACK_SOURCES: z
        .string()
        .optional()
        .transform((raw, ctx) => {
            if (raw === undefined || raw.trim() === '') return undefined;
            const entries = raw
                .split(',')
                .map(entry => entry.trim())
                .filter(Boolean);
            const bad = entries.filter(entry => !isAddressOrBlock(entry));
            if (bad.length > 0) {
                ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR block: ${bad.join(', ')}` });
                return z.NEVER;
            }
            return entries;
        }),
    /** The totals Findomestic finances, in cents, both included. */
    FINDOMESTIC_MIN_CENTS: z.coerce.number().int().min(1).default(20_000),
    FINDOMESTIC_MAX_CENTS: z.coerce.number().int().min(1).default(1_500_000),
    /**
     * Findomestic's rate table, from which product pages and the cart advertise an instalment (decision 037):
     * `months:TAN:TAEG` entries, comma separated, e.g. `10:0:0,20:0:0,30:7.90:8.19` (the default).
     */
    FINDOMESTIC_PLANS: z
        .string()
        .optional()
        .transform((raw, ctx) => {
            if (raw === undefined) return DEFAULT_FINANCING_PLANS.map(plan => ({ ...plan }));
            const read = parseFinancingPlans(raw);
            if ('problem' in read) {
                ctx.addIssue({ code: 'custom', message: read.problem });
                return z.NEVER;
            }
            return read.plans;
        }),
});

/** Sender and customer-service address of a development or test start, on the demo store's domain. */
export const DEVELOPMENT_EMAIL_FROM = 'Scintilla <no-reply@scintilla.example>';
export const DEVELOPMENT_CUSTOMER_SERVICE_EMAIL = 'servizioclienti@scintilla.example';

/** The staff username Vendure and every guide use: the first one an attacker tries, so production refuses it. */
export const DEFAULT_SUPERADMIN_USERNAME = 'superadmin';

export type ServerEnv = Omit<z.infer<typeof schema>, 'ADMIN_UI_PORT' | 'SEED_DEMO_CATALOG'> & {
    ADMIN_UI_PORT: number;
    /** Seed the demo catalog (products, categories, content, shipping) into an empty database. */
    seedDemoCatalog: boolean;
    /** Seed the demo gift cards and coupons with it: codes published in the source, so never in production. */
    seedDemoMoney: boolean;
    superadminUsername: string;
    superadminPassword: string;
    cookieSecret: string;
    runWorkerInServer: boolean;
    /** True when the superadmin credentials were generated locally rather than configured. */
    generatedCredentials: boolean;
    /** True only on the start that created local-secrets.json: the one time a generated password may be shown. */
    localSecretsCreated: boolean;
    emailFrom: string;
    customerServiceEmail: string;
};

interface LocalSecrets {
    superadminUsername: string;
    superadminPassword: string;
    cookieSecret: string;
}

/** Local secrets are generated once per data folder, so restarts keep the same login and sessions. */
function loadOrCreateLocalSecrets(dataDir: string): { secrets: LocalSecrets; created: boolean } {
    const file = path.join(dataDir, 'local-secrets.json');
    if (fs.existsSync(file)) {
        return { secrets: JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets, created: false };
    }
    const secrets: LocalSecrets = {
        superadminUsername: DEFAULT_SUPERADMIN_USERNAME,
        superadminPassword: crypto.randomBytes(12).toString('base64url'),
        cookieSecret: crypto.randomBytes(32).toString('base64url'),
    };
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': two processes starting on one fresh folder never overwrite each other's secrets.
    try {
        fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
    } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
            return loadOrCreateLocalSecrets(dataDir);
        }
        throw error;
    }
    return { secrets, created: true };
}

/** What production refuses to start with, each with the reason an operator needs to fix it. */
/** An address's origin, or the text itself when it is no URL (the schema reports that). */
function originOf(address: string): string {
    try {
        return new URL(address).origin;
    } catch {
        return address;
    }
}

function productionProblems(env: z.infer<typeof schema>, source: NodeJS.ProcessEnv): string[] {
    const problems: string[] = [];
    if (!env.DATABASE_URL) {
        problems.push(
            'DATABASE_URL must point to PostgreSQL (postgres://…): the SQLite file with schema synchronisation is ' +
                'for development only.',
        );
    }
    if (!env.SUPERADMIN_PASSWORD || !env.COOKIE_SECRET) {
        problems.push('SUPERADMIN_PASSWORD and COOKIE_SECRET must be set.');
    }
    if (!env.SUPERADMIN_USERNAME || env.SUPERADMIN_USERNAME.toLowerCase() === DEFAULT_SUPERADMIN_USERNAME) {
        problems.push(
            `SUPERADMIN_USERNAME must be set to a name other than '${DEFAULT_SUPERADMIN_USERNAME}', the first one ` +
                'anyone tries.',
        );
    }
    if (env.GRAPHQL_DEV_TOOLS === 'true') {
        problems.push('GRAPHQL_DEV_TOOLS must not be set: the playgrounds and introspection are for development.');
    }
    if (!env.SMTP_HOST || !env.EMAIL_FROM) {
        problems.push(
            'SMTP_HOST and EMAIL_FROM must be set (with SMTP_PORT, SMTP_USER and SMTP_PASSWORD as the mail server ' +
                'needs): without a mail server no shopper receives an email.',
        );
    }
    if (!env.CUSTOMER_SERVICE_EMAIL) {
        problems.push("CUSTOMER_SERVICE_EMAIL must be set: the shop's emails tell shoppers to write to it.");
    }
    if (!source.STOREFRONT_ORIGIN) {
        problems.push(
            "STOREFRONT_ORIGIN must be set to the storefront's public origin: the links in emails lead there.",
        );
    } else if (source.PUBLIC_URL && originOf(source.PUBLIC_URL) !== originOf(env.STOREFRONT_ORIGIN)) {
        // The storefront's PUBLIC_URL, when given to this process too: shoppers would come back from paying to
        // another host than the one holding their cart and sign-in cookies.
        problems.push(
            `STOREFRONT_ORIGIN (${originOf(env.STOREFRONT_ORIGIN)}) must be the storefront's PUBLIC_URL origin ` +
                `(${originOf(source.PUBLIC_URL)}): shoppers would come back from paying to another host.`,
        );
    }
    problems.push(...recaptchaProductionProblems(env));
    if (!env.NEXI_ALIAS || !env.NEXI_MAC_KEY) {
        problems.push(
            'NEXI_ALIAS and NEXI_MAC_KEY must be set (with NEXI_ENDPOINT=live for real payments): without them no ' +
                'shopper can pay by card, and the local sandbox takes no money.',
        );
    }
    if (!env.FINDOMESTIC_TVEI || !env.FINDOMESTIC_PRF || !env.FINDOMESTIC_WEB_APP_URL) {
        problems.push(
            'FINDOMESTIC_TVEI, FINDOMESTIC_PRF and FINDOMESTIC_WEB_APP_URL must be set: without them financing ' +
                'would go to the local sandbox.',
        );
    }
    return problems;
}

/** What no mode accepts in the payment settings: half a terminal, a range that finances nothing. */
function paymentProblems(env: z.infer<typeof schema>): string[] {
    const problems: string[] = [];
    if (Boolean(env.NEXI_ALIAS) !== Boolean(env.NEXI_MAC_KEY)) {
        problems.push(
            'NEXI_ALIAS and NEXI_MAC_KEY go together: set both for a real terminal, or neither for the sandbox.',
        );
    }
    const findomestic = [env.FINDOMESTIC_TVEI, env.FINDOMESTIC_PRF, env.FINDOMESTIC_WEB_APP_URL].filter(Boolean).length;
    if (findomestic !== 0 && findomestic !== 3) {
        problems.push(
            'FINDOMESTIC_TVEI, FINDOMESTIC_PRF and FINDOMESTIC_WEB_APP_URL go together: set all three, or none for ' +
                'the sandbox.',
        );
    }
    if (env.FINDOMESTIC_MIN_CENTS > env.FINDOMESTIC_MAX_CENTS) {
        problems.push('FINDOMESTIC_MIN_CENTS must not be above FINDOMESTIC_MAX_CENTS.');
    }
    return problems;
}

/** reCAPTCHA half configured protects nothing (no secret) or refuses every registration (no site key, no token). */
function recaptchaProductionProblems(env: z.infer<typeof schema>): string[] {
    const problems: string[] = [];
    const secret = Boolean(env.RECAPTCHA_SECRET_KEY);
    const siteKey = Boolean(env.RECAPTCHA_SITE_KEY);
    if (secret && !siteKey) {
        problems.push(
            'RECAPTCHA_SECRET_KEY is set without RECAPTCHA_SITE_KEY: the storefront would send no token and every ' +
                'registration and password reset would be refused. Set both (the site key on the storefront too) or neither.',
        );
    }
    if (siteKey && !secret) {
        problems.push(
            'RECAPTCHA_SITE_KEY is set without RECAPTCHA_SECRET_KEY: the storefront would load reCAPTCHA and nothing ' +
                'would check its tokens. Set both or neither.',
        );
    }
    if (secret && !env.RECAPTCHA_VERIFY_URL.startsWith('https://')) {
        problems.push('RECAPTCHA_VERIFY_URL must be an https:// address: the secret key travels with every check.');
    }
    if (env.RECAPTCHA_SANDBOX === 'true') {
        problems.push('RECAPTCHA_SANDBOX must not be set: the sandbox passes any token it made itself.');
    }
    return problems;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
    // The shop phones home to no one: Vendure's anonymous telemetry stays off unless an operator turns it on.
    process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';
    const parsed = schema.safeParse(source);
    if (!parsed.success) {
        const problems = parsed.error.issues.map(i => `  ${i.path.join('.')}: ${i.message}`).join('\n');
        throw new Error(`Invalid commerce server environment:\n${problems}`);
    }
    const { SEED_DEMO_CATALOG, ...env } = parsed.data;
    const dataDir = path.resolve(env.DATA_DIR);
    const production = env.NODE_ENV === 'production';
    if (env.REDIS_URL && !env.DATABASE_URL) {
        throw new Error(
            'REDIS_URL needs DATABASE_URL (PostgreSQL): with Redis the worker runs as a process of its own, and ' +
                'processes must not share the SQLite file. Set DATABASE_URL=postgres://… or leave REDIS_URL unset.',
        );
    }
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD)) {
        throw new Error('SMTP_USER and SMTP_PASSWORD go together: set both for a mail server that asks for a login.');
    }
    const payment = paymentProblems(parsed.data);
    if (payment.length > 0) {
        throw new Error(`Invalid payment settings:\n${payment.map(p => `  ${p}`).join('\n')}`);
    }
    if (production) {
        const problems = productionProblems(parsed.data, source);
        if (problems.length > 0) {
            throw new Error(`In production:\n${problems.map(p => `  ${p}`).join('\n')}`);
        }
    }
    const configured = Boolean(env.SUPERADMIN_PASSWORD);
    const local = configured && env.COOKIE_SECRET ? undefined : loadOrCreateLocalSecrets(dataDir);
    const seedDemoCatalog = SEED_DEMO_CATALOG ? SEED_DEMO_CATALOG === 'true' : !production;
    return {
        ...env,
        DATA_DIR: dataDir,
        ADMIN_UI_PORT: env.ADMIN_UI_PORT ?? env.SERVER_PORT + 1,
        seedDemoCatalog,
        seedDemoMoney: seedDemoCatalog && !production,
        superadminUsername: env.SUPERADMIN_USERNAME ?? local?.secrets.superadminUsername ?? DEFAULT_SUPERADMIN_USERNAME,
        superadminPassword: env.SUPERADMIN_PASSWORD ?? local!.secrets.superadminPassword,
        cookieSecret: env.COOKIE_SECRET ?? local!.secrets.cookieSecret,
        runWorkerInServer: env.RUN_WORKER_IN_SERVER ? env.RUN_WORKER_IN_SERVER === 'true' : !env.REDIS_URL,
        generatedCredentials: !configured,
        localSecretsCreated: local?.created ?? false,
        emailFrom: env.EMAIL_FROM ?? DEVELOPMENT_EMAIL_FROM,
        customerServiceEmail: env.CUSTOMER_SERVICE_EMAIL ?? DEVELOPMENT_CUSTOMER_SERVICE_EMAIL,
    };
}
