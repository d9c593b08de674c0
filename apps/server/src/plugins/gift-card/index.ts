export * from './gift-card.plugin';
export * from './constants';
export * from './types';
export { withoutGiftCards } from './config/gift-card-promotions';
export { GiftCard } from './entities/gift-card.entity';
export { GiftCardLedgerEntry } from './entities/gift-card-ledger-entry.entity';
export { GiftCardService, giftCardCodeOf } from './services/gift-card.service';
export { seedDemoGiftCards, demoGiftCards } from './services/gift-card-seed';
export * from './errors';
