import { describe, expect, it } from 'vitest';
import { getI18n } from '~/lib/i18n/i18n';
import '~/lib/i18n/messages/validation';

// The keys are @shop/rules' VALIDATION_MESSAGE_KEYS; the package's own test checks that each one is in both catalogues.
describe('validation messages', () => {
    it('speak requirements §5 word for word in English', () => {
        const t = getI18n('en').t;
        expect(t('validation.required')).toBe('This field is required');
        expect(t('validation.minLength', { length: 8 })).toBe('The field should have at least 8 characters');
        expect(t('validation.invalidEmail')).toBe('Please enter a valid email address.');
        expect(t('validation.invalidPhone')).toBe('Phone is not valid.');
        expect(t('validation.invalidFiscalCode')).toBe('Invalid fiscal code');
        expect(t('validation.invalidPassword')).toBe(
            'The password must be at least 8 characters long and must contain at least: 1 uppercase or lowercase letter, 1 number and one special character (! # $ % & * ? @ ^ _ -)',
        );
        expect(t('validation.passwordsMismatch')).toBe('Please make sure your passwords match');
        expect(t('validation.privacyRequired')).toBe('You must accept the privacy policy to proceed');
        expect(t('validation.invalidVat')).toBe('Invalid VAT code');
        expect(t('validation.invalidPec')).toBe('Invalid pec address');
    });

    it('speak Italian by default, with the privacy sentence of requirements §5', () => {
        const t = getI18n('it').t;
        expect(t('validation.required')).toBe('Questo campo è obbligatorio');
        expect(t('validation.minLength', { length: 2 })).toBe('Il campo deve contenere almeno 2 caratteri');
        expect(t('validation.tooLong', { length: 50 })).toBe('Il campo può contenere al massimo 50 caratteri');
        expect(t('validation.privacyRequired')).toBe('Devi accettare la privacy policy per procedere');
        expect(t('validation.passwordsMismatch')).toBe('Le password non coincidono');
        expect(t('validation.invalidVat')).toBe('Partita IVA non valida');
        expect(t('validation.invalidPec')).toBe('Indirizzo PEC non valido');
        expect(t('validation.invalidSdi')).toBe('Codice destinatario non valido');
        expect(t('validation.forbiddenCharacters')).toBe('Il campo non può contenere i caratteri < e >');
        expect(getI18n('xx').t('validation.invalidFiscalCode')).toBe('Codice fiscale non valido');
    });
});
