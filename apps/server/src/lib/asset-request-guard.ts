/**
 * Refuses, before the asset server reads or resizes anything, a picture asked for at a size or in a form the shop
 * does not serve (the list is `@shop/rules`' image sizes). Each distinct free size would otherwise cost a resize and a
 * cached file, and huge or negative sizes exhaust memory or fail with a 500.
 */
import { assetQueryProblem } from '@shop/rules';
import { Logger, type Middleware } from '@vendure/core';
import type { NextFunction, Request, Response } from 'express';

export const ASSET_REFUSAL = 'Unsupported picture size or format';

/** The asset server's route: pictures are served under /assets. */
export const ASSET_ROUTE = 'assets';

export function assetRequestGuard(route: string): Middleware {
    return {
        route,
        // Before NestJS mounts the asset server on the same route.
        beforeListen: true,
        handler: function assetSizes(req: Request, res: Response, next: NextFunction) {
            const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
            const problem = assetQueryProblem(new URLSearchParams(query));
            if (problem === null) {
                next();
                return;
            }
            Logger.verbose(`Refused picture ${req.path}: ${problem}`, 'AssetRequestGuard');
            // The reason stays in the log: the answer does not echo what was asked.
            res.status(400).type('text/plain').set('Cache-Control', 'no-store').send(ASSET_REFUSAL);
        },
    };
}
