import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import { CreateFestivalPostInput, FestivalPostFormArgs, PostsRangeArgs, UpdateFestivalPostInput } from './dto/festival-post.inputs.js';
import { FestivalPostsService } from './festival-posts.service.js';

/** Spec §7 festival posts, under the older clients' base path `post`. */
@Controller('post')
@AllStaff()
export class FestivalPostsController {
  constructor(private readonly service: FestivalPostsService) {}

  @Get()
  async list(@Query() { start, end }: PostsRangeArgs) {
    return ok('Success', await this.service.list(start, end));
  }

  @Get('festivalpost')
  async form(@Query() { id }: FestivalPostFormArgs) {
    return ok('Success', await this.service.form(id));
  }

  @Post('createfestivalpost')
  async create(@Body() input: CreateFestivalPostInput) {
    return ok('Festival post created successfully', await this.service.create(input));
  }

  @Put('updatefestivalpost')
  async update(@Body() input: UpdateFestivalPostInput) {
    return ok('Festival post updated successfully', await this.service.update(input));
  }

  /** A GET that deletes (`?_id=`), as the older clients call it; it still needs a staff token like the rest. */
  @Get('deletefestivalpost')
  async delete(@Query() { id }: IdArgs) {
    return ok('Festival post deleted successfully', await this.service.delete(id));
  }
}
