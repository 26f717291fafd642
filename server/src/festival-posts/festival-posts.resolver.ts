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
    description:
      'Festival posts overlapping the days [start, end) (a calendar’s visible range); all posts without a range. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  posts(@Args() { start, end }: PostsRangeArgs) {
    return this.service.list(start, end);
  }

  @Query(() => FestivalPostModel, { description: 'One festival post by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  festivalPost(@Args('id', { type: () => ID, description: "The post's id" }) id: string) {
    return this.service.get(id);
  }

  @Query(() => [FestivalChoiceModel], {
    description: 'Active festivals a post may be for, by name. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  festivalChoices() {
    return this.service.festivalChoices();
  }

  @Mutation(() => FestivalPostModel, { description: 'Adds a post to a festival. Who may call: any signed-in staff (superadmin, admin, employee).' })
  createFestivalPost(@Args('input', { description: 'The new post' }) input: CreateFestivalPostInput) {
    return this.service.create(input);
  }

  @Mutation(() => FestivalPostModel, {
    description:
      'Changes what is sent; dragging on the calendar sends only the days. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  updateFestivalPost(@Args('input', { description: "The post's id and the fields to change" }) input: UpdateFestivalPostInput) {
    return this.service.update(input);
  }

  @Mutation(() => FestivalPostModel, {
    description:
      'Deletes a festival post with its images (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteFestivalPost(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
