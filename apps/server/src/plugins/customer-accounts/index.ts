export * from './customer-accounts.plugin';
export * from './constants';
export * from './errors';
export * from './types';
export { INVALID_PASSWORD_REASON, ShopPasswordValidationStrategy } from './config/shop-password-validation.strategy';
export { CustomerRegistrationService } from './services/customer-registration.service';
