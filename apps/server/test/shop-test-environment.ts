/**
 * Test servers for the commerce server's e2e tests: the real configuration on a SQLite file copied from a
 * seeded template, so every test file starts from the full demo store without seeding it again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { bootstrap, JobQueueService, mergeConfig, VendureConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, testConfig, TestDbInitializer } from '@vendure/testing';

import { readEnv, ServerEnv } from '../src/environment';
import { waitForIdleJobQueue } from '../src/lib/job-queue-idle';
import { sqliteDriver } from '../src/lib/sqlite-driver';
import { seedDemoStore } from '../src/seed/seed-demo-store';
import { buildConfig } from '../src/vendure-config';

const serverRoot = path.join(__dirname, '..');
const cacheDir = path.join(serverRoot, '.cache');

export const TEST_SUPERADMIN = { username: 'superadmin', password: 'superadmin-test-password' };

/** Changes to the code or data under src/ make a new template. */
function sourceHash(): string {
    const hash = crypto.createHash('sha256');
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) {
                walk(full);
            } else if (!entry.name.endsWith('.test.ts')) {
                hash.update(path.relative(serverRoot, full)).update(fs.readFileSync(full));
            }
        }
    };
    walk(path.join(serverRoot, 'src'));
    return hash.digest('hex').slice(0, 16);
}

type SqliteOptions = { type: 'better-sqlite3'; database: string };

class SeededSqliteInitializer implements TestDbInitializer<SqliteOptions> {
    constructor(
        private templatePath: string,
        private dataDir: string,
        private seedTemplate: (databasePath: string) => Promise<void>,
    ) {}

    async init(testFileName: string, connectionOptions: SqliteOptions) {
        connectionOptions.database = path.join(this.dataDir, 'shop.sqlite');
        return connectionOptions;
    }

    async populate() {
        if (!fs.existsSync(this.templatePath)) {
            fs.mkdirSync(path.dirname(this.templatePath), { recursive: true });
            const building = `${this.templatePath}.${process.pid}.tmp`;
            await this.seedTemplate(building);
            fs.renameSync(building, this.templatePath);
        }
        fs.copyFileSync(this.templatePath, path.join(this.dataDir, 'shop.sqlite'));
    }

    destroy() {
        return undefined;
    }
}

/**
 * Each e2e file has its own fixed port; TEST_PORT_OFFSET moves them all, so two checkouts can run their suites on
 * one machine at the same time.
 */
export function testPort(base: number): number {
    return base + Number(process.env.TEST_PORT_OFFSET ?? 0);
}

export interface ShopTestEnvironmentOptions {
    port: number;
    env?: Record<string, string>;
    /** Serve /assets from the data folder with the real AssetServerPlugin (the template is still seeded without it). */
    assetServer?: boolean;
}

export function shopTestConfig(port: number, extraEnv: Record<string, string> = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-test-'));
    const env: ServerEnv = readEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SERVER_PORT: String(port),
        SUPERADMIN_USERNAME: TEST_SUPERADMIN.username,
        SUPERADMIN_PASSWORD: TEST_SUPERADMIN.password,
        COOKIE_SECRET: 'test-cookie-secret-test-cookie-secret',
        LOG_LEVEL: 'error',
        ...extraEnv,
    });
    const base = buildConfig(env, { adminUi: false });
    const config = mergeConfig(testConfig, {
        ...base,
        logger: testConfig.logger,
        entityOptions: testConfig.entityOptions,
        assetOptions: testConfig.assetOptions,
        dbConnectionOptions: {
            type: 'better-sqlite3',
            driver: sqliteDriver(),
            database: path.join(dataDir, 'shop.sqlite'),
            synchronize: true,
        },
        // Pictures are rendered once into a shared folder; storing them is the test asset strategy's no-op.
        importExportOptions: { importAssetsDir: path.join(cacheDir, 'import-assets') },
        plugins: (base.plugins ?? []).filter(plugin => plugin !== AssetServerPlugin),
    } as Partial<VendureConfig>) as Required<VendureConfig>;
    return { config, dataDir, env };
}

export function createShopTestEnvironment(options: ShopTestEnvironmentOptions) {
    const { config, dataDir } = shopTestConfig(options.port, options.env);
    // A server with the asset server seeds its pictures through it: a template of its own.
    const kind = options.assetServer ? 'demo-store-assets' : 'demo-store';
    const templatePath = path.join(cacheDir, 'test-db', `${kind}-${sourceHash()}.sqlite`);
    const served = options.assetServer ? { ...config, plugins: [...config.plugins, AssetServerPlugin] } : config;
    registerInitializer(
        'better-sqlite3',
        new SeededSqliteInitializer(templatePath, dataDir, async databasePath => {
            // With the same plugins as the server under test: Vendure mounts a plugin's routes only in the first
            // application a process bootstraps with it, so seeding without the asset server would leave it unmounted.
            const app = await bootstrap(
                mergeConfig(served, {
                    dbConnectionOptions: {
                        type: 'better-sqlite3',
                        driver: sqliteDriver(),
                        database: databasePath,
                        synchronize: true,
                    },
                }),
            );
            await app.get(JobQueueService).start();
            await seedDemoStore(app, { demoMoney: true });
            await waitForIdleJobQueue(app);
            await app.close();
        }),
    );
    const environment = createTestEnvironment(served);
    return {
        ...environment,
        config,
        dataDir,
        /** The template is already seeded, so init needs no initial data of its own. */
        init: async () => {
            await environment.server.init({
                initialData: {
                    defaultLanguage: 'it' as never,
                    defaultZone: 'Italia',
                    countries: [],
                    taxRates: [],
                    shippingMethods: [],
                    paymentMethods: [],
                    collections: [],
                },
            });
            // The test clients keep connections alive; with Node's 5 s server default, a request sent on a connection
            // the server is just closing after a slow step fails with ECONNRESET. The server keeps them longer.
            const httpServer = environment.server.app.getHttpServer() as import('node:http').Server;
            httpServer.keepAliveTimeout = 65_000;
        },
        destroy: async () => {
            await environment.server.destroy();
            fs.rmSync(dataDir, { recursive: true, force: true });
        },
    };
}
