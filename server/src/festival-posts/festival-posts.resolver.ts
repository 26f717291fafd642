import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { CreateFestivalPostInput, PostsRangeArgs, UpdateFestivalPostInput } from './dto/festival-post.inputs.js';
import { FestivalPostsService } from './festival-posts.service.js';
import { FestivalChoiceModel, FestivalPostModel } from './models/festival-post.model.js';

@Resolver(() => FestivalPostModel)
@AllStaff()
export class FestivalPostsResolver {
  constructor(private readonly service: FestivalPostsService) {}

  @Query(() => [FestivalPostModel], {
    description: 'Festival posts overlapping the days [start, end) (a calendar’s visible range); all posts without a range',
  })
  posts(@Args() { start, end }: PostsRangeArgs) {
    return this.service.list(start, end);
  }

  @Query(() => FestivalPostModel)
  festivalPost(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Query(() => [FestivalChoiceModel], { description: 'Active festivals a post may be for, by name' })
  festivalChoices() {
    return this.service.festivalChoices();
  }

  @Mutation(() => FestivalPostModel)
  createFestivalPost(@Args('input') input: CreateFestivalPostInput) {
    return this.service.create(input);
  }

  @Mutation(() => FestivalPostModel, { description: 'Changes what is sent; dragging on the calendar sends only the days' })
  updateFestivalPost(@Args('input') input: UpdateFestivalPostInput) {
    return this.service.update(input);
  }

  @Mutation(() => FestivalPostModel)
  deleteFestivalPost(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
