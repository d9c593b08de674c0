// The email templates are Handlebars/MJML files that tsc does not emit: the build copies them beside the compiled
// plugin, replacing the previous copy so a template removed from src does not linger in dist.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(serverDir, 'src/plugins/email/templates');
const to = path.join(serverDir, 'dist/plugins/email/templates');
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
