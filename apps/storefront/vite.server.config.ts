// Bundles the HTTP front server (server.ts) into build/http/server.js; packages stay external.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig(({ mode }) => ({
    resolve: {
        alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    },
    build: {
        ssr: 'server.ts',
        // `npm run dev` gets its own copy, so it never replaces the production server that `npm start` runs.
        outDir: `${process.env.STOREFRONT_BUILD_DIR ?? 'build'}/${mode === 'development' ? 'dev' : 'http'}`,
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rollupOptions: {
            output: { entryFileNames: 'server.js', format: 'es' },
        },
    },
}));
