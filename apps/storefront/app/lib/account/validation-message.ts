// A form error as the shopper reads it: errors are catalog keys (`validation.*` from @shop/rules, `account.errors.*`
// from the server's refusals); a key with values carries them as a query (`validation.minLength?length=2`).
import { readValidationError } from '@shop/rules';
import { anyKey, type TFunction } from '~/lib/i18n/i18n';
import '~/lib/i18n/messages/account';
import '~/lib/i18n/messages/validation';

export function validationMessage(t: TFunction, error: string): string {
    const { key, values } = readValidationError(error);
    if (!/^(validation|account\.errors|checkout\.[A-Za-z]+)\.[A-Za-z0-9]+$/.test(key))
        return t('account.errors.generic');
    // Keys arrive at run time (from a schema or the server), so they are checked by shape here, not by the typecheck.
    return anyKey(t)(key, values);
}
