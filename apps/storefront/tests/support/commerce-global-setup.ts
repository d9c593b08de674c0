// Vitest global setup of the HTTP tests: one real commerce server for every test file; each file reaches it through
// its own proxy (tests/support/shop-api-proxy.ts) so one file can play an outage without disturbing the others.
import type { TestProject } from 'vitest/node';
import { startCommerceServer } from './commerce-server';

declare module 'vitest' {
    export interface ProvidedContext {
        shopApiUrl: string;
    }
}

export default async function setup(project: TestProject) {
    const commerce = await startCommerceServer();
    project.provide('shopApiUrl', commerce.url);
    return () => commerce.dispose();
}
