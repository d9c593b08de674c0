/** Reads the commerce server's environment once, checks it, and fills in the local defaults. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Bind address of the APIs; loopback unless an operator opens it on purpose. */
    SERVER_HOST: z.string().default('127.0.0.1'),
    SERVER_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
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
    /** The storefront's origin: the only one allowed by CORS. */
    STOREFRONT_ORIGIN: z.string().url().default('http://localhost:3000'),
    /** Public base URL of asset links; defaults to the server's own address. */
    ASSET_URL_PREFIX: z.string().url().optional(),
    SUPERADMIN_USERNAME: z.string().min(3).optional(),
    SUPERADMIN_PASSWORD: z.string().min(12).optional(),
    COOKIE_SECRET: z.string().min(32).optional(),
    /** Run the job-queue worker inside the server process (default when no Redis is configured). */
    RUN_WORKER_IN_SERVER: z.enum(['true', 'false']).optional(),
    /** Seed the Italian demo catalog into an empty database on start. */
    SEED_DEMO_CATALOG: z.enum(['true', 'false']).default('true'),
    LOG_LEVEL: z.enum(['error', 'warn', 'info', 'verbose', 'debug']).default('info'),
});

export type ServerEnv = Omit<z.infer<typeof schema>, 'ADMIN_UI_PORT'> & {
    ADMIN_UI_PORT: number;
    superadminUsername: string;
    superadminPassword: string;
    cookieSecret: string;
    runWorkerInServer: boolean;
    /** True when the superadmin credentials were generated locally rather than configured. */
    generatedCredentials: boolean;
};

interface LocalSecrets {
    superadminUsername: string;
    superadminPassword: string;
    cookieSecret: string;
}

/** Local secrets are generated once per data folder, so restarts keep the same login and sessions. */
function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
    const file = path.join(dataDir, 'local-secrets.json');
    if (fs.existsSync(file)) {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets;
    }
    const secrets: LocalSecrets = {
        superadminUsername: 'superadmin',
        superadminPassword: crypto.randomBytes(12).toString('base64url'),
        cookieSecret: crypto.randomBytes(32).toString('base64url'),
    };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
    // The shop phones home to no one: Vendure's anonymous telemetry stays off unless an operator turns it on.
    process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';
    const parsed = schema.safeParse(source);
    if (!parsed.success) {
        const problems = parsed.error.issues.map(i => `  ${i.path.join('.')}: ${i.message}`).join('\n');
        throw new Error(`Invalid commerce server environment:\n${problems}`);
    }
    const env = parsed.data;
    const dataDir = path.resolve(env.DATA_DIR);
    if (env.NODE_ENV === 'production' && (!env.SUPERADMIN_PASSWORD || !env.COOKIE_SECRET)) {
        throw new Error('In production SUPERADMIN_PASSWORD and COOKIE_SECRET must be set.');
    }
    const configured = Boolean(env.SUPERADMIN_PASSWORD);
    const local = configured && env.COOKIE_SECRET ? undefined : loadOrCreateLocalSecrets(dataDir);
    return {
        ...env,
        DATA_DIR: dataDir,
        ADMIN_UI_PORT: env.ADMIN_UI_PORT ?? env.SERVER_PORT + 1,
        superadminUsername: env.SUPERADMIN_USERNAME ?? local?.superadminUsername ?? 'superadmin',
        superadminPassword: env.SUPERADMIN_PASSWORD ?? local!.superadminPassword,
        cookieSecret: env.COOKIE_SECRET ?? local!.cookieSecret,
        runWorkerInServer: env.RUN_WORKER_IN_SERVER ? env.RUN_WORKER_IN_SERVER === 'true' : !env.REDIS_URL,
        generatedCredentials: !configured,
    };
}
