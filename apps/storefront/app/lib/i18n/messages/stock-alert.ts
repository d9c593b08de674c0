// The back-in-stock form's messages, added to the browser's catalog by the modules that show them (decision 047).
import { addMessages } from '~/lib/i18n/i18n';
import stockAlert from '~/lib/i18n/locales/it-pages/stock-alert.json';

addMessages(stockAlert);
