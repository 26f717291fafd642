import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { CategoriesService } from './categories.service.js';
import { CategoriesArgs, CreateCategoryInput, UpdateCategoryInput } from './dto/category.inputs.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { CategoryModel } from './models/category.model.js';

@Controller('categories')
@AllStaff()
export class CategoriesController {
  constructor(private readonly service: CategoriesService) {}

  @ApiRoute({
    summary: 'List categories',
    description: 'All categories, newest first, optionally only the active or inactive ones.',
    data: [CategoryModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() { status }: CategoriesArgs) {
    return this.service.list(status);
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
