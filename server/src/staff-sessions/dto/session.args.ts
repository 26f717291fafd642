import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';
import { RecordId } from '../../common/dto/id.input.js';
import { ToNumber } from '../../common/dto/transforms.js';

/** A page of open sessions (a member rarely has more than a few). */
@ArgsType()
export class SessionPageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'The page to answer, from 1 (the default) to 1000' })
  @ToNumber()
  @IsInt({ message: 'page must be a whole number' })
  @Max(1_000, { message: 'page must be from 1 to 1000' })
  @Min(1, { message: 'page must be 1 or more' })
  page = 1;

  @Field(() => Int, { defaultValue: 20, description: 'Rows per page, 1 to 100 (default 20)' })
  @ToNumber()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be from 1 to 100' })
  @Max(100, { message: 'limit must be from 1 to 100' })
  limit = 20;
}

/** A staff member's open sessions, for the superadmin. */
@ArgsType()
export class StaffSessionsArgs extends SessionPageArgs {
  @RecordId('Staff member not found', "The staff member's id (UUID)")
  staffId: string;
}

/** One session to end. */
@ArgsType()
export class SessionIdArgs {
  @RecordId('Session not found', "The session's id (UUID)")
  id: string;
}

/** Every open session of one staff member. */
@ArgsType()
export class StaffIdArgs {
  @RecordId('Staff member not found', "The staff member's id (UUID)")
  staffId: string;
}
