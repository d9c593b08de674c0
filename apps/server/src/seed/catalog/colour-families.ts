/**
 * The colour family each shade of the demo catalog belongs to. A variant's colour option keeps the maker's shade
 * ("Titanio nero", shown on the product page); its colour facet value, which the listings filter on, is the family
 * ("Nero"), so a shopper filtering on Nero also finds Titanio nero, Grafite and Nero siderale.
 */
const FAMILIES: Record<string, string[]> = {
    Nero: ['Nero', 'Titanio nero', 'Nero siderale', 'Grafite', 'Mezzanotte'],
    Bianco: ['Bianco', 'Titanio bianco', 'Galassia'],
    Grigio: ['Grigio', 'Titanio grigio', 'Grigio siderale', 'Titanio naturale'],
    Argento: ['Argento', 'Titanio argento'],
    Blu: ['Blu', 'Titanio blu', 'Blu oltremare'],
    Azzurro: ['Azzurro'],
    Verde: ['Verde', 'Verde acqua'],
    Viola: ['Viola', 'Lavanda'],
    Rosa: ['Rosa'],
    Rosso: ['Rosso'],
    Giallo: ['Giallo'],
    Arancione: ['Arancione'],
    Marrone: ['Marrone'],
    Beige: ['Beige', 'Crema', 'Titanio deserto'],
    Oro: ['Oro'],
    Multicolore: ['Neon'],
    Trasparente: ['Trasparente'],
};

const familyOfShade = new Map(
    Object.entries(FAMILIES).flatMap(([family, shades]) => shades.map(shade => [shade, family] as const)),
);

/** The family of a shade; a shade no family lists is a family of its own. */
export function colourFamily(shade: string): string {
    return familyOfShade.get(shade) ?? shade;
}

export const COLOUR_FAMILIES = Object.keys(FAMILIES);
