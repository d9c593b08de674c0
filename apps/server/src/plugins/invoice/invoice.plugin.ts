/**
 * Invoice data on the order (decision 035): each field is checked as it is written (the custom fields' `validate`,
 * config/custom-fields.ts, from services/invoice-data.ts), and the set is checked when the order goes to payment.
 */
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { invoiceOrderProcess } from './config/invoice-order-process';

@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        // First: a refusal must come before any other process acts on the move to payment (the gift cards' reserve).
        config.orderOptions.process = [invoiceOrderProcess, ...(config.orderOptions.process ?? [])];
        return config;
    },
    compatibility: '^3.1.0',
})
export class InvoicePlugin {}
