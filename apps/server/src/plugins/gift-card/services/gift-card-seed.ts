/**
 * Demo gift cards of the seeded store in development and tests (idempotent: codes already there are left alone).
 * Their codes are published here, so a production process refuses to create them whatever the caller asks.
 *   DEMO-GIFT-0025-EURO  25 €, no expiry
 *   DEMO-GIFT-0100-EURO  100 €, no expiry
 *   DEMO-GIFT-SCAD-UTA0  50 €, expired on 31 Dec 2024 (shows the refusal)
 */
import { INestApplicationContext } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';

import { GIFT_CARD_CURRENCY } from '../constants';
import { GiftCard } from '../entities/gift-card.entity';

export const demoGiftCards = [
    { code: 'DEMOGIFT0025EURO', balance: 25_00, expiresAt: null },
    { code: 'DEMOGIFT0100EURO', balance: 100_00, expiresAt: null },
    { code: 'DEMOGIFTSCADUTA0', balance: 50_00, expiresAt: new Date('2024-12-31T23:00:00Z') },
];

export async function seedDemoGiftCards(app: INestApplicationContext): Promise<number> {
    if (process.env.NODE_ENV === 'production') {
        throw new Error('The demo gift cards are never created in production: their codes are public.');
    }
    const repo = app.get(TransactionalConnection).rawConnection.getRepository(GiftCard);
    let created = 0;
    for (const card of demoGiftCards) {
        if (await repo.findOne({ where: { code: card.code } })) {
            continue;
        }
        await repo.save(
            new GiftCard({
                code: card.code,
                initialBalance: card.balance,
                balance: card.balance,
                currencyCode: GIFT_CARD_CURRENCY,
                expiresAt: card.expiresAt,
                enabled: true,
            }),
        );
        created++;
    }
    return created;
}
