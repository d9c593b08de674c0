// The EU energy-class arrow shown beside a price (Reg. 2017/1369): coloured, with the class letter, at the price's font
// size. Given onClick it is a button, so the product page can open the full label from it.
import { useTranslation } from '~/lib/i18n/i18n-react';

/** EU scale colours, A dark green to G red; the letter colour keeps WCAG AA contrast on each. */
export const ENERGY_CLASS_COLORS: Record<string, { background: string; text: string }> = {
    A: { background: '#00843d', text: '#ffffff' },
    B: { background: '#52ae32', text: '#000000' },
    C: { background: '#c8d400', text: '#000000' },
    D: { background: '#ffed00', text: '#000000' },
    E: { background: '#fbba00', text: '#000000' },
    F: { background: '#eb6909', text: '#000000' },
    G: { background: '#e30613', text: '#ffffff' },
};

/** The class letter when it is one of the A–G scale (no "+" classes since 2021), else null. */
export function energyClassLetter(value: string | null | undefined): string | null {
    const letter = value?.trim().toUpperCase() ?? '';
    return letter in ENERGY_CLASS_COLORS ? letter : null;
}

export function EnergyClassArrow({
    energyClass,
    onClick,
    className = '',
}: {
    energyClass: string | null | undefined;
    onClick?: () => void;
    /** Font size comes from the surroundings (the price's), so callers size both together. */
    className?: string;
}) {
    const { t } = useTranslation();
    const letter = energyClassLetter(energyClass);
    if (!letter) return null;
    const colors = ENERGY_CLASS_COLORS[letter]!;
    const label = t('listing.energyClass.label', { letter });
    // The arrow's point is the letter's ::after (app.css), in the colour the letter's box inherits.
    const arrow = (
        <span
            aria-hidden="true"
            className="energy-arrow"
            style={{ backgroundColor: colors.background, color: colors.text }}
        >
            {letter}
        </span>
    );
    if (onClick) {
        return (
            <button
                type="button"
                onClick={onClick}
                aria-label={label}
                aria-haspopup="dialog"
                title={t('listing.energyClass.openLabel')}
                className={`inline-flex cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 ${className}`}
                data-testid="energy-class"
                data-energy-class={letter}
            >
                {arrow}
            </button>
        );
    }
    return (
        <span
            role="img"
            aria-label={label}
            className={`inline-flex ${className}`}
            data-testid="energy-class"
            data-energy-class={letter}
        >
            {arrow}
        </span>
    );
}
