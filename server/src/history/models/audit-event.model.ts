import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AuditAction, StaffRole } from '../../generated/prisma/enums.js';
import { Paginated } from '../../common/graphql/paginated.js';

registerEnumType(AuditAction, {
  name: 'AuditAction',
  description: 'What a history event did',
  valuesMap: {
    create: { description: 'A record was added' },
    update: { description: 'A record was changed' },
    delete: { description: 'A record was deleted (moved to the trash)' },
    restore: { description: 'A record was restored from the trash' },
    purge: { description: 'A trashed record was deleted for good (by staff, or when its time in the trash ran out)' },
    assign_subscription: { description: 'A plan was given to an app user' },
    remove_subscription: { description: "An app user's plan was taken away" },
    notify: { description: 'A push notification was sent' },
    reorder: { description: "A gallery's images were reordered" },
    sign_in: { description: 'A staff member signed in' },
    sign_in_refused: { description: 'A sign-in was refused (wrong email or password, inactive account)' },
    password_change: { description: "A staff account's password was changed" },
    session_end: { description: "A staff member's signed-in sessions were ended (by them, the superadmin, or a password, role or status change)" },
    two_factor_setup_start: { description: 'A staff member started setting up two-factor sign-in (a new secret, not yet in force)' },
    two_factor_enable: { description: 'A staff member turned two-factor sign-in on' },
    two_factor_disable: { description: 'A staff member turned two-factor sign-in off' },
    two_factor_reset: { description: "The superadmin reset a staff member's two-factor sign-in" },
    recovery_codes_regenerate: { description: 'A staff member replaced their recovery codes' },
    recovery_code_use: { description: 'A staff member signed in with a recovery code' },
    temporary_password_set: { description: 'The superadmin set a temporary password, to be changed at the next sign-in' },
  },
});

@ObjectType('AuditEvent', { description: 'One staff operation (or system job) in the history' })
export class AuditEventModel {
  @Field(() => String, { description: "The event's number: events are numbered in the order they were written" })
  id: string;

  @Field({ description: 'When it happened (ISO 8601 date-time, UTC)' })
  occurredAt: Date;

  @Field(() => AuditAction, { description: 'What was done' })
  action: AuditAction;

  @Field({ description: 'The kind of record it was about (Category, AppUser …)' })
  entityKind: string;

  @Field(() => String, { nullable: true, description: 'The id of the record acted on; null for events about no one record' })
  entityId: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The record's name when the event was written (a deleted or renamed record keeps it); null when it has none",
  })
  entityName: string | null;

  @Field({ description: 'One line in words: \'Edited frame "Gold border": region 4 added\'' })
  summary: string;

  @Field(() => ID, { nullable: true, description: 'Null: the system or a public request' })
  staffId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Name of the staff member who did it, as it was then; null for the system or a public request',
  })
  staffName: string | null;

  @Field(() => StaffRole, { nullable: true, description: 'Their role then; null for the system or a public request' })
  staffRole: StaffRole | null;

  @Field(() => String, { nullable: true, description: "The request's id (X-Request-Id), to find its log lines; null for system jobs" })
  requestId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The client IP it came from (sign-ins, refused sign-ins, two-factor changes, recovery-code use, ended sessions); null otherwise',
  })
  clientIp: string | null;

  @Field(() => Int, { description: 'Rows it changed, a cascade included' })
  changeCount: number;
}

@ObjectType('AuditEventPage', { description: 'One page of history events and how many match in all' })
export class AuditEventPage extends Paginated(AuditEventModel) {}

@ObjectType('AuditFieldChange', { description: 'One field of a changed row; values as JSON text' })
export class AuditFieldChangeModel {
  @Field({ description: "The field's name" })
  field: string;

  @Field({ description: 'The field as its form labels it (Font Color, Type …)' })
  label: string;

  @Field(() => String, {
    nullable: true,
    description: 'The value before as the admin shows it (a reference by name, an enum by its label); null for a create',
  })
  beforeText: string | null;

  @Field(() => String, { nullable: true, description: 'The value after as the admin shows it; null for a delete' })
  afterText: string | null;

  @Field(() => String, { nullable: true, description: 'JSON; null: the field did not exist (a create)' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'JSON; null: the field no longer exists (a delete)' })
  after: string | null;
}

@ObjectType('AuditChange', { description: 'One row an event changed' })
export class AuditChangeModel {
  @Field(() => String, { description: "The change's number within the history" })
  id: string;

  @Field({ description: 'The kind of record changed (Category, AppUser …)' })
  entityKind: string;

  @Field({ description: "The changed record's id" })
  entityId: string;

  @Field(() => String, { nullable: true, description: "The changed row's name (a region's is 'Region 4'); null when it has none" })
  entityName: string | null;

  @Field({ description: 'insert, update or delete' })
  operation: string;

  @Field(() => [AuditFieldChangeModel], { description: 'Its changed fields, old and new values' })
  fields: AuditFieldChangeModel[];
}
