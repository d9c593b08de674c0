export * from './price-history.plugin';
export * from './constants';
export * from './types';
export { PriceHistoryEntry } from './entities/price-history-entry.entity';
export { omnibusPrice } from './services/omnibus-price';
export { PriceHistoryService } from './services/price-history.service';
