// Loads the page's JavaScript after its first paint (decision 008). React Router hoists one modulepreload link per
// chunk into <head> and ends <body> with an inline module script that imports them; on a slow connection those
// ~140 KB compete with the HTML, the stylesheet and the first product pictures, though none of them is needed to
// show the page. This rewrite drops the preload links and turns the module script into a small classic script that
// waits until the pictures marked fetchpriority="high" have arrived (at most MAX_WAIT_MS) and the browser has
// reported its first contentful paint (or half a second has passed), then adds the same preload links and runs the
// same module. Forms and links work before that without JavaScript.
import { Transform, type TransformCallback } from 'node:stream';
import { remembering } from '~/lib/cache/remembering';

/** The longest hydration waits for the pictures above the fold. */
export const MAX_WAIT_MS = 2000;

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
/** Longer than the opening tag with a nonce of any length we make (bytes; the tag is ASCII). */
const OPEN_TAG_MAX = 120;

/** Removes the modulepreload links from the document head, returning the head and the chunks they named. */
export function extractModulePreloads(head: string): { head: string; hrefs: string[] } {
    const hrefs: string[] = [];
    const rewritten = head.replace(PRELOAD_LINK, (_tag, href: string) => {
        hrefs.push(href);
        return '';
    });
    return { head: rewritten, hrefs };
}

/** JSON that may sit inside an inline script: no way to close the element or open a comment. */
function scriptSafeJson(value: unknown): string {
    return JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}

// Runs in the browser as written (no build step): plain ES5 so every browser that runs the module can run it.
const BOOT = `(function(hrefs,code){
var nonce=document.currentScript.nonce,started=false,waiting,ready=false;
function start(){if(started)return;started=true;
for(var i=0;i<hrefs.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=hrefs[i];l.nonce=nonce;document.head.appendChild(l);}
var s=document.createElement('script');s.type='module';s.nonce=nonce;s.textContent=code;document.head.appendChild(s);}
function afterPaint(){if(ready)return;ready=true;setTimeout(start,500);
var painted=function(){return performance.getEntriesByName('first-contentful-paint').length>0;};
var next=function(){requestAnimationFrame(function(){setTimeout(start,0);});};
if(!window.PerformanceObserver||painted())return next();
try{var seen=new PerformanceObserver(function(){if(painted()){seen.disconnect();next();}});seen.observe({type:'paint',buffered:true});}catch(e){next();}}
var pictures=[].filter.call(document.images,function(img){return img.getAttribute('fetchpriority')==='high'&&!img.complete;});
waiting=pictures.length;
if(!waiting)afterPaint();
pictures.forEach(function(img){function done(){if(--waiting===0)afterPaint();}img.addEventListener('load',done,{once:true});img.addEventListener('error',done,{once:true});});
setTimeout(afterPaint,${MAX_WAIT_MS});
})`;

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});\n/;

/**
 * React Router writes the page's route manifest into the module script as indented JSON, about 40 % spaces and line
 * breaks: the same object on one line. Anything unexpected is left as written.
 */
export function compactManifest(code: string): string {
    const match = MANIFEST.exec(code);
    if (!match) return code;
    const compact = compactJson(match[2] as string);
    if (compact === null) return code;
    return code.slice(0, match.index) + `${match[1]}${compact};\n` + code.slice(match.index + match[0].length);
}

/** The manifests written, compacted: every page of a route writes the same one, so each is parsed once. */
const compactJson = remembering((json: string): string | null => {
    try {
        return JSON.stringify(JSON.parse(json));
    } catch {
        return null;
    }
}, 500);

/** The classic script that replaces React Router's module script, or null when the markup is not the expected one. */
export function deferModuleScript(html: string, hrefs: string[]): string | null {
    const match = MODULE_SCRIPT.exec(html);
    if (!match) return null;
    const [tag, nonce, written = ''] = match;
    const code = compactManifest(written);
    const boot = `<script nonce="${nonce}">${BOOT}(${scriptSafeJson(hrefs)},${scriptSafeJson(code)})</script>`;
    return html.slice(0, match.index) + boot + html.slice(match.index + tag.length);
}

/** Reads back what a rewritten document's boot script carries (for checks of the served HTML). */
export function readBootArguments(html: string): { hrefs: string[]; code: string } {
    const match = /\}\)\((\[[^\]]*\]),("(?:[^"\\]|\\.)*")\)<\/script>/.exec(html);
    if (!match) throw new Error('The document has no boot script');
    return { hrefs: JSON.parse(match[1] as string) as string[], code: JSON.parse(match[2] as string) as string };
}

const HEAD_END = Buffer.from('</head>');
const SCRIPT_OPEN = Buffer.from('<script nonce="');
/** What follows the nonce in React Router's module script, and in no other element it writes. */
const MODULE_SCRIPT_REST = Buffer.from('" type="module" async="">');
const SCRIPT_CLOSE = Buffer.from('</script>');
const QUOTE = 0x22;

/**
 * A streaming rewrite of the server-rendered document: holds back only the head (until </head>) and the module
 * script (until its </script>); everything else passes through as it comes. A document without the expected markup
 * passes unchanged, so at worst the page loads its scripts the usual way.
 *
 * It works on the bytes React wrote: the tags it looks for are ASCII, so a cut before one never splits a character,
 * and only the head and the module script are read as text. The rest of the page is never decoded and encoded again,
 * which cost about a twentieth of a rendered page's time.
 *
 * React writes a page in pieces of at most 4 KB and calls `flush()` on its destination once it has written what is
 * ready. The pieces are held until then and passed on as one: every piece costs its way through the streams behind
 * this one (the response, its compression), about a tenth of a rendered page's time when they went one by one.
 */
export function createDeferredHydrationTransform(): Transform & { flush(): void } {
    let state: 'head' | 'body' | 'done' = 'head';
    let pending: Buffer = Buffer.alloc(0);
    let hrefs: string[] = [];
    let held: Buffer[] = [];

    /** Removes and returns the first n bytes held back. */
    function take(n: number): Buffer {
        const head = pending.subarray(0, n);
        pending = pending.subarray(n);
        return head;
    }

    /** Where the module script's opening tag starts, or -1 while it has not come (or is not there). */
    function moduleScriptStart(): number {
        const rest = pending.indexOf(MODULE_SCRIPT_REST);
        if (rest === -1) return -1;
        const start = pending.lastIndexOf(SCRIPT_OPEN, rest);
        const nonce = start === -1 ? -1 : pending.indexOf(QUOTE, start + SCRIPT_OPEN.length);
        // Not the tag React Router writes: leave the document as it is.
        if (nonce !== rest) state = 'done';
        return nonce === rest ? start : -1;
    }

    function process(bytes: Buffer, final: boolean): Buffer[] {
        pending = pending.length ? Buffer.concat([pending, bytes]) : bytes;
        const out: Buffer[] = [];
        if (state === 'head') {
            const end = pending.indexOf(HEAD_END);
            if (end === -1) return final ? [take(pending.length)] : [];
            const extracted = extractModulePreloads(take(end).toString('utf8'));
            hrefs = extracted.hrefs;
            out.push(Buffer.from(extracted.head));
            // Nothing was removed: leave the document as it is.
            state = hrefs.length ? 'body' : 'done';
        }
        if (state === 'body') {
            const start = moduleScriptStart();
            if (start === -1 && state === 'body') {
                // The opening tag may be split across pieces: keep a tail as long as it.
                out.push(take(final ? pending.length : Math.max(0, pending.length - OPEN_TAG_MAX)));
                return out;
            }
            if (start !== -1) {
                out.push(take(start));
                const close = pending.indexOf(SCRIPT_CLOSE);
                if (close === -1) {
                    if (final) out.push(take(pending.length));
                    return out;
                }
                const script = take(close + SCRIPT_CLOSE.length).toString('utf8');
                out.push(Buffer.from(deferModuleScript(script, hrefs) ?? script));
                state = 'done';
            }
        }
        out.push(take(pending.length));
        return out;
    }

    /** The bytes held since the last flush, as one piece. */
    function heldBytes(): Buffer {
        const pieces = held;
        held = [];
        return pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces);
    }

    /** One piece of what `process` gave, or nothing when it gave no bytes. */
    function joined(pieces: Buffer[]): Buffer | undefined {
        const bytes = pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces);
        return bytes.length ? bytes : undefined;
    }

    const transform = new Transform({
        transform(chunk: Buffer, _encoding, callback: TransformCallback) {
            held.push(chunk);
            callback();
        },
        flush(callback: TransformCallback) {
            callback(null, joined(process(heldBytes(), true)));
        },
    });
    return Object.assign(transform, {
        flush() {
            if (!held.length) return;
            const bytes = joined(process(heldBytes(), false));
            if (bytes) transform.push(bytes);
        },
    });
}
