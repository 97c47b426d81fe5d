import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE, CLIENT_DIR, MANIFEST_FILE } from './client-build.js';

/** One entry of Vite's build manifest (only the fields read here). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Chunk file name -> the source modules inside it (paths relative to the repository root) with
 * their rendered size before minification, which ranks what makes a chunk big.
 */
export type ChunkModules = Record<string, { id: string; bytes: number }[]>;

/** The router lazy-loads this module for `/` (docs/product/architecture.md#the-web-client: the home page's budget covers it). */
export const HOME_PAGE_MODULE = 'features/home/home-page.tsx';
/** Staff areas: their code must never be part of what a public page loads. */
export const STAFF_FOLDERS = ['src/client/features/barber/', 'src/client/features/admin/'];

export interface ClientBuild {
  manifest: Manifest;
  chunkModules: ChunkModules;
}

export async function readClientBuild(): Promise<ClientBuild> {
  if (!existsSync(MANIFEST_FILE)) throw new Error(`${MANIFEST_FILE} is missing: is build.manifest on in vite.config.ts?`);
  const manifest = JSON.parse(await readFile(MANIFEST_FILE, 'utf8')) as Manifest;
  const chunkModules = JSON.parse(await readFile(CHUNK_MODULES_FILE, 'utf8')) as ChunkModules;
  return { manifest, chunkModules };
}

/** A manifest key and every chunk it imports statically, transitively (what loads with it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The JS files `/` loads before it can show anything: the entry chunk, its static imports and,
 * once the router lazy-loads it, the home page chunk with its own static imports.
 */
export function homeEagerFiles(manifest: Manifest): { files: string[]; homeChunk: boolean } {
  const files = pageEagerFiles(manifest, HOME_PAGE_MODULE);
  return { files, homeChunk: HOME_PAGE_MODULE in manifest };
}

/** The JS files a page loads before it can show anything: the entry chunk and the page's lazy chunk, with their static imports. */
export function pageEagerFiles(manifest: Manifest, pageModule: string): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const files = staticClosure(manifest, entry[0]);
  if (pageModule in manifest) staticClosure(manifest, pageModule, files);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Chunk files holding any module of a package (`node_modules/zod/`), with those modules. */
export function packageChunks(chunkModules: ChunkModules, pkg: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, modules] of Object.entries(chunkModules)) {
    const held = modules.filter(({ id }) => id.includes(`node_modules/${pkg}/`)).map(({ id }) => id);
    if (held.length > 0) found.set(file, held);
  }
  return found;
}

/** Chunk files holding any staff-area module, with those modules. */
export function staffChunks(chunkModules: ChunkModules): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, modules] of Object.entries(chunkModules)) {
    const staff = modules.filter(({ id }) => STAFF_FOLDERS.some((folder) => id.startsWith(folder))).map(({ id }) => id);
    if (staff.length > 0) found.set(file, staff);
  }
  return found;
}

/** Gzipped size in bytes at zlib's default level, which is what a typical server sends. */
export async function gzippedSize(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(CLIENT_DIR, file))).length;
}

/** The package (`node_modules/@scope/name`) or source file a module belongs to. */
function owner(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return match?.[1] ?? id;
}

/** The biggest packages and source files in these chunks, to show where a budget goes. */
export function largestParts(files: string[], chunkModules: ChunkModules, count = 10): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const file of files) {
    for (const { id, bytes } of chunkModules[file] ?? []) totals.set(owner(id), (totals.get(owner(id)) ?? 0) + bytes);
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes).slice(0, count);
}
