import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
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

@Injectable()
export class CategoriesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly trash: TrashService,
  ) {}

  async list(status?: boolean): Promise<CategoryModel[]> {
    const rows = await this.prisma.category.findMany({
      where: status === undefined ? {} : { status },
      select: categorySelect,
      orderBy: { createdAt: 'desc' },
    });
    return rows.map(toCategoryModel);
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
