/**
 * Findomestic's server-to-server callback, received on the commerce server itself (as Vendure's Mollie and Stripe
 * plugins receive their webhooks), never through a shop API operation anyone could call. Findomestic's protocol signs
 * nothing and its callback URL travels in the link the shopper's browser follows, so the callback counts only from
 * Findomestic's own addresses (FINDOMESTIC_CALLBACK_SOURCES) and with the callback URL's single-use token; even then
 * an approval only authorises the order (decision 059).
 */
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { Logger, RequestContextService } from '@vendure/core';
import type { Request, Response } from 'express';

import { FINDOMESTIC_CALLBACK_ROUTE, loggerCtx, PAYMENTS_PLUGIN_OPTIONS } from '../constants';
import { sourceAllowList } from '../source-addresses';
import { FindomesticService } from '../services/findomestic.service';
import { PaymentsPluginOptions } from '../types';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

@Controller()
export class FindomesticController {
    private readonly sources;

    constructor(
        private findomestic: FindomesticService,
        private requestContextService: RequestContextService,
        @Inject(PAYMENTS_PLUGIN_OPTIONS) options: PaymentsPluginOptions,
    ) {
        this.sources = sourceAllowList(options.findomestic.callbackSources);
    }

    /** 200 when the callback was verified and applied (or had been), 400 when not, 403 from another address. */
    @Get(FINDOMESTIC_CALLBACK_ROUTE)
    async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
        if (!this.sources.allows(req.ip)) {
            Logger.warn(
                `Findomestic callback from ${req.ip ?? 'an unknown address'}, not one of Findomestic's: refused`,
                loggerCtx,
            );
            res.status(403).set(TEXT).send('KO');
            return;
        }
        const query = new URL(req.originalUrl, 'http://callback').searchParams;
        const ctx = await this.requestContextService.create({ apiType: 'admin', req });
        const outcome = await this.findomestic.applyCallback(ctx, query);
        res.status(outcome.verified ? 200 : 400)
            .set(TEXT)
            .send(outcome.verified ? 'OK' : 'KO');
    }
}
