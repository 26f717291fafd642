import type { IsolationLevel, SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, SqlResultSet, Transaction } from '@prisma/driver-adapter-utils';

/** Sets the writer for the history triggers, for the rest of the transaction. */
export const SET_AUDIT_CONTEXT = "SELECT set_config('app.audit', $1, true)";

/** Statements that may change rows: anything but a plain read or transaction control. */
const READ_OR_CONTROL = /^\s*(?:SELECT|SHOW|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|--)/i;

function contextQuery(context: string): SqlQuery {
  return { sql: SET_AUDIT_CONTEXT, args: [context], argTypes: [{ scalarType: 'string', arity: 'scalar' }] };
}

/**
 * Prisma's database adapter, with every transaction told who is writing
 * (issue 16, history). The one place every write of the app passes through,
 * whichever service, entity or API made it:
 * - a transaction (interactive, batch, or Prisma's own for a nested write)
 *   gets `app.audit` right after its BEGIN, in the same transaction;
 * - a lone write statement, which Prisma sends outside a transaction, is
 *   wrapped in one with the setting first.
 * The history triggers then write the event in that same transaction, so a
 * change and its history commit or vanish together.
 */
export function auditedAdapterFactory(inner: SqlDriverAdapterFactory, contextOf: () => string): SqlDriverAdapterFactory {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => auditedAdapter(await inner.connect(), contextOf),
  };
}

function auditedAdapter(inner: SqlDriverAdapter, contextOf: () => string): SqlDriverAdapter {
  const startTransaction = async (isolationLevel?: IsolationLevel): Promise<Transaction> => {
    const transaction = await inner.startTransaction(isolationLevel);
    try {
      await transaction.executeRaw(contextQuery(contextOf()));
    } catch (error) {
      await transaction.executeRaw({ sql: 'ROLLBACK', args: [], argTypes: [] }).catch(() => undefined);
      await transaction.rollback();
      throw error;
    }
    return transaction;
  };

  /** One write outside a transaction: BEGIN, the context, the write, COMMIT. */
  async function alone<T>(query: SqlQuery, run: (queryable: Transaction) => Promise<T>): Promise<T> {
    if (READ_OR_CONTROL.test(query.sql)) return run(inner as unknown as Transaction);
    const transaction = await startTransaction();
    try {
      const result = await run(transaction);
      await transaction.executeRaw({ sql: 'COMMIT', args: [], argTypes: [] });
      await transaction.commit();
      return result;
    } catch (error) {
      await transaction.executeRaw({ sql: 'ROLLBACK', args: [], argTypes: [] }).catch(() => undefined);
      await transaction.rollback();
      throw error;
    }
  }

  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (query: SqlQuery): Promise<SqlResultSet> => alone(query, (queryable) => queryable.queryRaw(query)),
    executeRaw: (query: SqlQuery): Promise<number> => alone(query, (queryable) => queryable.executeRaw(query)),
    executeScript: (script: string) => inner.executeScript(script),
    startTransaction,
    getConnectionInfo: inner.getConnectionInfo ? () => inner.getConnectionInfo!() : undefined,
    dispose: () => inner.dispose(),
  };
}
