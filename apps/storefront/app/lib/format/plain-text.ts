// Staff-written HTML as plain text, for meta descriptions and link previews.

export const META_DESCRIPTION_LENGTH = 155;

const NAMED_ENTITIES: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    egrave: 'è',
    eacute: 'é',
    agrave: 'à',
    igrave: 'ì',
    ograve: 'ò',
    ugrave: 'ù',
    euro: '€',
};

/** Staff HTML as plain text: tags become spaces, entities characters, runs of white space one space. */
export function plainText(html: string): string {
    return html
        .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
            if (body[0] === '#') {
                const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1));
                return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
            }
            return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
        })
        .replace(/\s+/g, ' ')
        .trim();
}

/** The first ~155 characters of the text, cut at a word with an ellipsis when longer. */
export function metaDescription(html: string, max = META_DESCRIPTION_LENGTH): string {
    const text = plainText(html);
    if (text.length <= max) return text;
    const cut = text.slice(0, max - 1);
    const lastSpace = cut.lastIndexOf(' ');
    return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
