import { describe, expect, it } from 'vitest';
import { createNonce, securityHeaders, staticAssetHeaders } from '~/lib/http/security-headers';

describe('securityHeaders', () => {
    it('trusts inline scripts only through the nonce', () => {
        const headers = securityHeaders({ nonce: 'abc123', production: false });
        const csp = headers['Content-Security-Policy'];
        expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(headers['X-Content-Type-Options']).toBe('nosniff');
        expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    });

    it('sends HSTS only in production', () => {
        expect(securityHeaders({ nonce: 'n', production: false })['Strict-Transport-Security']).toBeUndefined();
        expect(securityHeaders({ nonce: 'n', production: true })['Strict-Transport-Security']).toMatch(
            /max-age=31536000/,
        );
    });

    it('makes a fresh unguessable nonce each time', () => {
        const nonces = new Set(Array.from({ length: 50 }, createNonce));
        expect(nonces.size).toBe(50);
        for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    });
});

describe('staticAssetHeaders', () => {
    it('keeps what applies to scripts and leaves document-only policies out', () => {
        const headers = staticAssetHeaders({ production: true });
        expect(headers).toEqual({
            'X-Content-Type-Options': 'nosniff',
            'Cross-Origin-Resource-Policy': 'same-origin',
            'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        });
        expect(staticAssetHeaders({ production: false })['Strict-Transport-Security']).toBeUndefined();
    });
});
