// A reference server for bench/compare.mjs, in its own process like the app:
//   node bench/reference-server.cjs raw          plain Node + pg doing the app's work per request: the
//                                                JWT check (HS256, the app's secret from JWT_SECRET), the
//                                                staff row and its token version, the categories list's
//                                                SQL and JSON, compressed as the app compresses
//                                                (brotli quality 1, 256 KB window, or gzip level 1)
//   node bench/reference-server.cjs postgraphile PostGraphile 4 on the same database
//   node bench/reference-server.cjs postgraphile5 PostGraphile 5 (grafast) with its V4 preset, same database;
//                                                it needs Node 22+ (bench/compare.mjs starts it with one)
// DATABASE_URL and PORT from the environment; prints "ready" when listening.
const Module = require('node:module');
const http = require('node:http');
const path = require('node:path');

const CATEGORIES_SQL = `
  SELECT c.id, c."categoryName", c."isElection", c.status, c."createdAt",
         (SELECT count(*)::int FROM "Subcategory" s WHERE s."categoryId" = c.id) AS "totalSubcategories",
         (SELECT count(*)::int FROM "Greeting" g WHERE g."categoryId" = c.id) AS "totalGreetings"
  FROM "Category" c ORDER BY c."createdAt" DESC`;

const STAFF_SQL = `SELECT "id", "name", "email", "role", "status", "tokenVersion" FROM "StaffUser" WHERE "id" = $1`;

function rawServer() {
  const pg = require('pg');
  const jwt = require('jsonwebtoken');
  const zlib = require('node:zlib');
  const secret = require('node:crypto').createSecretKey(Buffer.from(process.env.JWT_SECRET));
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  pool.on('error', () => {});
  const refuse = (response, message) => {
    response.writeHead(401, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message }));
  };
  return http.createServer(async (request, response) => {
    try {
      const token = /^(?:Bearer )?(.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return refuse(response, 'Please sign in first');
      let payload;
      try {
        payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
      } catch {
        return refuse(response, 'Your session has expired');
      }
      const { rows: staff } = await pool.query(STAFF_SQL, [payload.sub]);
      if (!staff.length || staff[0].tokenVersion !== (payload.ver ?? 0) || !staff[0].status) return refuse(response, 'Your session has expired');
      const { rows } = await pool.query(CATEGORIES_SQL);
      for (const row of rows) row._id = row.id;
      const body = Buffer.from(JSON.stringify({ message: 'Success', data: rows }));
      const accepted = request.headers['accept-encoding'] ?? '';
      const headers = { 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding' };
      if (/\bbr\b/.test(accepted)) {
        const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };
        response.writeHead(200, { ...headers, 'content-encoding': 'br' });
        zlib
          .createBrotliCompress({ params })
          .on('data', (chunk) => response.write(chunk))
          .on('end', () => response.end())
          .end(body);
      } else if (/\bgzip\b/.test(accepted)) {
        response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
        zlib
          .createGzip({ level: 1 })
          .on('data', (chunk) => response.write(chunk))
          .on('end', () => response.end())
          .end(body);
      } else {
        response.writeHead(200, { ...headers, 'content-length': body.length });
        response.end(body);
      }
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

async function postgraphile5Server() {
  // The devDependency `postgraphile5` is postgraphile 5.x under an npm alias (`postgraphile` is version 4).
  const { postgraphile } = require('postgraphile5');
  const { makeV4Preset } = require('postgraphile5/presets/v4');
  const { makePgService } = require('postgraphile5/adaptors/pg');
  const { grafserv } = require('postgraphile5/grafserv/node');
  const preset = {
    extends: [makeV4Preset({ disableDefaultMutations: true, disableQueryLog: true })],
    pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public'] })],
    grafserv: { graphiql: false },
  };
  const server = http.createServer();
  const serv = postgraphile(preset).createServ(grafserv);
  await serv.addTo(server);
  await serv.ready();
  return server;
}

const kind = process.argv[2];
Promise.resolve(kind === 'postgraphile' ? postgraphileServer() : kind === 'postgraphile5' ? postgraphile5Server() : rawServer()).then((server) =>
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready')),
);
process.on('SIGTERM', () => process.exit(0));
