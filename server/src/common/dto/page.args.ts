import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToNumber, Trim } from './transforms.js';

/** Server-side paging (spec §9: server tables offer 10, 20 or 50 rows). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'The page to answer, from 1 (the default) to 100000' })
  @ToNumber()
  @IsInt({ message: 'page must be a whole number' })
  @Max(100_000, { message: 'page must be from 1 to 100000' })
  @Min(1, { message: 'page must be 1 or more' })
  page = 1;

  @Field(() => Int, { defaultValue: 10, description: 'Rows per page, 1 to 100 (default 10)' })
  @ToNumber()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be from 1 to 100' })
  @Max(100, { message: 'limit must be from 1 to 100' })
  limit = 10;

  @Field({ nullable: true, description: 'Search text, up to 100 characters; what it matches is in the query or route description' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'query must be at most 100 characters' })
  query?: string;
}
