// The account forms' checks in the browser, loaded on the shopper's first contact with a form
// (forms/deferred-validation.ts).
import { parseWithZod } from '@conform-to/zod/v4';
import { formatValidationIssues } from '@shop/rules';
import type { z } from 'zod';
import type { AccountIntent } from '~/lib/account/account-forms';
import { accountSchemas } from '~/lib/account/account-schemas';
import type { FormValidator } from '~/lib/forms/deferred-validation';

export function accountValidator(intent: AccountIntent): FormValidator {
    // One form's schema; its output is not read in the browser (the server parses the post again).
    const schema = accountSchemas[intent] as z.ZodType<Record<string, unknown>>;
    return formData => parseWithZod(formData, { schema, formatError: formatValidationIssues });
}
