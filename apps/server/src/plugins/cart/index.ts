export * from './cart.plugin';
export * from './constants';
export * from './types';
export { GiftCard } from './entities/gift-card.entity';
export { CartServicesService } from './services/cart-services.service';
export { GiftCardService } from './services/gift-card.service';
export { seedDemoGiftCards, demoGiftCards } from './services/gift-card-seed';
export { ServiceCatalogService } from './services/service-catalog.service';
