// Vitest global setup: HTTP tests run against the production build, so build it first (SKIP_BUILD=1 reuses it).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default function setup() {
    const buildDir = process.env.STOREFRONT_BUILD_DIR ?? 'build';
    if (process.env.SKIP_BUILD === '1' && existsSync(`${root}/${buildDir}/http/server.js`)) return;
    // Vitest sets NODE_ENV=test; the bundles must still be the production ones the tests measure.
    execSync('npm run build --silent', {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
    });
}
