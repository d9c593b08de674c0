// A TLS front that speaks HTTP/2 to the browser and HTTP/1.1 to the storefront behind it, as a production deployment's
// proxy or CDN does: for measuring pages as shoppers get them there. Browsers speak HTTP/2 only over TLS, so the
// storefront on plain loopback HTTP is measured over HTTP/1.1 otherwise. The certificate is a throwaway self-signed
// one for 127.0.0.1 (made with openssl): the browser must be started with --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids (RFC 9113 §8.2.2), and HTTP/2's pseudo-headers.
const hopByHop = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'transfer-encoding',
    'upgrade',
    'http2-settings',
]);
const forwardable = headers =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)));

/** A key and a certificate for 127.0.0.1, valid for a day, in a new temporary folder. */
function selfSignedCertificate() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h2-front-'));
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
    execFileSync('openssl', ['req', '-x509', ...ec, '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', cert], {
        stdio: 'ignore',
    });
    return { dir, key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** Listens on `port` over TLS (HTTP/2, and HTTP/1.1 for clients without it) and forwards to `targetPort`. */
export async function startH2Front({ port, targetPort }) {
    const { dir, key, cert } = selfSignedCertificate();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
        // The storefront answers for its own public address (PUBLIC_URL), as behind a proxy that keeps the Host.
        const headers = { ...forwardable(req.headers), host: `127.0.0.1:${targetPort}`, 'x-forwarded-proto': 'https' };
        const upstream = http.request(
            { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers, agent },
            answer => {
                res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
                answer.pipe(res);
            },
        );
        upstream.on('error', () => {
            if (!res.headersSent) res.writeHead(502);
            res.end();
        });
        req.pipe(upstream);
    });
    const sessions = new Set();
    server.on('session', session => {
        sessions.add(session);
        session.on('close', () => sessions.delete(session));
    });
    await new Promise(resolve => server.listen(port, '127.0.0.1', resolve));
    return {
        origin: `https://127.0.0.1:${port}`,
        close: () =>
            new Promise(resolve => {
                server.close(() => resolve());
                for (const session of sessions) session.destroy();
                agent.destroy();
                fs.rmSync(dir, { recursive: true, force: true });
            }),
    };
}
