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
            // The malformed-input check once more against the production topology (PostgreSQL, Redis, production
            // environment), where the database refuses what SQLite takes; only where both are given.
            ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
                ? [
                      {
                          extends: true as const,
                          test: {
                              name: 'http-production',
                              include: ['tests/http/malformed-input.test.ts'],
                              hookTimeout: 900_000,
                              // The build is the http project's (or the runner's): not made a second time.
                              globalSetup: ['tests/support/production-commerce-global-setup.ts'],
                          },
                      },
                  ]
                : []),
        ],
    },
});
