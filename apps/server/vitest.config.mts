import { createRequire } from 'node:module';

import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
    resolve: {
        // One graphql-js for the tests, Vendure and the libraries it is handed to: the CommonJS build Node loads, not
        // the .mjs one Vite would pick, or a schema made by one is "from another realm" to the other.
        alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
    },
    test: {
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        // The e2e files share one seeded template database and two cores: one file at a time.
        fileParallelism: false,
        pool: 'forks',
        testTimeout: 60_000,
        hookTimeout: 600_000,
    },
    plugins: [
        // Vendure's dependency injection needs decorator metadata, which only SWC emits here.
        swc.vite({
            jsc: {
                transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            },
        }),
    ],
});
