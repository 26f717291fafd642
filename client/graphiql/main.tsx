// The GraphQL IDE served at /graphql to browsers: GraphiQL bundled by our own
// Vite build (no CDN), so it works with no internet. It is a page of its own
// (client/graphiql/index.html), so the admin and public bundles never load it.
import 'graphiql/style.css';
import './graphiql.css';
import './monacoWorkers';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphQLIde } from './GraphQLIde';

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphQLIde />
  </StrictMode>,
);
