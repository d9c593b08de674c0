/**
 * What a commerce server process answers, by its SERVER_ROLE: everything (one process, the local default), only the
 * shop API and pictures (the public listener), or only the admin API and dashboard (a listener on a private address).
 * Vendure serves both APIs from one application; the role closes the other side's paths before any of Vendure's
 * own handlers, so a closed path answers 404 as if it did not exist.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Middleware } from '@vendure/core';

export const SERVER_ROLES = ['all', 'shop', 'admin'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

/** The URL paths each role closes; `/admin` is the dashboard (AdminUiPlugin's route). */
const closedPaths: Record<ServerRole, string[]> = {
    all: [],
    shop: ['/admin-api', '/admin'],
    admin: ['/shop-api'],
};

function notFound(_request: IncomingMessage, response: ServerResponse) {
    response.statusCode = 404;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end('Not Found');
}

/** Express mounts each one on its path prefix (`/admin` matches `/admin/…` but not `/admin-api`). */
export function serverRoleMiddleware(role: ServerRole): Middleware[] {
    return closedPaths[role].map(route => ({ route, handler: notFound, beforeListen: true }));
}

/** Whether this process serves the staff dashboard (and so starts its static server). */
export function servesDashboard(role: ServerRole): boolean {
    return role !== 'shop';
}
