import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AllStaff } from '../common/auth/roles.js';
import { AnswerCache } from '../common/postgres/answer-cache.js';
import { ok } from '../common/rest/envelope.js';
import { withLegacyIds } from '../common/rest/legacy-id.js';
import { IdArgs } from '../common/dto/id.input.js';
import { CategoriesService } from './categories.service.js';
import { CategoriesArgs, CreateCategoryInput, UpdateCategoryInput } from './dto/category.inputs.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { CategoryModel } from './models/category.model.js';

/** What the list reads (its counts included): a write to any of them drops its cached answers. */
const CATEGORY_LIST_TABLES = ['Category', 'Subcategory', 'Greeting'];

@Controller('categories')
@AllStaff()
export class CategoriesController {
  constructor(
    private readonly service: CategoriesService,
    private readonly cache: AnswerCache,
  ) {}

  @ApiRoute({
    summary: 'List categories',
    description: 'All categories, newest first, optionally only the active or inactive ones.',
    data: [CategoryModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() { status }: CategoriesArgs, @Res() response: Response) {
    // The same for every staff role: one answer per filter, made ready once (the guards ran before).
    // Written here as the envelope and legacy-id interceptors would, so a hit costs one write.
    const body = await this.cache.answer(`categories?status=${status ?? ''}`, CATEGORY_LIST_TABLES, async () =>
      withLegacyIds(ok('Success', await this.service.list(status))),
    );
    response.type('application/json; charset=utf-8').send(body);
  }

  @ApiRoute({
    summary: 'Create a category',
    description: 'Creates a category and answers it.',
    data: CategoryModel,
    message: 'Category created successfully',
    errors: { 409: 'A category with this name already exists' },
  })
  @Post('create')
  async create(@Body() input: CreateCategoryInput) {
    return this.service.create(input);
  }

  @ApiRoute({
    summary: 'Update a category',
    description: 'Changes the fields given (by `id` or `_id`) and answers the category; absent fields stay as they are.',
    data: CategoryModel,
    message: 'Category updated successfully',
    errors: { 404: 'Category not found', 409: 'A category with this name already exists' },
  })
  @Put('update')
  async update(@Body() input: UpdateCategoryInput) {
    return this.service.update(input);
  }

  @ApiRoute({
    summary: 'Delete a category',
    description: 'Deletes the category named by `id` (or `_id`) and answers it as it was.',
    data: CategoryModel,
    message: 'Category deleted successfully',
    errors: { 404: 'Category not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
