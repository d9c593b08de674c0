// The stock alert form's check in the browser, loaded on the shopper's first contact with the form
// (forms/deferred-validation.ts).
import { parseWithZod } from '@conform-to/zod/v4';
import { formatValidationIssues } from '@shop/rules';
import type { FormValidator } from '~/lib/forms/deferred-validation';
import { stockAlertSchema } from '~/lib/catalog/stock-alert-schema';

export function stockAlertValidator(signedIn: boolean): FormValidator {
    const schema = stockAlertSchema(signedIn);
    return formData => parseWithZod(formData, { schema, formatError: formatValidationIssues });
}
