// React Router framework settings: server rendering, output folders.
import type { Config } from '@react-router/dev/config';

export default {
    ssr: true,
    // STOREFRONT_BUILD_DIR lets two checks build side by side without replacing each other's bundles.
    buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
} satisfies Config;
