// The server's layers `npm run check` enforces (scripts/check-server-imports.mjs):
// the real tree passes, and small trees that break a rule are caught.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkServerImports } from '../../scripts/check-server-imports.mjs';

let roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'server-imports-'));
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

describe('server import rules', () => {
  it('hold for server/src, its spec files included', () => {
    expect(checkServerImports(fileURLToPath(new URL('../../server/src', import.meta.url)))).toEqual([]);
  });

  it('find a circle of files, through a dynamic import or a type-only import too', () => {
    const root = tree({
      'sliders/sliders.service.ts':
        "import type { SliderModel } from './slider.model.js';\nexport const load = () => import('./sliders.resolver.js');",
      'sliders/sliders.resolver.ts': "import { SliderModel } from './slider.model.js';\nexport const model = SliderModel;",
      'sliders/slider.model.ts': "import type { load } from './sliders.service.js';\nexport class SliderModel {}\nexport type Load = typeof load;",
    });
    expect(checkServerImports(root)).toEqual([
      'import circle: sliders/slider.model.ts <-> sliders/sliders.resolver.ts <-> sliders/sliders.service.ts',
    ]);
  });

  it('refuse an import up a layer, type-only or dynamic alike', () => {
    const root = tree({
      'config/app-config.ts': "export const load = () => import('../common/errors/app-error.js');",
      'common/errors/app-error.ts': 'export class AppError {}',
      'common/auth/jwt.strategy.ts': "import type { PrismaService } from '../../database/prisma.service.js';\nexport type Db = PrismaService;",
      'database/prisma.service.ts':
        "import { auditContext } from '../history/audit-context.js';\nexport class PrismaService {}\nexport const context = auditContext;",
      'history/audit-context.ts': 'export const auditContext = () => 1;',
      'images/images.controller.ts': "import { ApiRoute } from '../openapi/api-route.js';\nexport const route = ApiRoute;",
      'openapi/api-route.ts': 'export const ApiRoute = 1;',
      'categories/categories.service.ts':
        "import { AppModule } from '../app.module.js';\nimport { AppError } from '../common/errors/app-error.js';\nexport const all = [AppModule, AppError];",
      'app.module.ts': "import { load } from './config/app-config.js';\nexport const AppModule = load;",
    });
    expect(checkServerImports(root).sort()).toEqual([
      'categories/categories.service.ts imports app.module.ts: features (layer 5) imports only its own layer and those below, not app (layer 6)',
      'common/auth/jwt.strategy.ts imports database/prisma.service.ts: common (layer 2) imports only its own layer and those below, not database (layer 3)',
      'config/app-config.ts imports common/errors/app-error.ts: config and generated (layer 1) imports only its own layer and those below, not common (layer 2)',
      'database/prisma.service.ts imports history/audit-context.ts: database (layer 3) imports only its own layer and those below, not services (layer 4)',
      'images/images.controller.ts imports openapi/api-route.ts: services (layer 4) imports only its own layer and those below, not app (layer 6)',
    ]);
  });

  it('find a circle of folders within one layer, though no file imports itself back', () => {
    const root = tree({
      'images/images.service.ts': 'export class ImagesService {}',
      'images/images.controller.ts': "import { TrashService } from '../trash/trash.service.js';\nexport const trash = TrashService;",
      'trash/trash.service.ts':
        "import { ImagesService } from '../images/images.service.js';\nexport class TrashService {}\nexport const images = ImagesService;",
      'suvichar/suvichar.service.ts': "import { TrashService } from '../trash/trash.service.js';\nexport const trash = TrashService;",
    });
    expect(checkServerImports(root)).toEqual([
      'folder circle: images/ <-> trash/ (images/images.controller.ts -> trash/trash.service.ts, trash/trash.service.ts -> images/images.service.ts)',
    ]);
  });
});
