import type { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { Tx } from '../database/prisma.service.js';

/** A Prisma model as the client names it (`slider`, `themeSample`). */
export type ModelKey = Uncapitalize<Prisma.ModelName>;

/** The calls the generic record services make on a model's delegate (`prisma.slider` and the like). */
export interface RecordTable<Row> {
  findMany(args: { where: object; select: object; orderBy: object[] }): Promise<Row[]>;
  findUnique(args: { where: { id: string }; select: object }): Promise<Row | null>;
  findUniqueOrThrow(args: { where: { id: string }; select: object }): Promise<Row>;
  count(args: { where: { id: string } }): Promise<number>;
  create(args: { data: object; select: object }): Promise<Row>;
  update(args: { where: { id: string }; data: object; select?: object }): Promise<Row>;
}

/** The delegate of `model` in a client or a transaction, seen as a RecordTable of the rows its `select` gives. */
export function tableOf<Row>(db: Tx | PrismaService, model: ModelKey): RecordTable<Row> {
  return (db as unknown as Record<ModelKey, RecordTable<Row>>)[model];
}
