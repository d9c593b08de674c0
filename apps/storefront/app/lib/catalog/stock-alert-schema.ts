// The stock alert form's checks, from @shop/rules' email rule: a guest gives an address; a signed-in customer is not
// asked (the commerce server writes to the account's own), so their form holds the variant alone.
import { emailField } from '@shop/rules';
import { z } from 'zod';

const sku = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' });

export const guestStockAlertForm = z.object({ sku, email: emailField });
export const customerStockAlertForm = z.object({ sku });

export type StockAlertValue = { sku: string; email?: string };

export function stockAlertSchema(signedIn: boolean) {
    return signedIn ? customerStockAlertForm : guestStockAlertForm;
}
