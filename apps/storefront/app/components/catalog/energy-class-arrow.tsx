// The EU energy-class arrow shown beside a price (Reg. 2017/1369): coloured, with the class letter, at the price's font
// size. Given onClick it is a button, so the product page can open the full label from it.
import { useTranslation } from '~/lib/i18n/i18n-react';

/**
 * The EU scale, A to G (no "+" classes since 2021). Each class's colours are app.css's, chosen by `data-energy-class`:
 * a listing carries an arrow per card, and a class costs less markup than the colours written on each.
 */
export const ENERGY_SCALE = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** The class letter when it is one of the A–G scale, else null. */
export function energyClassLetter(value: string | null | undefined): string | null {
    const letter = value?.trim().toUpperCase() ?? '';
    return (ENERGY_SCALE as readonly string[]).includes(letter) ? letter : null;
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
    const label = t('listing.energyClass.label', { letter });
    // The arrow's point is the letter's ::after (app.css), in the colour the letter's box inherits; the colours come
    // from the data-energy-class of the element around it.
    const arrow = (
        <span aria-hidden="true" className="energy-arrow">
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
            className={className ? `inline-flex ${className}` : 'inline-flex'}
            data-testid="energy-class"
            data-energy-class={letter}
        >
            {arrow}
        </span>
    );
}
