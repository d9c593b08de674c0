/**
 * The partita IVA, the VAT number of an Italian business (DPR 633/1972 art. 35), asked at checkout for an invoice: 11
 * digits, the company's number, the provincial office that issued it, and a check digit.
 */

/** The issuing office (digits 8–10): a province, 001–100, or one of the codes 120, 121, 888 and 999 (python-stdnum's list). */
function isOfficeCode(office: number): boolean {
    return (office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999;
}

/** Without spaces and without the `IT` prefix of the EU VAT form (`IT 00743110157`), as invoices print it. */
export function normalizePartitaIva(value: string): string {
    return value.replace(/\s+/g, '').replace(/^it/i, '');
}

/** Luhn: digits in odd positions count as they are, digits in even positions doubled (minus 9 above 9). */
function checkDigit(first10: string): number {
    let sum = 0;
    for (let index = 0; index < 10; index++) {
        const digit = Number(first10.charAt(index));
        const doubled = digit * 2;
        sum += index % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
    }
    return (10 - (sum % 10)) % 10;
}

export function isValidPartitaIva(value: string): boolean {
    const number = normalizePartitaIva(value);
    if (!/^[0-9]{11}$/.test(number)) {
        return false;
    }
    return (
        number.slice(0, 7) !== '0000000' &&
        isOfficeCode(Number(number.slice(7, 10))) &&
        checkDigit(number.slice(0, 10)) === Number(number.charAt(10))
    );
}
