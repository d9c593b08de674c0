// Generates the catalog's pictures (product images, brand/payment/social logos, placeholder) as PNGs from hand-built SVG.
import sharp from 'sharp';
import { hash } from './helpers';
import type { ImageKind, SeedProduct, SeedVariant } from './types';

const WIDTH = 1080;
const HEIGHT = 1340;
const FONT = 'DejaVu Sans, Verdana, sans-serif';

/** Italian colour names used in the catalog, matched longest first so "Titanio nero" wins over "Nero". */
const NAMED_COLOURS: Record<string, string> = {
    'titanio nero': '#2b2b2d',
    'titanio bianco': '#e8e6e1',
    'titanio naturale': '#b9b1a3',
    'titanio deserto': '#c8a27c',
    'titanio grigio': '#7d7f82',
    'titanio argento': '#c9cbcd',
    'titanio blu': '#3d5a80',
    'nero siderale': '#1f1f22',
    'grigio siderale': '#5b5e63',
    'verde acqua': '#6fc3b5',
    'blu oltremare': '#3852b4',
    titanio: '#a8a39a',
    mezzanotte: '#1e2a3a',
    galassia: '#efe6d8',
    lavanda: '#b9a7d6',
    grafite: '#45474b',
    trasparente: '#d9e6ee',
    arancione: '#f57c00',
    azzurro: '#7ab8e0',
    argento: '#c0c4c8',
    marrone: '#6d4c41',
    bianco: '#f4f4f4',
    grigio: '#8a8d91',
    giallo: '#f4c430',
    rosso: '#c62828',
    verde: '#3f8f5a',
    viola: '#7e57c2',
    crema: '#f3e5c0',
    beige: '#d8c3a5',
    nero: '#1d1d1f',
    rosa: '#f06fa0',
    neon: '#e60012',
    inox: '#b8bcc0',
    blu: '#2856a3',
    oro: '#d4af37',
};
const COLOUR_KEYS = Object.keys(NAMED_COLOURS).sort((a, b) => b.length - a.length);

/** Pictogram colour for an Italian colour name; undefined when the name is unknown. */
export function colourForName(name: string | undefined): string | undefined {
    if (!name) {
        return undefined;
    }
    const lower = name.toLowerCase();
    const key = COLOUR_KEYS.find(k => lower.includes(k));
    return key ? NAMED_COLOURS[key] : undefined;
}

function parseHex(hex: string): [number, number, number] {
    let h = hex.replace('#', '');
    if (h.length === 3) {
        h = h
            .split('')
            .map(c => c + c)
            .join('');
    }
    const n = parseInt(h.slice(0, 6), 16);
    if (Number.isNaN(n)) {
        return [128, 128, 128];
    }
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
    return (
        '#' +
        rgb
            .map(v =>
                Math.max(0, Math.min(255, Math.round(v)))
                    .toString(16)
                    .padStart(2, '0'),
            )
            .join('')
    );
}

/** Mix towards white (amount 0..1). */
function lighten(hex: string, amount: number): string {
    const [r, g, b] = parseHex(hex);
    return toHex([r + (255 - r) * amount, g + (255 - g) * amount, b + (255 - b) * amount]);
}

/** Mix towards black (amount 0..1). */
function darken(hex: string, amount: number): string {
    const [r, g, b] = parseHex(hex);
    return toHex([r * (1 - amount), g * (1 - amount), b * (1 - amount)]);
}

function luminance(hex: string): number {
    const [r, g, b] = parseHex(hex);
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function escapeXml(text: string): string {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}

/** Colours handed to a pictogram; outlines always contrast, so white products stay visible on light backgrounds. */
interface Palette {
    body: string;
    stroke: string;
    light: string;
    dark: string;
    accent: string;
}

function palette(body: string, accent: string): Palette {
    const lum = luminance(body);
    return {
        body,
        stroke: lum > 0.55 ? darken(body, 0.55) : darken(body, 0.45),
        light: lum > 0.8 ? darken(body, 0.08) : lighten(body, 0.35),
        dark: lum < 0.2 ? lighten(body, 0.18) : darken(body, 0.5),
        accent,
    };
}

/** Appliances that are almost always white or steel look wrong tinted with the accent. */
const DEFAULT_BODY: Partial<Record<ImageKind, string>> = {
    tv: '#2b2b2e',
    monitor: '#2b2b2e',
    soundbar: '#2e2e30',
    lens: '#2a2a2a',
    camera: '#303030',
    router: '#f1f1f1',
    printer: '#f1f1f1',
    'washing-machine': '#f4f5f6',
    dryer: '#f4f5f6',
    dishwasher: '#d9dcdf',
    fridge: '#eceef0',
    oven: '#c7cbd0',
    microwave: '#d6d9dc',
    'air-conditioner': '#f6f7f8',
};

const SW = 'stroke-width="8" stroke-linejoin="round"';

/** One drawing per kind, in a 600 x 600 box; `scr` is the screen gradient defined by the caller. */
const PICTOGRAMS: Record<ImageKind, (p: Palette) => string> = {
    smartphone: p => `
        <rect x="170" y="10" width="260" height="560" rx="44" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="188" y="50" width="224" height="480" rx="18" fill="url(#scr)"/>
        <rect x="262" y="24" width="76" height="14" rx="7" fill="${p.stroke}"/>
        <rect x="430" y="140" width="10" height="70" rx="4" fill="${p.stroke}"/>
        <circle cx="300" cy="290" r="60" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10"/>`,
    tablet: p => `
        <rect x="60" y="60" width="480" height="480" rx="40" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="88" y="88" width="424" height="424" rx="14" fill="url(#scr)"/>
        <circle cx="300" cy="74" r="6" fill="${p.stroke}"/>
        <rect x="140" y="150" width="140" height="110" rx="14" fill="#ffffff" fill-opacity="0.25"/>
        <rect x="320" y="150" width="140" height="110" rx="14" fill="#ffffff" fill-opacity="0.18"/>
        <rect x="140" y="300" width="320" height="150" rx="14" fill="#ffffff" fill-opacity="0.12"/>`,
    smartwatch: p => `
        <rect x="215" y="0" width="170" height="600" rx="36" fill="${p.dark}" stroke="${p.stroke}" ${SW}/>
        <rect x="160" y="140" width="280" height="320" rx="80" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="186" y="168" width="228" height="264" rx="58" fill="url(#scr)"/>
        <rect x="436" y="226" width="26" height="70" rx="10" fill="${p.stroke}"/>
        <circle cx="300" cy="300" r="70" fill="none" stroke="${p.accent}" stroke-width="14" stroke-dasharray="300 140"/>`,
    headphones: p => `
        <path d="M110 340 A190 190 0 0 1 490 340" fill="none" stroke="${p.stroke}" stroke-width="60" stroke-linecap="round"/>
        <path d="M110 340 A190 190 0 0 1 490 340" fill="none" stroke="${p.body}" stroke-width="42" stroke-linecap="round"/>
        <rect x="62" y="300" width="120" height="210" rx="56" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="418" y="300" width="120" height="210" rx="56" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="150" y="330" width="36" height="150" rx="16" fill="${p.dark}"/>
        <rect x="414" y="330" width="36" height="150" rx="16" fill="${p.dark}"/>`,
    speaker: p => `
        <rect x="90" y="170" width="420" height="270" rx="135" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <circle cx="225" cy="305" r="80" fill="${p.dark}"/>
        <circle cx="375" cy="305" r="80" fill="${p.dark}"/>
        <circle cx="225" cy="305" r="34" fill="${p.accent}"/>
        <circle cx="375" cy="305" r="34" fill="${p.accent}"/>
        <rect x="270" y="140" width="60" height="40" rx="10" fill="${p.stroke}"/>`,
    tv: p => `
        <rect x="10" y="70" width="580" height="360" rx="16" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="28" y="88" width="544" height="324" rx="6" fill="url(#scr)"/>
        <path d="M60 380 L200 250 L290 330 L380 220 L540 380 Z" fill="#ffffff" fill-opacity="0.22"/>
        <circle cx="470" cy="160" r="34" fill="#ffffff" fill-opacity="0.35"/>
        <rect x="280" y="430" width="40" height="70" fill="${p.stroke}"/>
        <rect x="170" y="494" width="260" height="22" rx="11" fill="${p.body}" stroke="${p.stroke}" ${SW}/>`,
    soundbar: p => `
        <rect x="80" y="40" width="440" height="230" rx="12" fill="none" stroke="${p.stroke}" stroke-opacity="0.35" stroke-width="10"/>
        <rect x="10" y="320" width="580" height="110" rx="46" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        ${Array.from({ length: 14 }, (_, i) => `<circle cx="${70 + i * 35}" cy="375" r="9" fill="${p.dark}"/>`).join('')}
        <circle cx="300" cy="375" r="16" fill="${p.accent}"/>`,
    laptop: p => `
        <rect x="90" y="70" width="420" height="300" rx="18" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="110" y="90" width="380" height="260" rx="6" fill="url(#scr)"/>
        <path d="M40 384 L560 384 L592 440 Q594 452 580 452 L20 452 Q6 452 8 440 Z" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="245" y="386" width="110" height="12" rx="6" fill="${p.stroke}"/>
        <rect x="150" y="140" width="180" height="24" rx="8" fill="#ffffff" fill-opacity="0.3"/>
        <rect x="150" y="184" width="260" height="24" rx="8" fill="#ffffff" fill-opacity="0.2"/>`,
    desktop: p => `
        <rect x="50" y="30" width="500" height="370" rx="22" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="72" y="52" width="456" height="280" rx="6" fill="url(#scr)"/>
        <path d="M245 400 L355 400 L380 520 L220 520 Z" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="180" y="514" width="240" height="20" rx="10" fill="${p.light}" stroke="${p.stroke}" ${SW}/>
        <circle cx="300" cy="366" r="12" fill="${p.stroke}" fill-opacity="0.6"/>`,
    monitor: p => `
        <rect x="30" y="50" width="540" height="340" rx="10" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="44" y="64" width="512" height="300" rx="4" fill="url(#scr)"/>
        <rect x="280" y="390" width="40" height="110" fill="${p.stroke}"/>
        <ellipse cx="300" cy="505" rx="130" ry="20" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="80" y="100" width="200" height="120" rx="8" fill="#ffffff" fill-opacity="0.22"/>`,
    printer: p => `
        <rect x="150" y="70" width="300" height="160" fill="#ffffff" stroke="${p.stroke}" stroke-width="6"/>
        <rect x="50" y="200" width="500" height="230" rx="26" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="130" y="380" width="340" height="18" rx="9" fill="${p.dark}"/>
        <rect x="160" y="392" width="280" height="150" fill="#ffffff" stroke="${p.stroke}" stroke-width="6"/>
        <rect x="190" y="430" width="220" height="14" rx="7" fill="${p.accent}"/>
        <rect x="190" y="470" width="160" height="14" rx="7" fill="${p.accent}" fill-opacity="0.6"/>
        <rect x="390" y="240" width="120" height="48" rx="8" fill="url(#scr)"/>`,
    router: p => `
        <rect x="130" y="90" width="28" height="240" rx="14" fill="${p.dark}"/>
        <rect x="250" y="60" width="28" height="270" rx="14" fill="${p.dark}"/>
        <rect x="322" y="60" width="28" height="270" rx="14" fill="${p.dark}"/>
        <rect x="442" y="90" width="28" height="240" rx="14" fill="${p.dark}"/>
        <rect x="70" y="310" width="460" height="150" rx="34" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        ${[0, 1, 2, 3, 4].map(i => `<circle cx="${170 + i * 65}" cy="390" r="13" fill="${i % 2 ? '#43a047' : p.accent}"/>`).join('')}
        <path d="M230 220 Q300 170 370 220" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>
        <path d="M200 180 Q300 110 400 180" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round" stroke-opacity="0.6"/>`,
    console: p => `
        <path d="M200 30 Q300 10 400 30 L420 540 Q300 560 180 540 Z" fill="${p.light}" stroke="${p.stroke}" ${SW}/>
        <rect x="250" y="40" width="100" height="500" rx="24" fill="${p.dark}"/>
        <rect x="286" y="90" width="28" height="160" rx="14" fill="${p.accent}"/>
        <circle cx="300" cy="470" r="16" fill="${p.light}"/>`,
    controller: p => `
        <path d="M150 200 Q300 160 450 200 Q540 220 566 380 Q580 480 510 480 Q460 480 428 410 L172 410 Q140 480 90 480 Q20 480 34 380 Q60 220 150 200 Z" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="110" y="270" width="90" height="28" rx="6" fill="${p.dark}"/>
        <rect x="141" y="239" width="28" height="90" rx="6" fill="${p.dark}"/>
        <circle cx="440" cy="240" r="18" fill="#43a047"/>
        <circle cx="480" cy="280" r="18" fill="#e53935"/>
        <circle cx="400" cy="280" r="18" fill="#1e88e5"/>
        <circle cx="440" cy="320" r="18" fill="#fdd835"/>
        <circle cx="230" cy="350" r="36" fill="${p.dark}" stroke="${p.stroke}" stroke-width="6"/>
        <circle cx="370" cy="350" r="36" fill="${p.dark}" stroke="${p.stroke}" stroke-width="6"/>`,
    camera: p => `
        <rect x="200" y="100" width="200" height="90" rx="16" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="30" y="170" width="540" height="330" rx="38" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="30" y="230" width="90" height="240" rx="20" fill="${p.dark}"/>
        <circle cx="320" cy="335" r="130" fill="${p.dark}" stroke="${p.stroke}" ${SW}/>
        <circle cx="320" cy="335" r="92" fill="url(#scr)"/>
        <circle cx="320" cy="335" r="44" fill="#0d1b2a"/>
        <circle cx="290" cy="305" r="16" fill="#ffffff" fill-opacity="0.6"/>
        <rect x="450" y="130" width="70" height="36" rx="10" fill="${p.accent}"/>`,
    lens: p => `
        <circle cx="300" cy="300" r="260" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <circle cx="300" cy="300" r="220" fill="none" stroke="${p.accent}" stroke-width="10"/>
        <circle cx="300" cy="300" r="195" fill="${p.dark}"/>
        <circle cx="300" cy="300" r="150" fill="url(#scr)"/>
        <circle cx="300" cy="300" r="80" fill="#0d1b2a"/>
        <path d="M200 230 A130 130 0 0 1 300 170" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="16" stroke-linecap="round"/>`,
    'washing-machine': p => `
        <rect x="95" y="20" width="410" height="560" rx="26" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <line x1="95" y1="130" x2="505" y2="130" stroke="${p.stroke}" stroke-width="6"/>
        <rect x="150" y="56" width="150" height="40" rx="8" fill="url(#scr)"/>
        <circle cx="430" cy="76" r="28" fill="${p.light}" stroke="${p.stroke}" stroke-width="6"/>
        <circle cx="300" cy="350" r="160" fill="${p.light}" stroke="${p.stroke}" stroke-width="14"/>
        <circle cx="300" cy="350" r="118" fill="#9cc9e8" stroke="${p.stroke}" stroke-width="6"/>
        <path d="M190 370 Q245 330 300 370 T410 370 L410 420 Q300 500 190 420 Z" fill="${p.accent}" fill-opacity="0.7"/>`,
    dryer: p => `
        <rect x="95" y="20" width="410" height="560" rx="26" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <line x1="95" y1="130" x2="505" y2="130" stroke="${p.stroke}" stroke-width="6"/>
        <circle cx="160" cy="76" r="28" fill="${p.light}" stroke="${p.stroke}" stroke-width="6"/>
        <rect x="300" y="56" width="160" height="40" rx="8" fill="url(#scr)"/>
        <circle cx="300" cy="350" r="155" fill="${p.light}" stroke="${p.stroke}" stroke-width="14"/>
        <circle cx="300" cy="350" r="112" fill="#59636e"/>
        <path d="M240 350 A60 60 0 1 1 300 410" fill="none" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>
        ${[0, 1, 2, 3].map(i => `<rect x="${150 + i * 80}" y="540" width="60" height="10" rx="5" fill="${p.stroke}"/>`).join('')}`,
    dishwasher: p => `
        <rect x="95" y="20" width="410" height="560" rx="18" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="99" y="24" width="402" height="90" rx="14" fill="${p.dark}"/>
        <rect x="150" y="52" width="130" height="34" rx="6" fill="url(#scr)"/>
        ${[0, 1, 2].map(i => `<circle cx="${340 + i * 45}" cy="69" r="12" fill="${p.accent}"/>`).join('')}
        <rect x="170" y="140" width="260" height="22" rx="11" fill="${p.stroke}"/>
        ${[0, 1, 2, 3, 4].map(i => `<line x1="130" y1="${230 + i * 70}" x2="470" y2="${230 + i * 70}" stroke="${p.stroke}" stroke-opacity="0.25" stroke-width="6"/>`).join('')}`,
    fridge: p => `
        <rect x="140" y="10" width="320" height="570" rx="30" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <line x1="140" y1="370" x2="460" y2="370" stroke="${p.stroke}" stroke-width="8"/>
        <rect x="174" y="120" width="18" height="150" rx="9" fill="${p.stroke}"/>
        <rect x="174" y="400" width="18" height="100" rx="9" fill="${p.stroke}"/>
        <rect x="360" y="60" width="70" height="40" rx="8" fill="url(#scr)"/>
        <rect x="170" y="578" width="40" height="14" rx="4" fill="${p.stroke}"/>
        <rect x="390" y="578" width="40" height="14" rx="4" fill="${p.stroke}"/>`,
    oven: p => `
        <rect x="50" y="50" width="500" height="500" rx="22" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="54" y="54" width="492" height="100" rx="18" fill="${p.dark}"/>
        <circle cx="130" cy="104" r="26" fill="${p.light}"/>
        <circle cx="470" cy="104" r="26" fill="${p.light}"/>
        <rect x="230" y="84" width="140" height="40" rx="6" fill="url(#scr)"/>
        <rect x="100" y="180" width="400" height="18" rx="9" fill="${p.stroke}"/>
        <rect x="100" y="220" width="400" height="280" rx="18" fill="#2b1d14" stroke="${p.stroke}" stroke-width="6"/>
        <rect x="130" y="250" width="340" height="220" rx="12" fill="#ff9800" fill-opacity="0.55"/>
        <line x1="150" y1="380" x2="450" y2="380" stroke="#2b1d14" stroke-width="8"/>`,
    microwave: p => `
        <rect x="30" y="130" width="540" height="340" rx="22" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="60" y="160" width="340" height="280" rx="14" fill="${p.dark}"/>
        <ellipse cx="230" cy="390" rx="120" ry="22" fill="${p.light}" fill-opacity="0.6"/>
        <rect x="150" y="320" width="160" height="60" rx="16" fill="${p.accent}"/>
        <rect x="420" y="170" width="120" height="44" rx="6" fill="url(#scr)"/>
        ${[0, 1, 2].map(r => [0, 1].map(c => `<rect x="${428 + c * 58}" y="${240 + r * 50}" width="44" height="32" rx="6" fill="${p.light}" stroke="${p.stroke}" stroke-width="4"/>`).join('')).join('')}`,
    vacuum: p => `
        <rect x="286" y="180" width="28" height="310" fill="${p.stroke}"/>
        <path d="M300 40 L380 40 Q410 40 410 70 L410 110" fill="none" stroke="${p.stroke}" stroke-width="22" stroke-linecap="round"/>
        <rect x="220" y="60" width="150" height="180" rx="54" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="250" y="90" width="70" height="120" rx="30" fill="#d7e9f5" stroke="${p.stroke}" stroke-width="5"/>
        <rect x="150" y="480" width="300" height="76" rx="26" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="170" y="540" width="260" height="12" rx="6" fill="${p.accent}"/>`,
    'coffee-machine': p => `
        <rect x="120" y="30" width="360" height="520" rx="34" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="180" y="200" width="240" height="240" rx="10" fill="${p.dark}"/>
        <rect x="265" y="200" width="70" height="44" rx="8" fill="${p.stroke}"/>
        <path d="M250 330 L350 330 L340 420 L260 420 Z" fill="#ffffff" stroke="${p.stroke}" stroke-width="6"/>
        <path d="M350 350 Q390 360 350 400" fill="none" stroke="#ffffff" stroke-width="10"/>
        <path d="M280 310 Q270 280 285 255 M320 310 Q310 280 325 255" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"/>
        <rect x="180" y="80" width="160" height="50" rx="8" fill="url(#scr)"/>
        <circle cx="400" cy="105" r="24" fill="${p.accent}"/>
        <rect x="160" y="450" width="280" height="24" rx="6" fill="${p.stroke}"/>`,
    kettle: p => `
        <path d="M410 220 Q540 260 440 470" fill="none" stroke="${p.stroke}" stroke-width="52" stroke-linecap="round"/>
        <path d="M410 220 Q540 260 440 470" fill="none" stroke="${p.body}" stroke-width="36" stroke-linecap="round"/>
        <path d="M200 240 L100 180 L112 160 L215 205 Z" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <path d="M165 510 L190 200 Q300 150 410 200 L435 510 Z" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <ellipse cx="300" cy="178" rx="70" ry="20" fill="${p.light}" stroke="${p.stroke}" stroke-width="6"/>
        <rect x="130" y="505" width="340" height="44" rx="14" fill="${p.dark}" stroke="${p.stroke}" ${SW}/>
        <rect x="280" y="300" width="40" height="140" rx="16" fill="#9cc9e8" stroke="${p.stroke}" stroke-width="4"/>`,
    blender: p => `
        <path d="M200 70 L400 70 L370 360 L230 360 Z" fill="#dbeaf3" fill-opacity="0.85" stroke="${p.stroke}" ${SW}/>
        <path d="M214 210 L386 210 L370 360 L230 360 Z" fill="${p.accent}" fill-opacity="0.65"/>
        <rect x="190" y="44" width="220" height="34" rx="10" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <path d="M400 110 Q470 130 450 260 L390 260" fill="none" stroke="${p.stroke}" stroke-width="16"/>
        <rect x="180" y="360" width="240" height="190" rx="28" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <circle cx="300" cy="455" r="36" fill="${p.light}" stroke="${p.stroke}" stroke-width="6"/>`,
    iron: p => `
        <path d="M220 260 L245 150 Q255 120 295 120 L490 120 Q520 120 520 150 L520 260 L470 260 L470 170 L295 170 L272 260 Z" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <path d="M50 430 Q70 270 320 260 L530 260 Q550 260 550 290 L550 430 Z" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="50" y="428" width="500" height="34" rx="10" fill="#c0c4c8" stroke="${p.stroke}" stroke-width="6"/>
        <rect x="330" y="300" width="170" height="80" rx="16" fill="#9cc9e8" fill-opacity="0.8"/>
        <circle cx="220" cy="350" r="26" fill="${p.accent}"/>`,
    'hair-dryer': p => `
        <rect x="205" y="250" width="100" height="290" rx="44" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="90" y="130" width="380" height="160" rx="80" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="450" y="160" width="110" height="100" rx="16" fill="${p.dark}" stroke="${p.stroke}" ${SW}/>
        <circle cx="160" cy="210" r="56" fill="${p.dark}"/>
        <circle cx="160" cy="210" r="24" fill="${p.accent}"/>
        <rect x="235" y="330" width="40" height="60" rx="12" fill="${p.accent}"/>`,
    'air-conditioner': p => `
        <rect x="20" y="140" width="560" height="210" rx="44" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="60" y="290" width="480" height="26" rx="13" fill="${p.dark}"/>
        <rect x="420" y="190" width="110" height="40" rx="8" fill="url(#scr)"/>
        <circle cx="80" cy="200" r="10" fill="#43a047"/>
        ${[0, 1, 2].map(i => `<path d="M${140 + i * 120} 380 Q${170 + i * 120} 430 ${140 + i * 120} 480 T${140 + i * 120} 580" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>`).join('')}`,
    service: p => `
        <path d="M300 40 L510 120 L510 300 Q510 470 300 560 Q90 470 90 300 L90 120 Z" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <path d="M300 80 L470 146 L470 300 Q470 440 300 516 Z" fill="#ffffff" fill-opacity="0.15"/>
        <path d="M200 300 L275 375 L410 230" fill="none" stroke="#ffffff" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>`,
    'gift-card': p => `
        <rect x="30" y="130" width="540" height="340" rx="32" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="380" y="134" width="44" height="332" fill="#f6c945"/>
        <rect x="34" y="280" width="532" height="44" fill="#f6c945"/>
        <ellipse cx="362" cy="270" rx="52" ry="30" fill="#f6c945" stroke="${p.stroke}" stroke-width="6" transform="rotate(-25 362 270)"/>
        <ellipse cx="442" cy="270" rx="52" ry="30" fill="#f6c945" stroke="${p.stroke}" stroke-width="6" transform="rotate(25 442 270)"/>
        <rect x="80" y="380" width="200" height="24" rx="12" fill="#ffffff" fill-opacity="0.6"/>
        <rect x="80" y="180" width="90" height="64" rx="10" fill="#ffffff" fill-opacity="0.45"/>`,
    accessory: p => `
        <path d="M420 330 Q520 330 520 440 Q520 560 360 560" fill="none" stroke="${p.stroke}" stroke-width="18" stroke-linecap="round"/>
        <rect x="130" y="30" width="280" height="520" rx="50" fill="${p.body}" stroke="${p.stroke}" ${SW}/>
        <rect x="160" y="62" width="110" height="130" rx="28" fill="${p.dark}"/>
        <circle cx="190" cy="98" r="20" fill="#0d1b2a"/>
        <circle cx="240" cy="156" r="20" fill="#0d1b2a"/>
        <circle cx="270" cy="330" r="56" fill="none" stroke="${p.light}" stroke-width="14"/>
        <rect x="300" y="520" width="80" height="60" rx="12" fill="${p.light}" stroke="${p.stroke}" stroke-width="6"/>`,
};

/** Split a name into at most `maxLines` lines of roughly `width` characters, ending with an ellipsis if cut. */
function wrap(text: string, width: number, maxLines: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
        if (current && (current + ' ' + word).length > width) {
            lines.push(current);
            current = word;
        } else {
            current = current ? current + ' ' + word : word;
        }
    }
    if (current) {
        lines.push(current);
    }
    if (lines.length > maxLines) {
        const kept = lines.slice(0, maxLines);
        kept[maxLines - 1] = kept[maxLines - 1].replace(/.{0,2}$/, '') + '…';
        return kept;
    }
    return lines;
}

/** Faint circles placed from the product code, so two products of the same kind and accent still differ. */
function decoration(seed: string, colour: string): string {
    let h = hash(seed);
    const parts: string[] = [];
    for (let i = 0; i < 5; i++) {
        h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
        const x = h % WIDTH;
        const y = 260 + ((h >>> 11) % 760);
        const r = 30 + ((h >>> 21) % 90);
        parts.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="0.35"/>`);
    }
    return parts.join('');
}

function variantLabel(variant: SeedVariant | undefined): string {
    if (!variant?.options) {
        return '';
    }
    return [variant.options.colore, variant.options.taglia].filter((v): v is string => !!v).join(' · ');
}

/** Build the product picture's SVG; exported for tests and debugging. */
export function productSvg(product: SeedProduct, variant?: SeedVariant): string {
    const accent = /^#[0-9a-fA-F]{3,8}$/.test(product.image.accent) ? product.image.accent : '#607d8b';
    const chosen = variant ?? product.variants[0];
    const named = chosen?.imageColor ?? colourForName(chosen?.options?.colore);
    const kind = product.image.kind;
    const body = named ?? DEFAULT_BODY[kind] ?? darken(accent, 0.1);
    const p = palette(body, accent);
    const draw = PICTOGRAMS[kind] ?? PICTOGRAMS.accessory;
    const bgTop = lighten(accent, 0.88);
    const bgBottom = lighten(accent, 0.7);
    const ink = darken(accent, 0.55);
    const nameLines = wrap(product.name, 30, 3);
    const label = variantLabel(variant);
    const seed = product.code + '|' + (variant?.sku ?? '');

    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="${bgTop}"/>
            <stop offset="1" stop-color="${bgBottom}"/>
        </linearGradient>
        <linearGradient id="scr" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stop-color="#1c2b3f"/>
            <stop offset="1" stop-color="${darken(accent, 0.25)}"/>
        </linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    ${decoration(seed, lighten(accent, 0.55))}
    <circle cx="540" cy="640" r="380" fill="#ffffff" fill-opacity="0.55"/>
    <rect x="0" y="0" width="${WIDTH}" height="18" fill="${accent}"/>
    <text x="540" y="165" font-family="${FONT}" font-size="64" font-weight="bold" text-anchor="middle" fill="${ink}" letter-spacing="4">${escapeXml(product.brand.toUpperCase())}</text>
    <g transform="translate(240 340)">${draw(p)}</g>
    ${label ? `<text x="540" y="1075" font-family="${FONT}" font-size="38" text-anchor="middle" fill="${ink}">${escapeXml(label)}</text>` : ''}
    ${nameLines.map((line, i) => `<text x="540" y="${1150 + i * 56}" font-family="${FONT}" font-size="46" text-anchor="middle" fill="#222222">${escapeXml(line)}</text>`).join('\n    ')}
</svg>`;
}

async function svgToPng(svg: string): Promise<Buffer> {
    return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** 1080 x 1340 product picture (requirements §9 gallery size) for the product, coloured for the variant if given. */
export async function renderProductImage(product: SeedProduct, variant?: SeedVariant): Promise<Buffer> {
    return svgToPng(productSvg(product, variant));
}

/** Largest font size (bold DejaVu averages ~0.68 em per glyph) that keeps the wordmark inside `width`. */
function fitFont(text: string, width: number, max: number): number {
    return Math.max(10, Math.min(max, Math.floor(width / (Math.max(1, text.length) * 0.68))));
}

const LOGO_COLOURS = ['#d41025', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#37474f', '#ad1457'];

/** 240 x 120 wordmark for the brand carousel and the footer payment/social rows. */
export async function renderLogo(name: string, kind: 'brand' | 'payment' | 'social'): Promise<Buffer> {
    const colour = LOGO_COLOURS[hash(kind + ':' + name) % LOGO_COLOURS.length];
    const text = escapeXml(name);
    let shape: string;
    let textX: number;
    let anchor: string;
    let size: number;
    if (kind === 'social') {
        // A round badge with the initial reads as a social icon even at small sizes.
        const initial = escapeXml((name.trim()[0] ?? '?').toUpperCase());
        shape = `<circle cx="50" cy="60" r="34" fill="${colour}"/>
            <text x="50" y="73" font-family="${FONT}" font-size="36" font-weight="bold" text-anchor="middle" fill="#ffffff">${initial}</text>`;
        textX = 96;
        anchor = 'start';
        size = fitFont(name, 134, 26);
    } else if (kind === 'payment') {
        // Card outline with a magnetic stripe: the usual cue for a payment method.
        shape = `<rect x="14" y="14" width="212" height="92" rx="14" fill="#ffffff" stroke="${colour}" stroke-width="4"/>
            <rect x="14" y="28" width="212" height="14" fill="${colour}" fill-opacity="0.85"/>`;
        textX = 120;
        anchor = 'middle';
        size = fitFont(name, 200, 30);
    } else {
        shape = `<rect x="18" y="44" width="32" height="32" rx="8" fill="${colour}"/>`;
        textX = 62;
        anchor = 'start';
        size = fitFont(name, 168, 32);
    }
    const textY = kind === 'payment' ? 84 : 60 + size * 0.36;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
    <rect width="240" height="120" fill="#f7f7f8"/>
    ${shape}
    <text x="${textX}" y="${textY}" font-family="${FONT}" font-size="${size}" font-weight="bold" text-anchor="${anchor}" fill="#263238">${text}</text>
</svg>`;
    return svgToPng(svg);
}

/** 1080 x 1340 neutral picture for products without an image: grey with a framed-picture pictogram. */
export async function renderPlaceholder(): Promise<Buffer> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="#eceef0"/>
    <rect x="290" y="470" width="500" height="400" rx="40" fill="#f7f8f9" stroke="#b7bcc2" stroke-width="24"/>
    <circle cx="650" cy="580" r="48" fill="#c9ced3"/>
    <path d="M320 840 L480 640 L580 760 L640 700 L760 840 Z" fill="#c9ced3"/>
</svg>`;
    return svgToPng(svg);
}

/** One product pictogram placed in a scene: the pictograms are drawn in a 600 x 600 box, scaled and moved here. */
export interface ScenePictogram {
    kind: ImageKind;
    /** Body colour (a catalog colour name or hex); the kind's usual colour when absent. */
    colour?: string;
    x: number;
    y: number;
    scale: number;
}

/**
 * A picture of products without words, for the home page: a hero slide's (several pictograms on the slide's colour)
 * or a category tile's (one). Headlines stay in the page's HTML, where they can be read, translated and changed.
 */
export function sceneSvg(width: number, height: number, accent: string, pictograms: ScenePictogram[]): string {
    const drawn = pictograms.map(item => {
        const body = colourForName(item.colour) ?? item.colour ?? DEFAULT_BODY[item.kind] ?? darken(accent, 0.1);
        const draw = PICTOGRAMS[item.kind] ?? PICTOGRAMS.accessory;
        return `<g transform="translate(${item.x} ${item.y}) scale(${item.scale})">${draw(palette(body, accent))}</g>`;
    });
    const radius = Math.round(Math.min(width, height) * 0.46);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stop-color="${lighten(accent, 0.86)}"/>
            <stop offset="1" stop-color="${lighten(accent, 0.55)}"/>
        </linearGradient>
        <linearGradient id="scr" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stop-color="#1c2b3f"/>
            <stop offset="1" stop-color="${darken(accent, 0.25)}"/>
        </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="${width * 0.12}" cy="${height * 0.85}" r="${radius * 0.5}" fill="${lighten(accent, 0.35)}" fill-opacity="0.35"/>
    <circle cx="${width * 0.9}" cy="${height * 0.12}" r="${radius * 0.35}" fill="${lighten(accent, 0.35)}" fill-opacity="0.35"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${radius}" fill="#ffffff" fill-opacity="0.6"/>
    ${drawn.join('\n    ')}
</svg>`;
}

export async function renderScene(
    width: number,
    height: number,
    accent: string,
    pictograms: ScenePictogram[],
): Promise<Buffer> {
    return svgToPng(sceneSvg(width, height, accent, pictograms));
}
