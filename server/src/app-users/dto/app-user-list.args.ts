import { ArgsType, Field } from '@nestjs/graphql';
import { IsIn, IsOptional } from 'class-validator';
import { PageArgs } from '../../common/dto/page.args.js';
import { type AppUserSort, AppUserSortColumn, SortDirection } from '../app-user-sort.js';

const SORT_COLUMNS = Object.values(AppUserSortColumn);

/** A page of app users (GraphQL appUsers, GET /adminapi/users/appusers), optionally sorted by an allowed column. */
@ArgsType()
export class AppUserListArgs extends PageArgs {
  @Field(() => AppUserSortColumn, { nullable: true, description: 'The column to sort by; newest first when absent' })
  @IsOptional()
  @IsIn(SORT_COLUMNS, { message: `sortBy must be one of ${SORT_COLUMNS.join(', ')}` })
  sortBy?: AppUserSortColumn;

  @Field(() => SortDirection, { defaultValue: SortDirection.asc, description: 'The direction of `sortBy`' })
  @IsOptional()
  @IsIn(Object.values(SortDirection), { message: 'sortDirection must be asc or desc' })
  sortDirection: SortDirection = SortDirection.asc;
}

/** The list's order from the arguments: undefined (newest first) without `sortBy`. */
export function appUserSortFrom({ sortBy, sortDirection }: AppUserListArgs): AppUserSort | undefined {
  return sortBy ? { column: sortBy, direction: sortDirection ?? SortDirection.asc } : undefined;
}
