export * from './price-history.plugin';
export * from './constants';
export * from './types';
export { PriceHistoryEntry } from './entities/price-history-entry.entity';
export { omnibusReference } from '@shop/rules';
export { PriceHistoryService } from './services/price-history.service';
