/**
 * A picture staff upload over the admin API has its AVIF gallery widths encoded before a shopper asks for them
 * (decision 054): once the warm-up is idle, the asset server's cache holds one AVIF per width, and a shopper's request
 * for one is answered from it. A picture an import makes (the demo seed) is left to its first request: were it warmed,
 * a first start would spend minutes encoding the whole catalog.
 */
import fs from 'node:fs';
import path from 'node:path';

import { GALLERY_WIDTHS } from '@shop/rules';
import { AssetService } from '@vendure/core';
import gql from 'graphql-tag';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { superadminContext } from '../../../seed/seed-context';
import { avifGalleryUrls, PictureWarmUpService } from '../services/picture-warm-up.service';

const PORT = testPort(4197);
const SERVER = `http://localhost:${PORT}`;

const CREATE_ASSETS = gql`
    mutation CreateAssets($input: [CreateAssetInput!]!) {
        createAssets(input: $input) {
            __typename
            ... on Asset {
                id
                source
                type
            }
            ... on ErrorResult {
                message
            }
        }
    }
`;

describe('pictures warmed on upload', () => {
    const env = createShopTestEnvironment({ port: PORT, assetServer: true });
    let uploadDir: string;

    beforeAll(async () => {
        await env.init();
        await env.adminClient.asSuperAdmin();
        uploadDir = path.join(env.dataDir, 'upload');
        fs.mkdirSync(uploadDir, { recursive: true });
    });

    afterAll(async () => {
        await env.destroy();
    });

    async function picture(name: string, background: string) {
        const file = path.join(uploadDir, name);
        await sharp({ create: { width: 1080, height: 1340, channels: 3, background } })
            .png()
            .toFile(file);
        return file;
    }

    /** The AVIF files in the asset server's cache made from the picture at `source`. */
    function cachedAvif(source: string): string[] {
        const dir = path.join(env.dataDir, 'assets', 'cache', path.dirname(source));
        const stem = path.basename(source, path.extname(source));
        return fs.existsSync(dir) ? fs.readdirSync(dir).filter(f => f.startsWith(stem) && f.endsWith('.avif')) : [];
    }

    /** Uploads a picture as the dashboard does, and waits until its widths have been warmed. */
    async function upload(file: string): Promise<string> {
        const { createAssets } = await env.adminClient.fileUploadMutation({
            mutation: CREATE_ASSETS,
            filePaths: [file],
            mapVariables: () => ({ input: [{ file: null }] }),
        });
        expect(createAssets[0]).toMatchObject({ __typename: 'Asset', type: 'IMAGE' });
        // The API gives the asset's public address (relative by default); the asset's own path follows its route.
        const source = new URL(createAssets[0].source as string, 'http://127.0.0.1').pathname.replace(
            /^\/assets\//,
            '',
        );
        await vi.waitFor(
            async () => {
                await env.server.app.get(PictureWarmUpService).idle();
                expect(cachedAvif(source)).toHaveLength(GALLERY_WIDTHS.length);
            },
            { timeout: 30_000, interval: 200 },
        );
        return source;
    }

    it('encodes every AVIF gallery width of a picture uploaded over the admin API', async () => {
        const source = await upload(await picture('lavatrice-nuova.png', '#1d4ed8'));

        // The storefront's address for the 720 px AVIF is answered from the cache: nothing new is encoded.
        const [, , url720] = avifGalleryUrls(SERVER, source);
        const response = await fetch(url720, { signal: AbortSignal.timeout(20_000) });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/avif');
        expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(720);
        expect(cachedAvif(source)).toHaveLength(GALLERY_WIDTHS.length);
    });

    it('leaves a picture an import makes to its first request', async () => {
        const file = await picture('importata.png', '#15803d');
        const ctx = await superadminContext(env.server.app);
        const asset = await env.server.app.get(AssetService).createFromFileStream(fs.createReadStream(file), ctx);
        if (!('source' in asset)) throw new Error(`no asset: ${asset.message}`);

        // Pictures are warmed in the order they come: once an upload after it is warm, the import's turn has passed.
        await upload(await picture('caricata-dopo.png', '#a16207'));
        expect(cachedAvif(asset.source)).toEqual([]);
    });

    it('asks for exactly the widths, sizes and format the storefront offers', () => {
        expect(avifGalleryUrls('http://127.0.0.1:3000', 'source/0a/lavatrice.png')).toEqual([
            'http://127.0.0.1:3000/assets/source/0a/lavatrice.png?w=360&h=447&mode=resize&format=avif',
            'http://127.0.0.1:3000/assets/source/0a/lavatrice.png?w=540&h=670&mode=resize&format=avif',
            'http://127.0.0.1:3000/assets/source/0a/lavatrice.png?w=720&h=893&mode=resize&format=avif',
            'http://127.0.0.1:3000/assets/source/0a/lavatrice.png?w=900&h=1117&mode=resize&format=avif',
            'http://127.0.0.1:3000/assets/source/0a/lavatrice.png?w=1080&h=1340&mode=resize&format=avif',
        ]);
    });
});
