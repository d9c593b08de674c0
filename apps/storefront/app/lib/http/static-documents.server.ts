// Documents the HTTP server makes from the message catalogs: the offline page, the short page of a refused request,
// and the web app manifest.
import { translator } from '~/lib/i18n/i18n';

const THEME_COLOR = '#D41025';

function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, ch => `&#${ch.charCodeAt(0)};`);
}

/** The page the service worker shows for a navigation when neither network nor cache can answer. */
export function offlinePage(language: string): string {
    const t = translator(language);
    return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escapeHtml(t('offline.title'))} | ${escapeHtml(t('site.title'))}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fafafa;color:#171717}main{text-align:center;padding:2rem}h1{color:${THEME_COLOR}}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;background:${THEME_COLOR};color:#fff;border-radius:.25rem;text-decoration:none;font-weight:600}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('offline.title'))}</h1>
<p>${escapeHtml(t('offline.text'))}</p>
<a href="/it">${escapeHtml(t('offline.retry'))}</a>
</main>
</body>
</html>
`;
}

/** Why the HTTP server answered a request itself, before React Router: a key of `error.reasons`. */
export type RefusalReason = 'badHost' | 'uriTooLong' | 'tooLarge' | 'timeout';

/** The short page of a request the HTTP server refused or gave up on: no layout, no commerce data, no scripts. */
export function refusalPage(language: string, status: number, reason: RefusalReason): string {
    const t = translator(language);
    return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('error.oops'))} | ${escapeHtml(t('site.title'))}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fafafa;color:#171717}main{text-align:center;padding:2rem}h1{color:${THEME_COLOR}}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;background:${THEME_COLOR};color:#fff;border-radius:.25rem;text-decoration:none;font-weight:600}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('error.oops'))}</h1>
<p>${escapeHtml(t(`error.reasons.${reason}`))}</p>
<p>${escapeHtml(t('error.status', { status }))}</p>
<a href="/it">${escapeHtml(t('error.home'))}</a>
</main>
</body>
</html>
`;
}

export function webManifest(language: string): string {
    const t = translator(language);
    return JSON.stringify({
        name: t('site.name'),
        short_name: t('site.title'),
        description: t('site.description'),
        lang: language,
        start_url: `/${language}`,
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
}
