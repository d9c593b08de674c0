// The checkout's messages, added to the browser's catalog by the modules that show them (decision 047).
import { addMessages } from '~/lib/i18n/i18n';
import checkout from '~/lib/i18n/locales/it-pages/checkout.json';

addMessages(checkout);
