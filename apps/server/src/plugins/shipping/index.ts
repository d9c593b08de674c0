export * from './shipping.plugin';
export * from './constants';
export { isShippableCountry } from './config/shipping-zone-checker';
