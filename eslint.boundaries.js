import path from 'node:path';

/**
 * Which folder may not import which (docs/product/architecture.md). A path is from the repository's
 * root, without extension; `*` stands for one folder name, and in `disallow` for any other folder
 * than the one it stood for in `from` (a feature may import itself, not another feature). An entry
 * not starting with `src/` is a package. `except` lists folders inside `from` that the entry does
 * not hold for; `names`, when given, are the only exports of the disallowed modules it forbids (a
 * namespace import or `export *` takes them all, so it counts too).
 */
export const BOUNDARIES = [
  { from: 'src/shared', disallow: ['src/client', 'src/server'], message: 'src/shared is used by client and server alike: it imports neither.' },
  { from: 'src/client', disallow: ['src/server'], message: 'The client never imports the server: share it through src/shared.' },
  { from: 'src/server', disallow: ['src/client'], message: 'The server never imports the client: share it through src/shared.' },
  {
    from: 'src/client/components/ui',
    disallow: ['src/client/features'],
    message: 'UI components know no feature: pass what they show as props.',
  },
  {
    from: 'src/client/features/*',
    disallow: ['src/client/features/*'],
    message: 'A feature never imports another feature: move what both need to src/client/lib, src/client/components or src/shared.',
  },
  {
    from: 'src/server/routes',
    disallow: [
      'src/server/db/client',
      'src/server/db/schema',
      'src/server/db/schema-auth',
      'src/server/db/schema-bookings',
      'src/server/db/schema-messages',
      'src/server/db/schema-shop',
      'src/server/db/schema-shops',
      'src/server/db/shop-owned',
      'drizzle-orm',
    ],
    message: 'Routes never touch the database: ask a function in src/server/services.',
  },
  {
    from: 'src/server',
    except: ['src/server/data', 'src/server/db', 'src/server/routes'],
    disallow: ['src/server/db/schema', 'src/server/db/schema-auth', 'drizzle-orm'],
    message: 'Queries live in src/server/data: call a function there, or add one.',
  },
];

const ROOT = import.meta.dirname;

/** The folder `pattern` names that holds `file` (its `*` filled in), or null when it holds none. */
function folderOf(pattern, file) {
  const parts = pattern.split('/');
  const fileParts = file.split('/');
  if (fileParts.length < parts.length) return null;
  for (const [index, part] of parts.entries()) {
    if (part !== '*' && part !== fileParts[index]) return null;
  }
  return fileParts.slice(0, parts.length).join('/');
}

/** Where an import leads: a repository path without extension, or the package's specifier. */
function target(specifier, filename) {
  if (!specifier.startsWith('.')) return { pkg: specifier };
  const resolved = path.relative(ROOT, path.resolve(path.dirname(filename), specifier)).split(path.sep).join('/');
  return { file: resolved.replace(/\.(js|jsx|ts|tsx)$/, '') };
}

function breaks(entry, from, to) {
  return entry.disallow.some((disallowed) => {
    if (!disallowed.startsWith('src/')) return to.pkg !== undefined && (to.pkg === disallowed || to.pkg.startsWith(`${disallowed}/`));
    if (to.file === undefined) return false;
    const folder = folderOf(disallowed, to.file);
    return folder !== null && (!disallowed.includes('*') || folder !== from);
  });
}

/** The names an import or re-export takes from its module; null when it takes all of them. */
function importedNames(node) {
  if (node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration') return null;
  const names = [];
  for (const specifier of node.specifiers ?? []) {
    if (specifier.type === 'ImportNamespaceSpecifier') return null;
    if (specifier.type === 'ImportDefaultSpecifier') names.push('default');
    else if (specifier.type === 'ImportSpecifier') names.push(specifier.imported.name ?? specifier.imported.value);
    else if (specifier.type === 'ExportSpecifier') names.push(specifier.local.name ?? specifier.local.value);
  }
  return names;
}

function takesNamed(entry, node) {
  if (entry.names === undefined) return true;
  const names = importedNames(node);
  return names === null || names.some((name) => entry.names.includes(name));
}

const excepted = (entry, file) => (entry.except ?? []).some((folder) => folderOf(folder, file) !== null);

/** Reports an import that crosses one of BOUNDARIES; the rule's option is that table. */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the boundaries between folders' },
    schema: [{ type: 'array' }],
  },
  create(context) {
    const table = context.options[0] ?? [];
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const entries = table
      .map((entry) => ({ entry, from: folderOf(entry.from, file) }))
      .filter(({ entry, from }) => from !== null && !excepted(entry, file));
    if (entries.length === 0) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = target(source.value, context.filename);
      for (const { entry, from } of entries) {
        if (breaks(entry, from, to) && takesNamed(entry, node)) context.report({ node: source, message: `'${source.value}': ${entry.message}` });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const chairPlugin = { meta: { name: 'chair' }, rules: { boundaries } };
