import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AuditAction, StaffRole } from '../../generated/prisma/enums.js';
import { Paginated } from '../../common/graphql/paginated.js';

registerEnumType(AuditAction, { name: 'AuditAction', description: 'What a history event did' });

@ObjectType('AuditEvent', { description: 'One staff operation (or system job) in the history' })
export class AuditEventModel {
  @Field(() => String, { description: "The event's number: events are numbered in the order they were written" })
  id: string;

  @Field()
  occurredAt: Date;

  @Field(() => AuditAction)
  action: AuditAction;

  @Field({ description: 'The kind of record it was about (Category, AppUser …)' })
  entityKind: string;

  @Field(() => String, { nullable: true })
  entityId: string | null;

  @Field(() => ID, { nullable: true, description: 'Null: the system or a public request' })
  staffId: string | null;

  @Field(() => String, { nullable: true })
  staffName: string | null;

  @Field(() => StaffRole, { nullable: true })
  staffRole: StaffRole | null;

  @Field(() => String, { nullable: true })
  requestId: string | null;

  @Field(() => Int, { description: 'Rows it changed, a cascade included' })
  changeCount: number;
}

@ObjectType('AuditEventPage')
export class AuditEventPage extends Paginated(AuditEventModel) {}

@ObjectType('AuditFieldChange', { description: 'One field of a changed row; values as JSON text' })
export class AuditFieldChangeModel {
  @Field()
  field: string;

  @Field(() => String, { nullable: true, description: 'JSON; null: the field did not exist (a create)' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'JSON; null: the field no longer exists (a delete)' })
  after: string | null;
}

@ObjectType('AuditChange', { description: 'One row an event changed' })
export class AuditChangeModel {
  @Field(() => String, { description: "The change's number within the history" })
  id: string;

  @Field()
  entityKind: string;

  @Field()
  entityId: string;

  @Field({ description: 'insert, update or delete' })
  operation: string;

  @Field(() => [AuditFieldChangeModel])
  fields: AuditFieldChangeModel[];
}
