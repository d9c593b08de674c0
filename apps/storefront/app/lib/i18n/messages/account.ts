// The account's messages (sign-in, registration, password, the account pages, the server's refusals), added to the browser's catalog by the modules that show them (decision 047).
import { addMessages } from '~/lib/i18n/i18n';
import account from '~/lib/i18n/locales/it-pages/account.json';

addMessages(account);
