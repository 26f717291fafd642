// Writes docs/openapi.json from the built server (npm run build:server first):
// @nestjs/swagger's compiler plugin reads the controllers and DTOs (property
// types, class-validator limits, doc comments), its metadata is compiled next
// to the built server, and dist/server/src/cli/print-openapi.js prints the
// document. `npm run codegen` runs this; scripts/check-generated.mjs too.
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
// The metadata file imports DTOs relative to itself: generate it where the
// sources are, then compile it beside the built server's files.
const sourceDir = path.join(root, 'server/src/generated');
const builtDir = path.join(root, 'dist/server/src/generated');
const sourceFile = path.join(sourceDir, 'openapi-metadata.ts');

const tsconfig = path.join(root, 'tsconfig.build.json');
// A program of our own: type errors are `npm run check`'s business, not this one's.
new PluginMetadataGenerator().generate({
  tsProgramRef: ReadonlyVisitor.createTsProgram(tsconfig),
  visitors: [
    new ReadonlyVisitor({
      pathToSource: sourceDir,
      introspectComments: true,
      classValidatorShim: true,
      esmCompatible: true,
      dtoFileNameSuffix: ['.input.ts', '.inputs.ts', '.args.ts', '.dto.ts', '.model.ts', '.models.ts'],
      controllerFileNameSuffix: ['.controller.ts'],
    }),
  ],
  outputDir: sourceDir,
  filename: 'openapi-metadata.ts',
});

const { outputText } = ts.transpileModule(readFileSync(sourceFile, 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
});
mkdirSync(builtDir, { recursive: true });
writeFileSync(path.join(builtDir, 'openapi-metadata.js'), outputText);
// Not part of the server's sources (tsc would compile it on the next build).
rmSync(sourceFile);

execFileSync('node', ['dist/server/src/cli/print-openapi.js', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
