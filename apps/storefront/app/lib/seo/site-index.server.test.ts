import { describe, expect, it } from 'vitest';
import { contentSlugsOf } from '~/lib/seo/site-index.server';

describe('contentSlugsOf', () => {
    it('keeps the shop’s own content-page links, once each, without catalog, routed, external or odd ones', () => {
        expect(
            contentSlugsOf('it', [
                '/it/chi-siamo',
                '/garanzia',
                '/chi-siamo',
                '/offerte?utm=menu#top',
                '/it/info/spedizioni',
                '/it/c/lavatrici',
                '/it/marca/samsung',
                '/c/tv-oled',
                '/it/p/SM-A556B%2FDS',
                '/it',
                '/',
                'https://recensioni.example/negozio',
                'mailto:info@negozio.test',
                'tel:+390212345678',
                '/it/Pagina_Strana',
            ]),
        ).toEqual(['chi-siamo', 'garanzia', 'info/spedizioni']);
    });
});
