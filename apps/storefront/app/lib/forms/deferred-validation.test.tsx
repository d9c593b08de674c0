// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { accountValidator } from '~/lib/account/account-validation';
import { cartPageValidator } from '~/lib/cart/cart-validation';
import { checkoutValidator } from '~/lib/checkout/checkout-validation';
import {
    isUnchecked,
    uncheckedSubmission,
    useDeferredValidation,
    type FormValidator,
} from '~/lib/forms/deferred-validation';
import { loadOnce } from '~/lib/forms/load-once';
import { renderInBrowser } from '~/test-support/client-render';

function formData(entries: Record<string, string>): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.append(name, value);
    return data;
}

describe('a submission sent before the validator has loaded', () => {
    it('goes to the server unchecked: no errors of its own, and Conform lets it post (error null)', () => {
        const submission = uncheckedSubmission(formData({ email: 'not an email' }));
        expect(submission.status).toBe('error');
        expect(submission).toMatchObject({ error: null, payload: { email: 'not an email' } });
        expect(isUnchecked(submission)).toBe(true);
    });

    it('skips a field check (a validate intent) without posting: no errors, not unchecked', () => {
        const data = formData({ email: 'x' });
        data.append('__intent__', JSON.stringify({ type: 'validate', payload: { name: 'email' } }));
        const submission = uncheckedSubmission(data);
        expect(submission.status).toBeUndefined();
        expect(submission).toMatchObject({ error: {} });
        expect(isUnchecked(submission)).toBe(false);
    });

    it('is not confused with a checked submission', () => {
        expect(isUnchecked({ status: 'success' })).toBe(false);
        expect(isUnchecked({ status: 'error', error: { email: ['validation.invalidEmail'] } })).toBe(false);
        expect(isUnchecked(undefined)).toBe(false);
    });
});

describe('the validators loaded on first contact', () => {
    it('check a checkout step with the schema its action parses, errors as catalogue keys', () => {
        const submission = checkoutValidator('user-account')(formData({ email: 'mario.rossi@' }));
        expect(submission.status).toBe('error');
        expect(submission.status === 'error' && submission.error?.email).toEqual(['validation.invalidEmail']);
        expect(checkoutValidator('user-account')(formData({ email: 'mario.rossi@example.it' })).status).toBe('success');
    });

    it('check the shipping step: a San Marino CAP outside 47890-47899 is refused', () => {
        const submission = checkoutValidator('shipping')(
            formData({
                firstName: 'Mario',
                lastName: 'Rossi',
                streetLine1: 'Via Giacomini 1',
                postalCode: '47100',
                city: 'San Marino',
                countryCode: 'SM',
                phoneNumber: '0549 123456',
            }),
        );
        expect(submission.status === 'error' && submission.error?.postalCode).toEqual(['validation.invalidPostcode']);
    });

    it('check an account form', () => {
        const submission = accountValidator('login')(formData({ username: '', password: '' }));
        expect(submission.status).toBe('error');
    });

    it("give the cart page's parsed value (the quantity with the button's step)", () => {
        const submission = cartPageValidator(formData({ intent: 'update', lineId: 'L1', quantity: '2', step: '1' }));
        expect(submission.status === 'success' && submission.value).toEqual({
            intent: 'update',
            lineId: 'L1',
            quantity: 3,
        });
    });
});

describe('a form mounted after its validator has loaded (a second form, the modal opened again)', () => {
    function Probe({ check }: { check: ReturnType<typeof loadOnce<FormValidator>> }) {
        const { validator } = useDeferredValidation(check);
        return <p>{validator ? 'checks ready' : 'checks loading'}</p>;
    }

    it('has the validator at once, and never calls it as a state initialiser', async () => {
        let calls = 0;
        const validator: FormValidator = formData => {
            calls += 1;
            return uncheckedSubmission(formData);
        };
        const check = loadOnce(() => Promise.resolve(validator));
        await check.load();
        const page = await renderInBrowser(<Probe check={check} />);
        expect(page.container).toHaveTextContent('checks ready');
        expect(calls).toBe(0);
        await page.unmount();
    });
});
