/**
 * The gift card ledger: an entry for each balance movement an order makes, written with the entity manager of the
 * transaction that moves the balance, so the entry and the balance are committed (or rolled back) together.
 */
import { EntityManager } from 'typeorm';

import { GiftCardLedgerEntry } from '../entities/gift-card-ledger-entry.entity';
import { GiftCard } from '../entities/gift-card.entity';

/** `amount` is what left the balance, in cents: positive when spent, negative when given back. */
export async function recordGiftCardMovement(manager: EntityManager, code: string, orderCode: string, amount: number) {
    const card = await manager.findOne(GiftCard, { where: { code }, select: { id: true, currencyCode: true } });
    if (!card) {
        // Deleted by staff meanwhile: its entries went with it.
        return;
    }
    await manager.insert(GiftCardLedgerEntry, {
        giftCardId: card.id,
        orderCode,
        amount,
        currencyCode: card.currencyCode,
    });
}
