import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for Apollo Client from the committed, sorted SDL that the
// server prints (npm run codegen). Operations live beside the screens that use
// them, one per file, in client/src/**/graphql/*.ts.
const config: CodegenConfig = {
  schema: 'server/schema.graphql',
  // Tests may write their own operations; only the app's are generated.
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*', '!client/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
