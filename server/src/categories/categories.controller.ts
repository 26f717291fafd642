import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import { CategoriesService } from './categories.service.js';
import { CategoriesArgs, CreateCategoryInput, UpdateCategoryInput } from './dto/category.inputs.js';

@Controller('categories')
@AllStaff()
export class CategoriesController {
  constructor(private readonly service: CategoriesService) {}

  @Get()
  async list(@Query() { status }: CategoriesArgs) {
    return ok('Success', await this.service.list(status));
  }

  @Post('create')
  async create(@Body() input: CreateCategoryInput) {
    return ok('Category created successfully', await this.service.create(input));
  }

  @Put('update')
  async update(@Body() input: UpdateCategoryInput) {
    return ok('Category updated successfully', await this.service.update(input));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Category deleted successfully', await this.service.delete(id));
  }
}
