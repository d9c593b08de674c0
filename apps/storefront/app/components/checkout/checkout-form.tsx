// What the checkout's forms share: one Conform form per step, checked in the browser by the same schema the action
// parses again (loaded on first contact with the form, decision 038); it posts as a plain form before the page runs and
// as a React Router navigation after, with the same answers (a 400 carries the errors beside their fields and the
// values as typed).
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from '@conform-to/react';
import { useActionData } from 'react-router';
import { INPUT_CLASS, LabelledField } from '~/components/account/account-form';
import { CHECKOUT_FORM_IDS } from '~/lib/checkout/checkout-forms';
import { CHECKOUT_STEPS, type CheckoutStep } from '~/lib/checkout/checkout-steps';
import { loadOnce, type LoadOnce } from '~/lib/forms/load-once';
import { useDeferredValidation, type FormValidator } from '~/lib/forms/deferred-validation';
import { isFormReply } from '~/lib/forms/form-reply';

/** Each step's validator, loaded on first contact with its form. */
const VALIDATORS = Object.fromEntries(
    CHECKOUT_STEPS.map(step => [
        step,
        loadOnce(() => import('~/lib/checkout/checkout-validation').then(module => module.checkoutValidator(step))),
    ]),
) as Record<CheckoutStep, LoadOnce<FormValidator>>;

/** The step's form, its fields, and the props for its `<Form>` (Conform's, and the validator's preload). */
export function useCheckoutForm(step: CheckoutStep, defaultValue?: Record<string, string | undefined>) {
    const id = CHECKOUT_FORM_IDS[step];
    const actionData: unknown = useActionData();
    const lastResult = isFormReply(actionData) && actionData.form === id ? actionData.result : undefined;
    const validation = useDeferredValidation(VALIDATORS[step]);
    const [form, fields] = useForm<Record<string, unknown>>({
        id,
        lastResult,
        defaultValue,
        shouldValidate: 'onBlur',
        shouldRevalidate: 'onInput',
        onValidate: validation.onValidate,
    });
    return [form, fields, { ...getFormProps(form), ...validation.preloadProps }] as const;
}

export function SelectField({
    field,
    label,
    options,
    autoComplete,
    required = true,
    hint,
    placeholder,
}: {
    field: FieldMetadata<unknown>;
    label: string;
    options: ReadonlyArray<{ value: string; label: string }>;
    autoComplete?: string;
    required?: boolean;
    hint?: string;
    placeholder?: string;
}) {
    const { key, ...props } = getSelectProps(field);
    return (
        <LabelledField field={field} label={label} required={required} hint={hint}>
            {describedBy => (
                <select
                    key={key}
                    {...props}
                    required={required}
                    autoComplete={autoComplete}
                    aria-describedby={describedBy}
                    className={INPUT_CLASS}
                >
                    {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
                    {options.map(option => (
                        <option key={option.value} value={option.value}>
                            {option.label}
                        </option>
                    ))}
                </select>
            )}
        </LabelledField>
    );
}

export function RadioOption({
    field,
    value,
    label,
    hint,
    disabled,
    testId,
}: {
    field: FieldMetadata<unknown>;
    value: string;
    label: React.ReactNode;
    hint?: React.ReactNode;
    disabled?: boolean;
    testId?: string;
}) {
    const { key, ...props } = getInputProps(field, { type: 'radio', value });
    const id = `${field.id}-${value}`;
    return (
        <div className="flex items-start gap-3 rounded border border-neutral-300 p-3 has-[:checked]:border-brand has-[:checked]:bg-red-50/40">
            <input
                key={key}
                {...props}
                id={id}
                disabled={disabled}
                className="mt-1 size-4 shrink-0 accent-brand"
                data-testid={testId}
            />
            <label htmlFor={id} className="flex-1 text-sm">
                <span className="font-semibold">{label}</span>
                {hint ? <span className="mt-0.5 block text-neutral-600">{hint}</span> : null}
            </label>
        </div>
    );
}
