// An Italian address form's fields (requirements §3; italy-facts): name, street and number, CAP, city, province as a
// sigla from the list, country (Italy, San Marino, the Vatican) and telephone.
import type { FieldMetadata } from '@conform-to/react';
import { ITALIAN_PROVINCES, SHIPPING_COUNTRIES, SHIPPING_COUNTRY_NAMES } from '@shop/rules';
import { TextField } from '~/components/account/account-form';
import { SelectField } from '~/components/checkout/checkout-form';
import { useTranslation } from '~/lib/i18n/i18n-react';
import '~/lib/i18n/messages/checkout';

const PROVINCE_OPTIONS = ITALIAN_PROVINCES.map(([sigla, name]) => ({ value: sigla, label: `${name} (${sigla})` }));
/**
 * What a San Marino or Vatican address picks in the required list (their addresses have no province): any value
 * outside Italy is dropped, and in Italy this one is refused as no province.
 */
export const NO_PROVINCE = '-';
const COUNTRY_OPTIONS = SHIPPING_COUNTRIES.map(code => ({ value: code, label: SHIPPING_COUNTRY_NAMES[code] }));

type Fields = Record<string, FieldMetadata<unknown> | undefined>;

export function AddressFields({
    fields,
    section,
    phone = true,
}: {
    fields: Fields;
    section: 'shipping' | 'billing';
    /** The courier's telephone: the delivery address has it, the billing one does not. */
    phone?: boolean;
}) {
    const { t } = useTranslation();
    const ac = (name: string) => `section-${section} ${section} ${name}`;
    // An Italian address needs its province (the shared rules refuse one without); San Marino and the Vatican have none.
    const inItaly = String(fields.countryCode?.value ?? 'IT').toUpperCase() === 'IT';
    return (
        <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
                field={fields.firstName!}
                label={t('checkout.address.firstName')}
                type="text"
                autoComplete={ac('given-name')}
            />
            <TextField
                field={fields.lastName!}
                label={t('checkout.address.lastName')}
                type="text"
                autoComplete={ac('family-name')}
            />
            <div className="sm:col-span-2">
                <TextField
                    field={fields.streetLine1!}
                    label={t('checkout.address.street')}
                    type="text"
                    autoComplete={ac('address-line1')}
                />
            </div>
            <div className="sm:col-span-2">
                <TextField
                    field={fields.streetLine2!}
                    label={t('checkout.address.street2')}
                    type="text"
                    autoComplete={ac('address-line2')}
                    required={false}
                />
            </div>
            <TextField
                field={fields.postalCode!}
                label={t('checkout.address.postalCode')}
                type="text"
                autoComplete={ac('postal-code')}
                inputMode="numeric"
            />
            <TextField
                field={fields.city!}
                label={t('checkout.address.city')}
                type="text"
                autoComplete={ac('address-level2')}
            />
            <SelectField
                field={fields.province!}
                label={t('checkout.address.province')}
                options={[...PROVINCE_OPTIONS, { value: NO_PROVINCE, label: t('checkout.address.provinceNone') }]}
                placeholder={t('checkout.address.provinceChoose')}
                hint={t('checkout.address.provinceHint')}
                autoComplete={ac('address-level1')}
                required={inItaly}
            />
            <SelectField
                field={fields.countryCode!}
                label={t('checkout.address.country')}
                options={COUNTRY_OPTIONS}
                autoComplete={ac('country')}
            />
            {phone ? (
                <TextField
                    field={fields.phoneNumber!}
                    label={t('checkout.address.phone')}
                    type="tel"
                    autoComplete={ac('tel')}
                    hint={t('checkout.address.phoneHint')}
                />
            ) : null}
        </div>
    );
}
