// Numbers as Italian writes them (1.234,50), without Intl: the first Intl formatter a browser builds loads the
// locale's data, tens of milliseconds in the middle of a page's hydration on a mid-range phone (decision 056). Rounds
// as Intl does (half away from zero, on the number's shortest decimal form) and never writes a minus before zero.

export interface DecimalStyle {
    minimumFractionDigits: number;
    maximumFractionDigits: number;
    /** `always` from 1.000 up, as Italian shops write prices; `min2` from 10.000 up, as CLDR's it-IT does. */
    grouping: 'always' | 'min2';
}

/** The decimal digits of a finite non-negative number, without an exponent ("1e-7" → "0.0000001"). */
function plainDigits(value: number): string {
    const text = String(value);
    const exponentAt = text.indexOf('e');
    if (exponentAt < 0) return text;
    const exponent = Number(text.slice(exponentAt + 1));
    const [whole, fraction = ''] = text.slice(0, exponentAt).split('.');
    const digits = whole + fraction;
    return exponent < 0 ? `0.${'0'.repeat(-exponent - 1)}${digits}` : digits + '0'.repeat(exponent - fraction.length);
}

function groupThousands(digits: string): string {
    return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

export function formatDecimal(value: number, style: DecimalStyle): string {
    if (!Number.isFinite(value)) return String(value);
    const [whole, fraction = ''] = plainDigits(Math.abs(value)).split('.');
    const max = style.maximumFractionDigits;
    let kept = BigInt(whole + fraction.slice(0, max).padEnd(max, '0'));
    if (fraction.length > max && fraction.charCodeAt(max) >= 53 /* '5' */) kept += 1n;
    const digits = kept.toString().padStart(max + 1, '0');
    const wholeDigits = digits.slice(0, digits.length - max);
    let fractionDigits = digits.slice(digits.length - max);
    while (fractionDigits.length > style.minimumFractionDigits && fractionDigits.endsWith('0')) {
        fractionDigits = fractionDigits.slice(0, -1);
    }
    const grouped = style.grouping === 'always' || wholeDigits.length >= 5 ? groupThousands(wholeDigits) : wholeDigits;
    const sign = value < 0 && kept !== 0n ? '-' : '';
    return fractionDigits ? `${sign}${grouped},${fractionDigits}` : `${sign}${grouped}`;
}
