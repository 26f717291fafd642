import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';

const LIMIT_RANGE = 'limit must be a whole number from 1 to 50';

@ArgsType()
export class NotificationsArgs {
  @Field(() => Int, { defaultValue: 10, description: 'How many of the latest (1 to 50)' })
  @Max(50, { message: LIMIT_RANGE })
  @Min(1, { message: LIMIT_RANGE })
  @IsInt({ message: LIMIT_RANGE })
  limit: number = 10;
}
