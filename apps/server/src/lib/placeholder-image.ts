/** The picture shown for a product without one: a file at a fixed path of the asset server (/assets/placeholder.png). */
import fs from 'node:fs/promises';
import path from 'node:path';

import { renderPlaceholder } from '../seed/catalog/images';

export const PLACEHOLDER_FILE = 'placeholder.png';

export async function ensurePlaceholderImage(assetUploadDir: string): Promise<string> {
    const target = path.join(assetUploadDir, PLACEHOLDER_FILE);
    const exists = await fs.stat(target).then(
        () => true,
        () => false,
    );
    if (!exists) {
        await fs.mkdir(assetUploadDir, { recursive: true });
        await fs.writeFile(target, await renderPlaceholder());
    }
    return target;
}
