// Loads the page's JavaScript after its first paint (decision 008). React Router hoists one modulepreload link per
// chunk into <head> and ends <body> with an inline module script that imports them; on a slow connection those
// ~140 KB compete with the HTML, the stylesheet and the first product pictures, though none of them is needed to
// show the page. This rewrite drops the preload links and turns the module script into a small classic script that
// waits until the pictures marked fetchpriority="high" have arrived (at most MAX_WAIT_MS) and the browser has
// reported its first contentful paint (or half a second has passed), then adds the same preload links and runs the
// same module. Forms and links work before that without JavaScript.
import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

/** The longest hydration waits for the pictures above the fold. */
export const MAX_WAIT_MS = 2000;

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_OPEN = /<script nonce="[^"]*" type="module" async="">/;
/** Longer than the opening tag with a nonce of any length we make. */
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
    try {
        const compact = JSON.stringify(JSON.parse(match[2] as string));
        return code.slice(0, match.index) + `${match[1]}${compact};\n` + code.slice(match.index + match[0].length);
    } catch {
        return code;
    }
}

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

/**
 * A streaming rewrite of the server-rendered document: holds back only the head (until </head>) and the module
 * script (until its </script>); everything else passes through as it comes. A document without the expected markup
 * passes unchanged, so at worst the page loads its scripts the usual way.
 *
 * React writes a page in pieces of at most 4 KB and calls `flush()` on its destination once it has written what is
 * ready. The pieces are held until then and passed on as one: every piece costs its way through the streams behind
 * this one (the response, its compression), about a tenth of a rendered page's time when they went one by one.
 */
export function createDeferredHydrationTransform(): Transform & { flush(): void } {
    const decoder = new StringDecoder('utf8');
    let state: 'head' | 'body' | 'done' = 'head';
    let pending = '';
    let hrefs: string[] = [];
    let held: Buffer[] = [];

    function process(text: string, final: boolean): string {
        pending += text;
        let out = '';
        if (state === 'head') {
            const end = pending.indexOf('</head>');
            if (end === -1) return final ? take(pending.length) : '';
            const extracted = extractModulePreloads(pending.slice(0, end));
            hrefs = extracted.hrefs;
            out += extracted.head;
            pending = pending.slice(end);
            // Nothing was removed: leave the document as it is.
            state = hrefs.length ? 'body' : 'done';
        }
        if (state === 'body') {
            const scriptStart = pending.search(MODULE_SCRIPT_OPEN);
            if (scriptStart === -1) {
                // The opening tag may be split across chunks: keep a tail as long as it.
                return out + take(final ? pending.length : Math.max(0, pending.length - OPEN_TAG_MAX));
            }
            out += take(scriptStart);
            const close = pending.indexOf('</script>');
            if (close === -1) return out + (final ? take(pending.length) : '');
            const script = take(close + '</script>'.length);
            out += deferModuleScript(script, hrefs) ?? script;
            state = 'done';
        }
        return out + take(pending.length);
    }

    /** Removes and returns the first n characters held back. */
    function take(n: number): string {
        const head = pending.slice(0, n);
        pending = pending.slice(n);
        return head;
    }

    /** The pieces held since the last flush, as text (a character split across pieces waits for the rest). */
    function heldText(): string {
        const pieces = held;
        held = [];
        return pieces.length === 1 ? decoder.write(pieces[0] as Buffer) : decoder.write(Buffer.concat(pieces));
    }

    const transform = new Transform({
        transform(chunk: Buffer, _encoding, callback: TransformCallback) {
            held.push(chunk);
            callback();
        },
        flush(callback: TransformCallback) {
            const text = process(heldText() + decoder.end(), true);
            callback(null, text || undefined);
        },
    });
    return Object.assign(transform, {
        flush() {
            if (!held.length) return;
            const text = process(heldText(), false);
            if (text) transform.push(text);
        },
    });
}
