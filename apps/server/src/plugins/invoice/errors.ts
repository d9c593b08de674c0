/**
 * Why an order cannot go to payment with the invoice data it holds: the `transitionError` of Vendure's
 * OrderStateTransitionError, in the shopper's language.
 */
import { InvoiceDataProblem } from './services/invoice-data';

/**
 * No `.` or `:` in them: Vendure passes the reason through i18next as a key, which returns an unknown key unchanged
 * unless it reads those characters as separators.
 */
export const invoiceDataProblemMessages: Record<'it' | 'en', Record<InvoiceDataProblem, string>> = {
    it: {
        'invoice-company-data-required':
            'Per la fattura a un’azienda servono ragione sociale, partita IVA e codice destinatario SdI o indirizzo PEC',
        'invoice-fiscal-code-required': 'Per la fattura a un privato serve il suo codice fiscale',
    },
    en: {
        'invoice-company-data-required':
            'A company invoice needs the company name, the VAT number and an SdI recipient code or a PEC address',
        'invoice-fiscal-code-required': 'A personal invoice needs the person’s fiscal code',
    },
};
