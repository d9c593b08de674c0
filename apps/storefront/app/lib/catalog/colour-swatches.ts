// Swatch colours for the colour names the catalog uses ("Titanio blu", "Verde acqua"); the name is always shown beside.

/** Longest names first, so "Titanio nero" wins over "Nero" and "Verde acqua" over "Verde". */
const NAMED: Array<[string, string]> = (
    [
        ['titanio nero', '#2b2b2d'],
        ['titanio bianco', '#e8e6e1'],
        ['titanio naturale', '#b9b1a3'],
        ['titanio deserto', '#c8a27c'],
        ['titanio grigio', '#7d7f82'],
        ['titanio argento', '#c9cbcd'],
        ['titanio blu', '#3d5a80'],
        ['nero siderale', '#1f1f22'],
        ['grigio siderale', '#5b5e63'],
        ['verde acqua', '#6fc3b5'],
        ['blu oltremare', '#3852b4'],
        ['titanio', '#a8a39a'],
        ['mezzanotte', '#1e2a3a'],
        ['galassia', '#efe6d8'],
        ['lavanda', '#b9a7d6'],
        ['grafite', '#45474b'],
        ['trasparente', '#d9e6ee'],
        ['arancione', '#f57c00'],
        ['azzurro', '#7ab8e0'],
        ['argento', '#c0c4c8'],
        ['marrone', '#6d4c41'],
        ['bianco', '#f4f4f4'],
        ['grigio', '#8a8d91'],
        ['giallo', '#f4c430'],
        ['rosso', '#c62828'],
        ['verde', '#3f8f5a'],
        ['viola', '#7e57c2'],
        ['crema', '#f3e5c0'],
        ['beige', '#d8c3a5'],
        ['nero', '#1d1d1f'],
        ['rosa', '#f06fa0'],
        ['inox', '#b8bcc0'],
        ['blu', '#2856a3'],
        ['oro', '#d4af37'],
    ] as Array<[string, string]>
).sort((a, b) => b[0].length - a[0].length);

/** CSS colour of a swatch, or null when the name names no colour we know (the swatch then shows a neutral pattern). */
export function swatchColour(name: string): string | null {
    const lower = name.toLowerCase();
    return NAMED.find(([key]) => lower.includes(key))?.[1] ?? null;
}
