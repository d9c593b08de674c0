export * from './cart.plugin';
export * from './constants';
export { AttachedServiceCatalogService } from './services/attached-service-catalog.service';
export { AttachedServicesService } from './services/attached-services.service';
export { CartRulesService } from './services/cart-rules.service';
export * from './errors';
export { summaryOfOrder } from './services/order-summary-of-order';
export type { OrderSummary, SummaryDiscount } from './services/order-summary';
