import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../../common/graphql/paginated.js';

@ObjectType('StaffSession', { description: 'A signed-in session of a staff member: one sign-in, on one browser or client' })
export class StaffSessionModel {
  @Field(() => ID, { description: "The session's id" })
  id: string;

  @Field({ description: "The browser or client, summarised from its User-Agent ('Chrome on Windows')" })
  client: string;

  @Field({ description: 'The IP address it signed in from' })
  ip: string;

  @Field({ description: 'When it signed in (ISO 8601 date-time, UTC)' })
  createdAt: Date;

  @Field({ description: 'When it was last used, to within a minute (ISO 8601 date-time, UTC)' })
  lastSeenAt: Date;

  @Field({ description: 'True for the session the request itself came from' })
  current: boolean;
}

@ObjectType('StaffSessionPage', { description: 'One page of open sessions, newest first, and how many are open in all' })
export class StaffSessionPage extends Paginated(StaffSessionModel) {}

@ObjectType('EndedSessions', { description: 'How many sessions a request ended' })
export class EndedSessionsModel {
  @Field(() => Int, { description: 'Sessions ended (0 when none was open)' })
  ended: number;
}
