/**
 * Test servers for the commerce server's e2e tests: the real configuration on a SQLite file copied from the seeded
 * template every suite shares (test/seeded-template.mjs), so every test file starts from the full demo store without
 * seeding it again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { mergeConfig, VendureConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, testConfig, TestDbInitializer } from '@vendure/testing';

import { readEnv, ServerEnv } from '../src/environment';
import { sqliteDriver } from '../src/lib/sqlite-driver';
import { buildConfig } from '../src/vendure-config';

const serverRoot = path.join(__dirname, '..');
const cacheDir = path.join(serverRoot, '.cache');

/** The staff account of the seeded template (test/seeded-template.mjs makes it with these). */
export const TEST_SUPERADMIN = { username: 'superadmin', password: 'superadmin-test-password' };

let template: Promise<string> | undefined;

/**
 * The folder of the seeded demo store (shop.sqlite, and the pictures under assets/), made on first use by the built
 * server and kept in .cache/test-db under a hash of the sources (test/seeded-template.mjs); the same folder the
 * storefront's tests and the test of `npm start` copy.
 */
export function seededTemplateDir(): Promise<string> {
    template ??= new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [path.join(__dirname, 'seeded-template.mjs')], {
            stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.once('error', reject);
        child.once('exit', code =>
            code === 0 ? resolve(out.trim()) : reject(new Error(`the seeded template could not be made (${code})`)),
        );
    }).catch((error: unknown) => {
        template = undefined;
        throw error;
    });
    return template;
}

type SqliteOptions = { type: 'better-sqlite3'; database: string };

class SeededSqliteInitializer implements TestDbInitializer<SqliteOptions> {
    constructor(
        private dataDir: string,
        private withAssets: boolean,
    ) {}

    async init(testFileName: string, connectionOptions: SqliteOptions) {
        connectionOptions.database = path.join(this.dataDir, 'shop.sqlite');
        return connectionOptions;
    }

    async populate() {
        const template = await seededTemplateDir();
        fs.copyFileSync(path.join(template, 'shop.sqlite'), path.join(this.dataDir, 'shop.sqlite'));
        if (this.withAssets) {
            fs.cpSync(path.join(template, 'assets'), path.join(this.dataDir, 'assets'), { recursive: true });
        }
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
    /** Serve /assets from the data folder (with the template's pictures) with the real AssetServerPlugin. */
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
    const served = options.assetServer ? { ...config, plugins: [...config.plugins, AssetServerPlugin] } : config;
    // The asset server serves the template's pictures, copied into this server's data folder.
    registerInitializer('better-sqlite3', new SeededSqliteInitializer(dataDir, options.assetServer === true));
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
