import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { AppError } from '../common/errors/app-error.js';
import { PG_POOL } from '../common/postgres/pool.js';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { TrashService } from '../trash/trash.service.js';
import type { CreateCategoryInput, UpdateCategoryInput } from './dto/category.inputs.js';
import { type CategoryModel, categorySelect, toCategoryModel } from './models/category.model.js';

const NOT_FOUND = 'Category not found';
/** Names are unique per kind (election or not), ignoring case: a unique index (see its migration). */
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists';

/** The unique index's violation, as the 409 a user can act on. */
function nameTaken(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
    throw AppError.conflict(CATEGORY_NAME_TAKEN, 'categoryName');
  }
  throw error;
}

/**
 * The whole list in one statement, rows shaped as CategoryModel by PostgreSQL.
 * `createdAt` is stored as UTC without a zone (Prisma's convention): made a
 * timestamptz here so pg reads it as UTC whatever the server's time zone.
 */
const LIST_SQL = `
  SELECT c."id", c."categoryName", c."isElection", c."status", c."createdAt" AT TIME ZONE 'UTC' AS "createdAt",
         (SELECT count(*)::int FROM "Subcategory" s WHERE s."categoryId" = c."id") AS "totalSubcategories",
         (SELECT count(*)::int FROM "Greeting" g WHERE g."categoryId" = c."id") AS "totalGreetings"
  FROM "Category" c
  WHERE $1::boolean IS NULL OR c."status" = $1::boolean
  ORDER BY c."createdAt" DESC, c."id" DESC`;

@Injectable()
export class CategoriesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly trash: TrashService,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  /**
   * Straight from the pool, not through Prisma: the busiest list of the API
   * (500 rows, 124 KB) costs 1.9-2.1 ms of CPU this way against 3.0-3.3 ms
   * through findMany and its result mapping (issue 15, docs/decisions.md).
   * A read, so the history adapter has nothing to add.
   */
  async list(status?: boolean): Promise<CategoryModel[]> {
    const { rows } = await this.pool.query<CategoryModel>(LIST_SQL, [status ?? null]);
    return rows;
  }

  async get(id: string): Promise<CategoryModel> {
    const row = await this.prisma.category.findUnique({ where: { id }, select: categorySelect });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toCategoryModel(row);
  }

  async create(input: CreateCategoryInput): Promise<CategoryModel> {
    const row = await this.prisma.category.create({ data: input, select: categorySelect }).catch(nameTaken);
    return toCategoryModel(row);
  }

  async update({ id, ...changes }: UpdateCategoryInput): Promise<CategoryModel> {
    await this.get(id);
    const row = await this.prisma.category.update({ where: { id }, data: changes, select: categorySelect }).catch(nameTaken);
    return toCategoryModel(row);
  }

  /** Deletes the category with its subcategories and greetings; their image files go after the commit. */
  async delete(id: string): Promise<CategoryModel> {
    const category = await this.get(id);
    await this.trash.trash('category', id);
    return category;
  }
}
