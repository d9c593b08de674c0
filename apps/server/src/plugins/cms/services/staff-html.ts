/**
 * Staff HTML (content pages' body) cleaned before it is stored: the storefront renders it as it is, so what is saved is
 * what shoppers' browsers run. An allow-list of shop content, enforced by sanitize-html.
 */
import sanitizeHtml from 'sanitize-html';

/**
 * Pictures come from the shop's own asset server only (the storefront serves /assets/ on its own origin), with its
 * preset query if any; no `..` that a browser would resolve to another path.
 */
const OWN_ASSET_PATH = /^\/assets\/(?!.*\.\.)[\w./-]+(?:\?[\w=&.-]*)?$/;

const OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: [
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'p',
        'br',
        'hr',
        'blockquote',
        'ul',
        'ol',
        'li',
        'a',
        'img',
        'figure',
        'figcaption',
        'table',
        'caption',
        'thead',
        'tbody',
        'tfoot',
        'tr',
        'th',
        'td',
        'strong',
        'em',
        'b',
        'i',
        'u',
        's',
        'small',
        'sub',
        'sup',
        'span',
    ],
    allowedAttributes: {
        a: ['href', 'title', 'target', 'rel'],
        img: ['src', 'alt', 'title', 'width', 'height'],
        ol: ['start'],
        th: ['colspan', 'rowspan', 'scope'],
        td: ['colspan', 'rowspan'],
    },
    // Links: the web, mail and phone; paths inside the shop stay relative. No javascript:, data: or vbscript:.
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    // script, style, textarea and friends go with their text; other refused tags keep their text.
    disallowedTagsMode: 'discard',
    exclusiveFilter: frame => frame.tag === 'img' && !OWN_ASSET_PATH.test(frame.attribs.src ?? ''),
    transformTags: {
        a: (tagName, attribs) => {
            const { target, rel, ...rest } = attribs;
            // A page opened in a new tab must not reach back to the shop's window (window.opener).
            if (target === '_blank') {
                return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
            }
            return { tagName, attribs: rel ? { ...rest, rel } : rest };
        },
    },
};

export function sanitizeStaffHtml(html: string): string {
    return sanitizeHtml(html, OPTIONS);
}
