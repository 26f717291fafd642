import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { CreateFestivalPostInput, FestivalPostFormArgs, PostsRangeArgs, UpdateFestivalPostInput } from './dto/festival-post.inputs.js';
import { FestivalPostsService } from './festival-posts.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { FestivalPostFormModel, FestivalPostModel } from './models/festival-post.model.js';

/** Spec §7 festival posts, under the older clients' base path `post`. */
@Controller('post')
@AllStaff()
export class FestivalPostsController {
  constructor(private readonly service: FestivalPostsService) {}

  @ApiRoute({
    summary: 'List festival posts',
    description: 'The festival posts whose day falls between `start` and `end` (YYYY-MM-DD, both optional), for the calendar.',
    data: [FestivalPostModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() { start, end }: PostsRangeArgs) {
    return this.service.list(start, end);
  }

  @ApiRoute({
    summary: 'The festival post form',
    description: 'What the form needs: the festivals to choose from and, with `id`, the post being edited.',
    data: FestivalPostFormModel,
    message: 'Success',
    errors: { 404: 'Festival post not found' },
  })
  @Get('festivalpost')
  async form(@Query() { id }: FestivalPostFormArgs) {
    return this.service.form(id);
  }

  @ApiRoute({
    summary: 'Create a festival post',
    description: 'Creates a post of a festival on a day and answers it.',
    data: FestivalPostModel,
    message: 'Festival post created successfully',
    errors: { 404: 'Festival not found' },
  })
  @Post('createfestivalpost')
  async create(@Body() input: CreateFestivalPostInput) {
    return this.service.create(input);
  }

  @ApiRoute({
    summary: 'Update a festival post',
    description: 'Changes the fields given and answers the post.',
    data: FestivalPostModel,
    message: 'Festival post updated successfully',
    errors: { 404: 'Festival post not found' },
  })
  @Put('updatefestivalpost')
  async update(@Body() input: UpdateFestivalPostInput) {
    return this.service.update(input);
  }

  /** A GET that deletes (`?_id=`), as the older clients call it; it still needs a staff token like the rest. */
  @ApiRoute({
    summary: 'Delete a festival post',
    description: 'A GET that deletes (`?id=` or `?_id=`), as older clients call it; answers the post as it was.',
    data: FestivalPostModel,
    message: 'Festival post deleted successfully',
    errors: { 404: 'Festival post not found' },
  })
  @Get('deletefestivalpost')
  async delete(@Query() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
