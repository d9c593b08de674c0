// The whole Italian catalog, as tests read it: the sections every page may show (`it.json`) and the page sections
// (`it-pages/`, which the browser gets with the pages that show them; decision 047).
import itShell from '~/lib/i18n/locales/it.json';
import itAccount from '~/lib/i18n/locales/it-pages/account.json';
import itCheckout from '~/lib/i18n/locales/it-pages/checkout.json';
import itStockAlert from '~/lib/i18n/locales/it-pages/stock-alert.json';
import itValidation from '~/lib/i18n/locales/it-pages/validation.json';

export { itShell };

export const wholeItalian = { ...itShell, ...itAccount, ...itCheckout, ...itStockAlert, ...itValidation };

/** Each page section and the name of its files: `locales/it-pages/<file>.json` and `messages/<file>.ts`. */
export const PAGE_SECTION_FILES = {
    account: 'account',
    checkout: 'checkout',
    stockAlert: 'stock-alert',
    validation: 'validation',
} as const;
