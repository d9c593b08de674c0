export * from './cart.plugin';
export * from './constants';
export { CartServicesService } from './services/cart-services.service';
export { ServiceCatalogService } from './services/service-catalog.service';
