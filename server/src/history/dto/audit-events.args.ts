import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { AuditAction } from '../../generated/prisma/enums.js';
import { ToNumber, Trim } from '../../common/dto/transforms.js';

/** The History screen's filters and paging; also a record's own history (entityKind + entityId). */
@ArgsType()
export class AuditEventsArgs {
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

  @Field(() => ID, { nullable: true, description: 'Only what this staff member did' })
  @IsOptional()
  @IsUUID('all', { message: 'staffId must be a staff member id' })
  staffId?: string;

  @Field({ nullable: true, description: 'Only events about this kind of record (Category, AppUser …)' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'entityKind must be at most 60 characters' })
  entityKind?: string;

  @Field({ nullable: true, description: "With entityKind: that record's own history (its images and parts included)" })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'entityId must be at most 60 characters' })
  entityId?: string;

  @Field({ nullable: true, description: 'Only events about a record whose name (as it was then) contains this, in any case' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name?: string;

  @Field(() => AuditAction, { nullable: true, description: 'Only events of this action' })
  @IsOptional()
  @IsIn(Object.values(AuditAction), { message: `action must be one of ${Object.values(AuditAction).join(', ')}` })
  action?: AuditAction;

  @Field({ nullable: true, description: 'From this instant (ISO 8601), inclusive' })
  @IsOptional()
  @IsISO8601({}, { message: 'from must be a date' })
  from?: string;

  @Field({ nullable: true, description: 'Before this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601({}, { message: 'to must be a date' })
  to?: string;
}

@ArgsType()
export class AuditChangesArgs {
  // Event ids are numbers (a bigint sequence), not UUIDs like record ids.
  @Field(() => String, { description: "The event's number (AuditEvent.id)" })
  @IsString()
  eventId: string;
}
