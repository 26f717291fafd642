import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkClientImports } from '../../scripts/check-client-imports.mjs';

// The import rules `npm run check` enforces (scripts/check-client-imports.mjs):
// the real tree passes, and small trees that break a rule are caught.
let roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'client-imports-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

describe('client import rules', () => {
  it('hold for client/src', () => {
    expect(checkClientImports(path.resolve(__dirname))).toEqual([]);
  });

  it('find a circle, through a lazy import or a type-only import too', () => {
    const root = tree({
      'admin/app/resources.ts': "export const load = () => import('../reports/ReportsPage');",
      'admin/reports/ReportsPage.tsx': "import type { Shell } from './Shell';\nexport default 1;",
      'admin/reports/Shell.ts': "import page from './ReportsPage';\nexport type Shell = typeof page;",
    });
    expect(checkClientImports(root)).toEqual(['import circle: admin/reports/ReportsPage.tsx <-> admin/reports/Shell.ts']);
  });

  it('refuse an import into app/ from a screen or from core/, and an import out of core/ or shared/', () => {
    const root = tree({
      'admin/app/resources.ts': 'export const SCREENS = {};',
      'admin/AdminApp.tsx': "import { SCREENS } from './app/resources';\nexport default SCREENS;",
      'admin/trash/TrashPage.tsx': "import { SCREENS } from '../app/resources';\nexport default SCREENS;",
      'admin/core/session.ts':
        "import { SCREENS } from '../app/resources';\nimport { toast } from '../shared/toaster';\nexport const session = [SCREENS, toast];",
      'admin/shared/toaster.ts': "import { restore } from '../trash/restore';\nexport const toast = restore;",
      'admin/trash/restore.ts': 'export const restore = 1;',
    });
    expect(checkClientImports(root).sort()).toEqual([
      'admin/core/session.ts imports admin/app/resources.ts: admin/core/ imports nothing of the admin outside core/',
      'admin/core/session.ts imports admin/app/resources.ts: only admin/app/, admin/AdminApp.tsx and the test support may import admin/app/ (the registry and routes)',
      'admin/core/session.ts imports admin/shared/toaster.ts: admin/core/ imports nothing of the admin outside core/',
      'admin/shared/toaster.ts imports admin/trash/restore.ts: admin/shared/ imports only shared/ and core/',
      'admin/trash/TrashPage.tsx imports admin/app/resources.ts: only admin/app/, admin/AdminApp.tsx and the test support may import admin/app/ (the registry and routes)',
    ]);
  });
});
