// Vite build of the React Router app (client bundle and server handler).
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
    plugins: [tailwindcss(), reactRouter()],
    resolve: {
        alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    },
    build: {
        // The /assets path belongs to the commerce server's media, so hashed bundles live elsewhere.
        assetsDir: 'static',
    },
});
