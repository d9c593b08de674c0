/**
 * XPay's server-to-server notification (`urlpost`), received on the commerce server itself (as Vendure's Mollie and
 * Stripe plugins receive their webhooks), never through a shop API operation. What makes it count is the MAC, checked
 * with the attempt's recorded amount and currency; it answers 200 for anything verified (even a refusal) and 500 on a
 * bad MAC or a malformed body, as Nexi's sample does, so XPay sends again what was not taken (decision 032).
 */
import { Controller, Post, Req, Res } from '@nestjs/common';
import { Logger, RequestContextService } from '@vendure/core';
import type { Request, Response } from 'express';

import { loggerCtx, XPAY_NOTIFICATION_ROUTE } from '../constants';
import { NexiXpayService } from '../services/nexi-xpay.service';
import { UNVERIFIED } from '../services/payment-attempts.service';

/**
 * The form body as XPay sent it, a repeated name kept repeated (and then refused by the verification); anything that
 * is not a flat form (a JSON document, nested fields) is null.
 */
export function formParams(body: unknown): URLSearchParams | null {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
        const values = Array.isArray(value) ? value : [value];
        if (!values.every(item => typeof item === 'string')) return null;
        for (const item of values as string[]) params.append(name, item);
    }
    return params;
}

@Controller()
export class NexiXpayController {
    constructor(
        private xpay: NexiXpayService,
        private requestContextService: RequestContextService,
    ) {}

    @Post(XPAY_NOTIFICATION_ROUTE)
    async notification(@Req() req: Request, @Res() res: Response): Promise<void> {
        const params = req.is('application/x-www-form-urlencoded') ? formParams(req.body) : null;
        if (!params) {
            Logger.warn('XPay notification that is not a form: ignored', loggerCtx);
            res.status(500).set('Cache-Control', 'no-store').json(UNVERIFIED);
            return;
        }
        const ctx = await this.requestContextService.create({ apiType: 'admin', req });
        const outcome = await this.xpay.applyResult(ctx, 'NOTIFICATION', params);
        res.status(outcome.verified ? 200 : 500)
            .set('Cache-Control', 'no-store')
            .json(outcome);
    }
}
