export * from './stock-alert.plugin';
export * from './constants';
export * from './errors';
export * from './types';
export { StockAlert } from './entities/stock-alert.entity';
export { StockAlertDueEvent, type StockAlertEmail } from './services/stock-alert-due.event';
export { StockAlertService } from './services/stock-alert.service';
