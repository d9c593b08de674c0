// The form checks' messages, added to the browser's catalog by the modules that show them (decision 047).
import { addMessages } from '~/lib/i18n/i18n';
import validation from '~/lib/i18n/locales/it-pages/validation.json';

addMessages(validation);
