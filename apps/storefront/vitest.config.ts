// Unit tests beside the code (app/**/*.test.ts) and HTTP tests against the built server (tests/http).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
    resolve: {
        alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    },
    test: {
        include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
        environment: 'node',
        testTimeout: 20_000,
        hookTimeout: 60_000,
        globalSetup: ['tests/support/build-once.ts'],
    },
});
