import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TRASHABLE } from '../../../../shared/entities/index.js';
import { Paginated } from '../../common/graphql/paginated.js';
import { TrashKind } from '../../generated/prisma/enums.js';

export { TrashKind };
registerEnumType(TrashKind, {
  name: 'TrashKind',
  description: 'What a trash entry holds',
  // Each kind's description is its manifest's (shared/entities).
  valuesMap: Object.fromEntries(TRASHABLE.map(({ trash }) => [trash.kind, { description: trash.description }])),
});

/** A deleted record in the trash, with what went with it. */
@ObjectType('TrashEntry', { description: 'A deleted record in the trash, with what went with it' })
export class TrashEntryModel {
  @Field(() => ID, { description: "The deleted record's own id (a delete's answer carries it)" })
  id: string;

  @Field(() => TrashKind, { description: 'What kind of record it is' })
  kind: TrashKind;

  @Field({ description: 'Its name as staff saw it' })
  label: string;

  @Field({ description: "What went with it, e.g. '12 subcategories, 340 images'; empty when nothing did" })
  summary: string;

  @Field(() => String, { nullable: true, description: 'Root-relative URL of a thumbnail of the record' })
  thumbnailPath: string | null;

  @Field(() => ID, { nullable: true, description: 'The staff member who deleted it; null when a system job did' })
  deletedById: string | null;

  @Field(() => String, { nullable: true, description: 'Who deleted it' })
  deletedByName: string | null;

  @Field({ description: 'When it was deleted (ISO 8601 date-time, UTC)' })
  deletedAt: Date;

  @Field({ description: 'When it will be deleted for good (TRASH_RETENTION_DAYS after deletedAt)' })
  purgeAt: Date;
}

@ObjectType('TrashEntryPage', { description: 'One page of trash entries, newest first, and how many match in all' })
export class TrashEntryPage extends Paginated(TrashEntryModel) {}

export const trashEntrySelect = {
  id: true,
  kind: true,
  label: true,
  contents: true,
  thumbnailPath: true,
  deletedById: true,
  deletedByName: true,
  deletedAt: true,
} as const;

export interface TrashEntryRow {
  id: string;
  kind: TrashKind;
  label: string;
  contents: unknown;
  thumbnailPath: string | null;
  deletedById: string | null;
  deletedByName: string | null;
  deletedAt: Date;
}
