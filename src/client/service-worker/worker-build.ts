import { isPrecacheable } from './fetch-rules.js';

/**
 * What the build writes into the service worker (vite-service-worker.ts): the files to keep at
 * install, every file of this build under /assets/, and what the offline page links to. A new
 * build changes these, so its worker differs from the last one by at least a byte: that is how a
 * browser notices a new version.
 */
export interface WorkerBuild {
  /** Fetched and kept at install; a revision for files whose name does not change with them. */
  precache: { url: string; revision: string | null }[];
  /** Every file of this build under /assets/: cached copies of any other are deleted. */
  assets: string[];
  /** The app's stylesheets, for the offline page. */
  stylesheets: string[];
  /** The app's icon, for the offline page. */
  icon: string;
}

/** One file of the client build, as the bundler describes it. */
export interface BuildOutput {
  /** Relative to the build folder: `assets/index-Ab12.js`. */
  fileName: string;
  /** The page's entry script, another script, or any other file (stylesheet, font, image). */
  kind: 'entry' | 'chunk' | 'asset';
  /** A script's static imports, by file name. */
  imports?: readonly string[];
}

/** The icon the offline page shows (public/icons/, drawn by scripts/generate-icons.js). */
export const OFFLINE_ICON = '/icons/icon-192.png';

/**
 * Files of public/ kept at install: the offline page's icon. Not the web app manifest: each shop
 * has its own, from the server (docs/decisions/0011-installable-app.md).
 */
export const PUBLIC_PRECACHE = [OFFLINE_ICON] as const;

const url = (fileName: string) => `/${fileName}`;

/** The entry scripts and everything they import statically: what every page loads first. */
function shellScripts(outputs: readonly BuildOutput[]): Set<string> {
  const byName = new Map(outputs.map((output) => [output.fileName, output]));
  const shell = new Set<string>();
  const visit = (fileName: string) => {
    if (shell.has(fileName)) return;
    shell.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const output of outputs) if (output.kind === 'entry') visit(output.fileName);
  return shell;
}

/**
 * The worker's view of a build. Kept at install: the app shell (the entry script and its static
 * imports, the stylesheets, the fonts) and the public files named in PUBLIC_PRECACHE with their
 * content revisions. The pages' own scripts are cached when first used, not fetched ahead:
 * a customer's phone never downloads the dashboards.
 */
export function workerBuild(outputs: readonly BuildOutput[], publicRevisions: Readonly<Record<string, string>>): WorkerBuild {
  const files = outputs.filter((output) => output.fileName.startsWith('assets/'));
  const shell = shellScripts(files);
  const stylesheets = files.filter((output) => output.fileName.endsWith('.css')).map((output) => url(output.fileName));
  const fonts = files.filter((output) => output.fileName.endsWith('.woff2')).map((output) => url(output.fileName));
  const hashed = [...[...shell].map(url), ...stylesheets, ...fonts].map((file) => ({ url: file, revision: null }));
  const unhashed = PUBLIC_PRECACHE.map((file) => {
    const revision = publicRevisions[file];
    if (!revision) throw new Error(`public${file} is missing: the service worker keeps it for offline use`);
    return { url: file, revision };
  });
  const precache = [...hashed, ...unhashed];
  const refused = precache.find((entry) => !isPrecacheable(entry.url));
  if (refused) throw new Error(`${refused.url} must never be kept by the service worker`);
  return { precache, assets: files.map((output) => url(output.fileName)).sort(), stylesheets, icon: OFFLINE_ICON };
}
