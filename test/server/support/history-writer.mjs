// A writer to kill -9 (history.spec.ts): deletes a category with its cascade
// the way the app's database adapter does (BEGIN, who is writing, the write,
// COMMIT), so the history triggers run inside the transaction.
import pg from 'pg';

const [databaseUrl, categoryId] = process.argv.slice(2);
const client = new pg.Client({ connectionString: databaseUrl, application_name: 'history-writer' });
await client.connect();
await client.query('BEGIN');
await client.query("SELECT set_config('app.audit', $1, true)", [JSON.stringify({ requestId: 'kill-test', staffName: 'Writer' })]);
await client.query('DELETE FROM "Category" WHERE "id" = $1', [categoryId]);
await client.query('COMMIT');
await client.end();
