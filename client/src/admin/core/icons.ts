import { type IconName, type IconPathsLoader, Icons, IconSize } from '@blueprintjs/icons';
import { ICON_PATHS } from 'virtual:admin-icons';

/**
 * Blueprint icons as SVG paths, only the ones the admin names (found in its
 * source at build time by scripts/admin-icons.mjs). No icon font is loaded.
 * Anything else still shows, through Blueprint's own loader (its 300 KB
 * per-size set), with an error saying why it was not bundled.
 */
const loadBundledPaths: IconPathsLoader = async (name, size) => {
  const paths = ICON_PATHS[size < IconSize.LARGE ? 16 : 20][name];
  if (paths) return paths;
  console.error(
    `[admin] Icon '${name}' is not bundled (scripts/admin-icons.mjs finds names written as string literals); loading Blueprint's full set.`,
  );
  await Icons.load(name, size, { loader: 'split-by-size' });
  return Icons.getPaths(name, size) ?? [];
};

Icons.setLoaderOptions({ loader: loadBundledPaths });

// Registered while this module loads: the loader answers from memory, so this
// settles in a few microtasks, before React renders the first screen, and every
// <Icon> finds its paths on its first render (none pops in late). Not a
// top-level await: that made Rolldown split the entry chunk into six pieces.
const bundled = Object.keys(ICON_PATHS[16]) as IconName[];
void Promise.all([Icons.load(bundled, IconSize.STANDARD), Icons.load(bundled, IconSize.LARGE)]);
