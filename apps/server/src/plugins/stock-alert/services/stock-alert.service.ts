/**
 * Back-in-stock requests: asked for from the product page of a sold-out variant, one per address and variant; when the
 * variant's saleable stock is above zero again, each waiting request is marked done and its one email published
 * (StockAlertDueEvent, sent by the email plugin); the email's link cancels the request.
 */
import { Injectable } from '@nestjs/common';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@shop/rules';
import {
    ConfigService,
    CustomerService,
    EventBus,
    ID,
    LanguageCode,
    Logger,
    Product,
    ProductService,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
    Translated,
} from '@vendure/core';
import { In, IsNull } from 'typeorm';

import { loggerCtx, NOTIFY_BATCH_SIZE } from '../constants';
import { StockAlert } from '../entities/stock-alert.entity';
import {
    StockAlertEmailInvalidError,
    StockAlertNotSoldOutError,
    StockAlertTokenInvalidError,
    StockAlertVariantNotFoundError,
} from '../errors';
import { RequestStockAlertArgs, StockAlertCancelled, StockAlertRequested } from '../types';
import { StockAlertDueEvent } from './stock-alert-due.event';
import { cancelToken, createNonce, isGenuineToken, tokenRequestId } from './stock-alert-tokens';

/** The storefront's product page identifier: the product's code, or its slug when it has none (as the catalog). */
export function productCodeOf(product: Product): string {
    const code = (product.customFields as { productCode?: string | null } | undefined)?.productCode;
    return code || product.slug;
}

/** Addresses are matched without regard to case or surrounding spaces, as Vendure matches customers'. */
export function normalizeEmail(value: string): string {
    return value.trim().toLowerCase();
}

@Injectable()
export class StockAlertService {
    constructor(
        private connection: TransactionalConnection,
        private configService: ConfigService,
        private customerService: CustomerService,
        private productService: ProductService,
        private productVariantService: ProductVariantService,
        private requestContextService: RequestContextService,
        private eventBus: EventBus,
    ) {}

    /** The server's secret the cancel links are signed with (the session cookies' own). */
    private get secret(): string {
        const secret = this.configService.authOptions.cookieOptions?.secret;
        if (typeof secret !== 'string' || secret.length === 0) {
            throw new Error('authOptions.cookieOptions.secret must be set to sign the stock alerts’ cancel links.');
        }
        return secret;
    }

    /** The link's token for a request as it is now (tests and the email read it here). */
    tokenFor(alert: Pick<StockAlert, 'id' | 'nonce'>): string {
        return cancelToken(this.secret, alert.id as number, alert.nonce);
    }

    async request(
        ctx: RequestContext,
        args: RequestStockAlertArgs,
    ): Promise<
        StockAlertRequested | StockAlertEmailInvalidError | StockAlertVariantNotFoundError | StockAlertNotSoldOutError
    > {
        const emailAddress = await this.addressFor(ctx, args.emailAddress);
        if (emailAddress === null) return new StockAlertEmailInvalidError();
        const variant = await this.findVariant(ctx, args);
        if (!variant) return new StockAlertVariantNotFoundError();
        if ((await this.productVariantService.getSaleableStockLevel(ctx, variant)) > 0) {
            return new StockAlertNotSoldOutError();
        }
        const repository = this.connection.getRepository(ctx, StockAlert);
        const existing = await repository.findOne({ where: { productVariantId: variant.id, emailAddress } });
        if (existing?.status === 'pending') {
            return { __typename: 'StockAlertRequested', emailAddress, alreadyRequested: true };
        }
        // A request done (its email sent, or cancelled) is asked for again: the same row, waiting, with a new nonce.
        await repository.save(
            Object.assign(existing ?? new StockAlert({ productVariantId: variant.id, emailAddress }), {
                status: 'pending' as const,
                nonce: createNonce(),
                notifiedAt: null,
            }),
        );
        return { __typename: 'StockAlertRequested', emailAddress, alreadyRequested: false };
    }

    async cancel(ctx: RequestContext, token: string): Promise<StockAlertCancelled | StockAlertTokenInvalidError> {
        const id = tokenRequestId(token);
        if (id === null) return new StockAlertTokenInvalidError();
        const repository = this.connection.getRepository(ctx, StockAlert);
        const alert = await repository.findOne({ where: { id } });
        if (!alert || !isGenuineToken(this.secret, token, alert.nonce)) return new StockAlertTokenInvalidError();
        const alreadyNotified = alert.status === 'notified';
        if (alert.status === 'pending') {
            await repository.update({ id: alert.id, status: 'pending' }, { status: 'cancelled' });
        }
        const variant = await this.productVariantService.findOne(ctx, alert.productVariantId);
        const product = variant ? await this.productService.findOne(ctx, variant.productId) : undefined;
        return {
            __typename: 'StockAlertCancelled',
            productName: product?.name ?? '',
            productCode: product ? productCodeOf(product) : '',
            alreadyNotified,
        };
    }

    /**
     * Called after stock or variants changed: every waiting request of those variants that are saleable again is
     * marked done and its email published. A request is claimed by one conditional update, so two processes seeing
     * the same change (or two changes in a row) send its email once.
     */
    async notifyIfBackInStock(variantIds: ID[]): Promise<number> {
        const ids = [...new Set(variantIds.map(String))];
        if (ids.length === 0) return 0;
        const ctx = await this.requestContextService.create({ apiType: 'admin', languageCode: LanguageCode.it });
        const repository = this.connection.getRepository(ctx, StockAlert);
        const waiting = await repository
            .createQueryBuilder('alert')
            .select('DISTINCT alert.productVariantId', 'variantId')
            .where({ productVariantId: In(ids), status: 'pending' })
            .getRawMany<{ variantId: ID }>();
        let sent = 0;
        for (const { variantId } of waiting) {
            const variant = await this.productVariantService.findOne(ctx, variantId);
            if (!variant || !variant.enabled || variant.deletedAt) continue;
            const product = await this.productService.findOne(ctx, variant.productId);
            if (!product || !product.enabled || product.deletedAt) continue;
            if ((await this.productVariantService.getSaleableStockLevel(ctx, variant)) <= 0) continue;
            sent += await this.notifyWaiting(ctx, variant, product);
        }
        return sent;
    }

    private async notifyWaiting(
        ctx: RequestContext,
        variant: Translated<ProductVariant>,
        product: Translated<Product>,
    ): Promise<number> {
        const repository = this.connection.getRepository(ctx, StockAlert);
        const variantCount = await this.connection
            .getRepository(ctx, ProductVariant)
            .count({ where: { productId: product.id, deletedAt: IsNull() } });
        let sent = 0;
        for (;;) {
            const batch = await repository.find({
                where: { productVariantId: variant.id, status: 'pending' },
                order: { id: 'ASC' },
                take: NOTIFY_BATCH_SIZE,
            });
            if (batch.length === 0) return sent;
            for (const alert of batch) {
                const claimed = await repository.update(
                    { id: alert.id, status: 'pending' },
                    { status: 'notified', notifiedAt: new Date() },
                );
                // Another process claimed it first (or it was cancelled meanwhile): its email is not ours to send.
                if (claimed.affected !== 1) continue;
                await this.eventBus.publish(
                    new StockAlertDueEvent(ctx, {
                        alertId: alert.id,
                        emailAddress: alert.emailAddress,
                        productName: product.name,
                        variantName: variantCount > 1 && variant.name !== product.name ? variant.name : null,
                        productCode: productCodeOf(product),
                        sku: variant.sku,
                        cancelToken: this.tokenFor(alert),
                    }),
                );
                sent++;
            }
            Logger.verbose(`Back-in-stock emails for variant ${String(variant.id)}: ${sent}`, loggerCtx);
        }
    }

    /** The address given, or a signed-in customer's own when none is; null when neither is a valid address. */
    private async addressFor(ctx: RequestContext, given: string | null | undefined): Promise<string | null> {
        let address = typeof given === 'string' ? normalizeEmail(given) : '';
        if (address === '' && ctx.activeUserId) {
            const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
            address = customer ? normalizeEmail(customer.emailAddress) : '';
        }
        return address !== '' && address.length <= EMAIL_MAX_LENGTH && isValidEmail(address) ? address : null;
    }

    /** The variant on sale named by exactly one of sku and id. */
    private async findVariant(
        ctx: RequestContext,
        args: RequestStockAlertArgs,
    ): Promise<Translated<ProductVariant> | undefined> {
        const sku = typeof args.sku === 'string' ? args.sku.trim() : '';
        const hasId = args.variantId != null && String(args.variantId) !== '';
        if ((sku === '') === !hasId) return undefined;
        let id = args.variantId;
        if (sku !== '') {
            const found = await this.connection
                .getRepository(ctx, ProductVariant)
                .findOne({ where: { sku, deletedAt: IsNull() }, select: { id: true } });
            id = found?.id;
        } else if (!/^[1-9][0-9]{0,14}$/.test(String(id))) {
            return undefined;
        }
        if (id == null) return undefined;
        const variant = await this.productVariantService.findOne(ctx, id);
        if (!variant || !variant.enabled || variant.deletedAt) return undefined;
        const product = await this.productService.findOne(ctx, variant.productId);
        return product && product.enabled && !product.deletedAt ? variant : undefined;
    }
}
