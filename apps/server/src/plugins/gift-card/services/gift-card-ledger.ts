/**
 * The gift card ledger: an entry for each balance movement (by an order, or by staff), written with the entity
 * manager of the transaction that moves the balance, so the entry and the balance are committed (or rolled back)
 * together.
 */
import { EntityManager } from 'typeorm';

import { GiftCardLedgerEntry } from '../entities/gift-card-ledger-entry.entity';
import { GiftCard } from '../entities/gift-card.entity';

/**
 * `amount` is what left the balance, in cents: positive when spent, negative when given back; `orderCode` is null
 * for a change made by staff.
 */
export async function recordGiftCardMovement(
    manager: EntityManager,
    code: string,
    orderCode: string | null,
    amount: number,
) {
    const card = await manager.findOne(GiftCard, { where: { code }, select: { id: true, currencyCode: true } });
    if (!card) {
        // Deleted by staff meanwhile (only a card with no entries can be): nothing to record.
        return;
    }
    await manager.insert(GiftCardLedgerEntry, {
        giftCardId: card.id,
        orderCode,
        amount,
        currencyCode: card.currencyCode,
    });
}
