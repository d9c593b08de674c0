// Vite build of the React Router app (client bundle and server handler).
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';

export default defineConfig({
    plugins: [
        tailwindcss(),
        reactRouter(),
        // Bundles are compressed once at build time at the highest levels (brotli 11 is ~20 % smaller than the gzip
        // a per-request compressor can afford); server.ts serves these files to browsers that accept them.
        {
            ...compression({
                include: /\.(js|css|svg|json|webmanifest)$/,
                // Route modules and small shared chunks are a few hundred bytes: brotli still takes a third to half off.
                threshold: 256,
                algorithms: [
                    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
                    defineAlgorithm('gzip', { level: 9 }),
                ],
            }),
            // Only the browser bundles: the server build is read from disk, never sent.
            apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
        },
    ],
    resolve: {
        alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    },
    build: {
        // The /assets path belongs to the commerce server's media, so hashed bundles live elsewhere.
        assetsDir: 'static',
        rolldownOptions: {
            output: {
                // Small modules every page needs (or most: catalog links, the cart state, the instalment estimate's
                // display and its terms, the footer's links) travel as one chunk: on
                // HTTP/1.1 each extra request costs headers and a round trip, which counted against the first-load
                // budget more than the code itself.
                advancedChunks: {
                    groups: [
                        {
                            name: 'shell',
                            test: /[\\/]app[\\/](lib[\\/](http|analytics|locale[\\/](markets|shop-paths)\.ts|i18n[\\/]i18n-react|format|chunk-reload|api[\\/](api-client|use-api-fetcher)\.ts|catalog[\\/](urls|image-sources)\.ts|cart[\\/](cart|cart-version|cart-tabs|use-cart|use-cart-actions)\.ts|wishlist[\\/]wishlist-store\.ts|hydration|islands[\\/]kept-markup|ui[\\/]use-media-query\.ts)|components[\\/](financing[\\/](financing-terms-context|financing-estimate-view)|search[\\/]search-box|wishlist[\\/]heart-icon|layout[\\/](header-panels|smart-link)|notifications[\\/]notifications-provider)|lib[\\/]account[\\/]account-paths\.ts)|[\\/]node_modules[\\/]react-dom[\\/]index\.js/,
                        },
                        {
                            // What the listing and the product page both show (the card, the trail, the Omnibus
                            // figures): one chunk for the catalog's pages instead of three requests on each.
                            name: 'catalog',
                            test: /[\\/]app[\\/](components[\\/]catalog[\\/](product-card|breadcrumbs)|lib[\\/]catalog[\\/]omnibus)\.tsx?$/,
                        },
                    ],
                },
            },
        },
    },
});
