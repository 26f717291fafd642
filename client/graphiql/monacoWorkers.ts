// GraphiQL's editors (Monaco) run their language services in web workers.
// `graphiql/setup-workers/vite` does this too but crashes Vite's dev server,
// so the worker imports are declared here, in our own source. The `?worker`
// suffix makes Vite emit each worker as a same-origin file.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
