/**
 * Prints the shop API's GraphQL schema (Vendure's own types, our custom fields and our plugins' extensions) as SDL.
 * `npm run build` writes it to `apps/server/schema.graphql`, the contract the storefront's queries are typed against;
 * `--check` fails when the committed file no longer matches what the server builds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { GraphQLTypesLoader } from '@nestjs/graphql';
import { getFinalVendureSchema, preBootstrapConfig, VENDURE_SHOP_API_TYPE_PATHS } from '@vendure/core';

import { readEnv } from '../environment';
import { buildConfig } from '../vendure-config';

export const SHOP_SCHEMA_FILE = path.join(__dirname, '..', '..', 'schema.graphql');

const HEADER = "# The commerce server's shop API, emitted by `npm run build -w @shop/server`. Do not edit by hand.\n\n";

export async function shopSchemaSdl(): Promise<string> {
    // Building the schema reads the configuration only: no database, no secrets of a real data folder.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-schema-'));
    try {
        const env = readEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
        const config = await preBootstrapConfig(buildConfig(env, { adminUi: false }));
        const sdl = await getFinalVendureSchema({
            config,
            typePaths: VENDURE_SHOP_API_TYPE_PATHS,
            typesLoader: new GraphQLTypesLoader(),
            apiType: 'shop',
            output: 'sdl',
        });
        return `${HEADER}${sdl.trimEnd()}\n`;
    } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
    }
}

async function main() {
    const sdl = await shopSchemaSdl();
    if (process.argv.includes('--check')) {
        const committed = fs.existsSync(SHOP_SCHEMA_FILE) ? fs.readFileSync(SHOP_SCHEMA_FILE, 'utf8') : '';
        if (committed !== sdl) {
            console.error(`${SHOP_SCHEMA_FILE} is out of date: run \`npm run build -w @shop/server\` and commit it.`);
            process.exit(1);
        }
        return;
    }
    fs.writeFileSync(SHOP_SCHEMA_FILE, sdl);
}

if (require.main === module) {
    main().then(
        () => process.exit(0),
        error => {
            console.error(error);
            process.exit(1);
        },
    );
}
