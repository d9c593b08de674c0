/**
 * Gift cards: staff CRUD and ledger, applying a card to the active cart as a negative surcharge, and spending its
 * balance when the order goes to payment. The applied amount is kept at min(balance, order total) on every
 * repricing by GiftCardTotalsSubscriber; the balance only ever falls through a conditional UPDATE, so two orders
 * cannot spend the same euro. Every movement an order makes is written to the ledger in the same transaction.
 */
import { Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    Order,
    OrderService,
    PaginatedList,
    RequestContext,
    Surcharge,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { EntityManager } from 'typeorm';

import { GIFT_CARD_CURRENCY, GIFT_CARD_NOT_COVERED, GIFT_CARD_SKU_PREFIX, MAX_GIFT_CARD_BALANCE } from '../constants';
import { GiftCardLedgerEntry } from '../entities/gift-card-ledger-entry.entity';
import { GiftCard } from '../entities/gift-card.entity';
import { GiftCardError, GiftCardExpiredError, GiftCardNotAppliedError } from '../errors';
import { CreateGiftCardInput, UpdateGiftCardInput } from '../types';
import { formatGiftCardCode, generateGiftCardCode, normalizeGiftCardCode } from './gift-card-code';
import { recordGiftCardMovement } from './gift-card-ledger';
import { oneAtATime } from './one-at-a-time';

export function giftCardSku(code: string): string {
    return `${GIFT_CARD_SKU_PREFIX}${formatGiftCardCode(code)}`;
}

/** The stored code a gift card surcharge stands for, or null for any other surcharge. */
export function giftCardCodeOf(surcharge: Pick<Surcharge, 'sku'>): string | null {
    return surcharge.sku?.startsWith(GIFT_CARD_SKU_PREFIX)
        ? normalizeGiftCardCode(surcharge.sku.slice(GIFT_CARD_SKU_PREFIX.length))
        : null;
}

/** A card that could be spent but for its date: enabled, in the order's currency, and past its expiry. */
export function hasExpired(card: GiftCard | null | undefined, currencyCode: string, now = new Date()): boolean {
    return Boolean(
        card &&
        card.enabled &&
        card.currencyCode === currencyCode &&
        card.expiresAt != null &&
        card.expiresAt.getTime() <= now.getTime(),
    );
}

export function isSpendable(card: GiftCard | null | undefined, currencyCode: string, now = new Date()): boolean {
    return Boolean(
        card &&
        card.enabled &&
        card.balance > 0 &&
        card.currencyCode === currencyCode &&
        (card.expiresAt == null || card.expiresAt.getTime() > now.getTime()),
    );
}

function assertBalance(value: number, field: string) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_GIFT_CARD_BALANCE) {
        throw new UserInputError(`${field} must be a whole number of cents between 0 and ${MAX_GIFT_CARD_BALANCE}`);
    }
}

@Injectable()
export class GiftCardService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private orderService: OrderService,
        private activeOrderService: ActiveOrderService,
    ) {}

    // ---- Staff -------------------------------------------------------------------------------------------

    findAll(ctx: RequestContext, options?: ListQueryOptions<GiftCard>): Promise<PaginatedList<GiftCard>> {
        return this.listQueryBuilder
            .build(GiftCard, options, { ctx })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    findOne(ctx: RequestContext, id: ID): Promise<GiftCard | null> {
        return this.connection.getRepository(ctx, GiftCard).findOne({ where: { id } });
    }

    /** The card's balance movements by orders, oldest first. */
    ledger(ctx: RequestContext, giftCardId: ID): Promise<GiftCardLedgerEntry[]> {
        return this.connection
            .getRepository(ctx, GiftCardLedgerEntry)
            .find({ where: { giftCardId }, order: { id: 'ASC' } });
    }

    async create(ctx: RequestContext, input: CreateGiftCardInput): Promise<GiftCard> {
        const code = input.code != null ? normalizeGiftCardCode(input.code) : generateGiftCardCode();
        if (!code) {
            throw new UserInputError('A gift card code is 16 letters and digits, as XXXX-XXXX-XXXX-XXXX');
        }
        assertBalance(input.initialBalance, 'The initial balance');
        if (input.initialBalance === 0) {
            throw new UserInputError('The initial balance must be more than 0');
        }
        const repo = this.connection.getRepository(ctx, GiftCard);
        if (await repo.findOne({ where: { code } })) {
            throw new UserInputError('A gift card with this code already exists');
        }
        return repo.save(
            new GiftCard({
                code,
                initialBalance: input.initialBalance,
                balance: input.initialBalance,
                currencyCode: GIFT_CARD_CURRENCY,
                expiresAt: input.expiresAt ?? null,
                enabled: input.enabled ?? true,
            }),
        );
    }

    async update(ctx: RequestContext, input: UpdateGiftCardInput): Promise<GiftCard> {
        const card = await this.connection.getEntityOrThrow(ctx, GiftCard, input.id);
        if (input.balance != null && input.balance !== card.balance) {
            assertBalance(input.balance, 'The balance');
            await this.setBalance(ctx, card, input.balance);
        }
        if (input.expiresAt !== undefined) {
            card.expiresAt = input.expiresAt;
        }
        if (input.enabled != null) {
            card.enabled = input.enabled;
        }
        return this.connection.getRepository(ctx, GiftCard).save(card);
    }

    /**
     * A balance set by staff: only over the balance they saw (an order spending meanwhile makes them try again),
     * and written to the ledger in the same transaction, so the ledger still explains the whole balance.
     */
    private async setBalance(ctx: RequestContext, card: GiftCard, balance: number) {
        const manager = this.connection.getRepository(ctx, GiftCard).manager;
        const escape = (name: string) => manager.connection.driver.escape(name);
        const result = await manager
            .createQueryBuilder()
            .update(GiftCard)
            .set({ balance })
            .where(`${escape('id')} = :id`)
            .andWhere(`${escape('balance')} = :seen`)
            .setParameters({ id: card.id, seen: card.balance })
            .execute();
        if ((result.affected ?? 0) !== 1) {
            throw new UserInputError('The balance changed meanwhile: reload the gift card and try again');
        }
        await recordGiftCardMovement(manager, card.code, null, card.balance - balance);
        card.balance = balance;
    }

    /** A card that has moved money keeps its history: staff disable it instead. */
    async delete(ctx: RequestContext, id: ID): Promise<boolean> {
        const used = await this.connection
            .getRepository(ctx, GiftCardLedgerEntry)
            .exists({ where: { giftCardId: id } });
        if (used) {
            throw new UserInputError('A gift card that has been used cannot be deleted: disable it instead');
        }
        const result = await this.connection.getRepository(ctx, GiftCard).delete(id);
        return (result.affected ?? 0) > 0;
    }

    // ---- Shoppers ----------------------------------------------------------------------------------------

    /**
     * Applies a card once per order (decision 062). Refusals answer as one (no cart, unknown, spent, disabled, already
     * applied), except a card that has expired, which says so and when.
     */
    async apply(ctx: RequestContext, rawCode: string): Promise<Order | GiftCardError | GiftCardExpiredError> {
        const code = normalizeGiftCardCode(rawCode);
        return this.forActiveCart(ctx, async order => {
            if (!order || !code) {
                return new GiftCardError();
            }
            const card = await this.connection.getRepository(ctx, GiftCard).findOne({ where: { code } });
            if (order.surcharges.some(surcharge => giftCardCodeOf(surcharge) === code)) {
                return new GiftCardError();
            }
            if (hasExpired(card, order.currencyCode)) {
                return new GiftCardExpiredError(card!.expiresAt!);
            }
            if (!isSpendable(card, order.currencyCode)) {
                return new GiftCardError();
            }
            const amount = Math.max(0, Math.min(card!.balance, order.totalWithTax));
            return this.orderService.addSurchargeToOrder(ctx, order.id, {
                description: `Carta regalo ${formatGiftCardCode(code)}`,
                sku: giftCardSku(code),
                listPrice: -amount,
                listPriceIncludesTax: true,
                taxLines: [],
            });
        });
    }

    async remove(ctx: RequestContext, rawCode: string): Promise<Order | GiftCardNotAppliedError> {
        const code = normalizeGiftCardCode(rawCode);
        return this.forActiveCart(ctx, async order => {
            const surcharge =
                order && code ? order.surcharges.find(candidate => giftCardCodeOf(candidate) === code) : undefined;
            if (!order || !surcharge) {
                return new GiftCardNotAppliedError();
            }
            return this.orderService.removeSurchargeFromOrder(ctx, order.id, surcharge.id);
        });
    }

    /**
     * Runs a change of the shopper's cards with the cart read after every other change of its cards has been written,
     * so two requests at once cannot both find a card not yet applied (decision 062). In this process the changes of
     * one order wait for each other (SQLite shares one connection, where a row lock holds nothing); on PostgreSQL the
     * order's row is also locked until the transaction ends, so other servers wait for its commit.
     */
    private async forActiveCart<T>(ctx: RequestContext, work: (order: Order | null) => Promise<T>): Promise<T> {
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        if (!active) {
            return work(null);
        }
        return oneAtATime(`order:${active.id}`, async () => {
            const manager = this.connection.getRepository(ctx, Order).manager;
            if (manager.connection.options.type === 'postgres') {
                await manager.query('SELECT "id" FROM "order" WHERE "id" = $1 FOR UPDATE', [active.id]);
            }
            const order = await this.orderService.findOne(ctx, active.id);
            return work(order?.state === 'AddingItems' ? order : null);
        });
    }

    // ---- Spending ----------------------------------------------------------------------------------------

    /**
     * Takes each applied card's amount off its balance as the order goes to payment, so the payment asked for is
     * what remains. All or nothing: if one card can no longer cover its amount, the others are given back and
     * the answer is the code that stops the transition (GIFT_CARD_NOT_COVERED); only a reservation that holds reaches
     * the ledger.
     */
    async reserve(ctx: RequestContext, order: Order): Promise<string | undefined> {
        const manager = this.connection.getRepository(ctx, GiftCard).manager;
        const taken: Array<{ code: string; amount: number }> = [];
        for (const surcharge of await this.giftCardSurcharges(ctx, order.id)) {
            const code = giftCardCodeOf(surcharge)!;
            const amount = -surcharge.listPrice;
            if (amount <= 0) {
                continue;
            }
            if (!(await this.take(manager, code, amount, order.currencyCode))) {
                for (const done of taken) {
                    await this.giveBack(manager, done.code, done.amount);
                }
                return GIFT_CARD_NOT_COVERED;
            }
            taken.push({ code, amount });
        }
        for (const { code, amount } of taken) {
            await recordGiftCardMovement(manager, code, order.code, amount);
        }
        return undefined;
    }

    /** The order came back from payment to the cart (or was cancelled before payment): its amounts go back. */
    async release(ctx: RequestContext, order: Order) {
        const manager = this.connection.getRepository(ctx, GiftCard).manager;
        for (const surcharge of await this.giftCardSurcharges(ctx, order.id)) {
            const code = giftCardCodeOf(surcharge)!;
            const amount = -surcharge.listPrice;
            if (amount > 0) {
                await this.giveBack(manager, code, amount);
                await recordGiftCardMovement(manager, code, order.code, -amount);
            }
        }
    }

    private async giftCardSurcharges(ctx: RequestContext, orderId: ID): Promise<Surcharge[]> {
        const surcharges = await this.connection
            .getRepository(ctx, Surcharge)
            .find({ where: { order: { id: orderId } }, order: { id: 'ASC' } });
        return surcharges.filter(surcharge => giftCardCodeOf(surcharge) !== null);
    }

    /** The conditional UPDATE: only a card that still holds the amount (and may be spent) loses it. */
    async take(manager: EntityManager, code: string, amount: number, currencyCode: string): Promise<boolean> {
        const escape = (name: string) => manager.connection.driver.escape(name);
        const result = await manager
            .createQueryBuilder()
            .update(GiftCard)
            .set({ balance: () => `${escape('balance')} - :amount` })
            .where(`${escape('code')} = :code`)
            .andWhere(`${escape('balance')} >= :amount`)
            .andWhere(`${escape('enabled')} = :enabled`)
            .andWhere(`${escape('currencyCode')} = :currencyCode`)
            .andWhere(`(${escape('expiresAt')} IS NULL OR ${escape('expiresAt')} > :now)`)
            .setParameters({ code, amount, enabled: true, currencyCode, now: new Date() })
            .execute();
        return (result.affected ?? 0) === 1;
    }

    async giveBack(manager: EntityManager, code: string, amount: number) {
        const escape = (name: string) => manager.connection.driver.escape(name);
        await manager
            .createQueryBuilder()
            .update(GiftCard)
            .set({ balance: () => `${escape('balance')} + :amount` })
            .where(`${escape('code')} = :code`)
            .setParameters({ code, amount })
            .execute();
    }
}
