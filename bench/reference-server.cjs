// A reference server for bench/compare.mjs, in its own process like the app:
//   node bench/reference-server.cjs raw          plain Node + pg, the categories list's SQL
//   node bench/reference-server.cjs postgraphile PostGraphile 4 on the same database
// DATABASE_URL and PORT from the environment; prints "ready" when listening.
const Module = require('node:module');
const http = require('node:http');
const path = require('node:path');

const CATEGORIES_SQL = `
  SELECT c.id, c."categoryName", c."isElection", c.status, c."createdAt",
         (SELECT count(*)::int FROM "Subcategory" s WHERE s."categoryId" = c.id) AS "totalSubcategories",
         (SELECT count(*)::int FROM "Greeting" g WHERE g."categoryId" = c.id) AS "totalGreetings"
  FROM "Category" c ORDER BY c."createdAt" DESC`;

function rawServer() {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  pool.on('error', () => {});
  return http.createServer(async (_request, response) => {
    try {
      const { rows } = await pool.query(CATEGORIES_SQL);
      for (const row of rows) row._id = row.id;
      const body = JSON.stringify({ message: 'Success', data: rows });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
}

function postgraphileServer() {
  // PostGraphile 4 and graphile-build-pg each ship a graphql 15; make every `graphql` import one copy.
  const graphqlDir = path.dirname(require.resolve('graphql/package.json', { paths: [path.dirname(require.resolve('postgraphile/package.json'))] }));
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    const target = request === 'graphql' || request.startsWith('graphql/') ? graphqlDir + request.slice('graphql'.length) : request;
    return resolve.call(this, target, ...rest);
  };
  const { postgraphile } = require('postgraphile');
  return http.createServer(postgraphile(process.env.DATABASE_URL, 'public', { disableDefaultMutations: true, disableQueryLog: true }));
}

const server = process.argv[2] === 'postgraphile' ? postgraphileServer() : rawServer();
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => process.exit(0));
