import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIR = fileURLToPath(new URL('../../src/client/', import.meta.url));

/** Every source file under src/client (tests excluded), as paths relative to it, sorted. */
export function clientSourceFiles(): string[] {
  return readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** A catalogue's English file (`texts.ts`, `texts-<part>.ts`); its Hindi is beside it as `.hi.ts`. */
export const isEnglishCatalogueFile = (file: string): boolean => /(^|\/)texts(-[a-z0-9-]+)?\.ts$/.test(file);
export const isCatalogueFile = (file: string): boolean => /(^|\/)texts(-[a-z0-9-]+)?(\.hi)?\.ts$/.test(file);
