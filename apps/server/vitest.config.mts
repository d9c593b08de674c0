import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
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
