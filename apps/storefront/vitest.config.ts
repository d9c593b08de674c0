// Unit tests beside the code (app/**/*.test.ts), and HTTP tests (tests/http) against the production build and the
// real commerce server. `vitest run --project unit` runs only the fast ones.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
    resolve: {
        alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    },
    test: {
        environment: 'node',
        testTimeout: 20_000,
        projects: [
            { extends: true, test: { name: 'unit', include: ['app/**/*.test.{ts,tsx}'] } },
            {
                extends: true,
                test: {
                    name: 'http',
                    include: ['tests/**/*.test.ts'],
                    // Building and a first seed of the commerce server take minutes on a fresh clone.
                    hookTimeout: 600_000,
                    globalSetup: ['tests/support/build-once.ts', 'tests/support/commerce-global-setup.ts'],
                },
            },
        ],
    },
});
