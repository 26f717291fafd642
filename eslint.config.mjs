// One lint configuration for the server, the client, the tests, the scripts and
// the benches. Type-aware rules through each file's nearest tsconfig (project
// service); formatting is Prettier's job (eslint-config-prettier turns off the
// rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noUntranslatedText from './eslint-rules/no-untranslated-text.mjs';

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'client/src/gql/**', 'server/src/generated/**', 'client/public/**'],
  },
  js.configs.recommended,
  {
    // `catch {}` in a polling loop means 'not up yet, try again'.
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }] },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // scripts/check-server-imports.d.mts is in the root tsconfig already (a server test imports it).
        projectService: { allowDefaultProject: ['codegen.ts', 'prisma.config.ts', 'scripts/!(check-server-imports|i18n-keys|serve-command).d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // React event props and Blueprint callbacks take async handlers; their
      // promise is handled inside (the handlers catch and toast), so a void
      // slot receiving a promise is intended there.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, properties: false } }],
      // Async is part of the contract of what we implement (Apollo plugin hooks,
      // notification senders, test callbacks), with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // A leading underscore marks a parameter or binding kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Issue 29: every text the admin shows exists in English and Gujarati.
    // The public site is English only (the spec's pages); tests write English.
    files: ['client/src/admin/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/src/admin/test-support/**'],
    plugins: { i18n: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'i18n/no-untranslated-text': 'error' },
  },
  {
    // SQL is written with Prisma.sql (values bound, Prisma.raw only for an allow-listed identifier),
    // never by joining text around hand-numbered placeholders.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['$queryRawUnsafe', '$executeRawUnsafe'].map((property) => ({
          property,
          message: 'Write the query with Prisma.sql (and Prisma.join, Prisma.raw for a fixed identifier) and run it with $queryRaw or $executeRaw.',
        })),
      ],
    },
  },
  {
    // supertest's and fetch's response bodies are \`any\` by design: the tests
    // read fields of what the server answered, and the contract tests check
    // those answers' shapes against the OpenAPI document instead.
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // The fuzz and contract tests walk the OpenAPI document, JSON of any shape.
      '@typescript-eslint/no-explicit-any': 'off',
      // expect(object.method) and saving a method to put it back are how mocks are checked and restored.
      '@typescript-eslint/unbound-method': 'off',
      // act() with a synchronous callback has run when it returns; its thenable is only for async callbacks.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: '@testing-library/react', name: 'act' },
            { from: 'package', package: 'react', name: 'act' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  prettier,
);
