import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Category', { description: 'A category of posters: groups subcategories and greetings' })
export class CategoryModel {
  @Field(() => ID, { description: "The category's id (UUID)" })
  id: string;

  @Field({ description: "The category's name" })
  categoryName: string;

  @Field({ description: 'Category of election posters' })
  isElection: boolean;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => Int, { description: 'How many subcategories it has' })
  totalSubcategories: number;

  @Field(() => Int, { description: 'How many greetings it has' })
  totalGreetings: number;

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

/** One query for categories with their subcategory and greeting counts (no per-row count). */
export const categorySelect = {
  id: true,
  categoryName: true,
  isElection: true,
  status: true,
  createdAt: true,
  _count: { select: { subcategories: true, greetings: true } },
} as const;

export function toCategoryModel(row: {
  id: string;
  categoryName: string;
  isElection: boolean;
  status: boolean;
  createdAt: Date;
  _count: { subcategories: number; greetings: number };
}): CategoryModel {
  // Field by field rather than rest-and-spread: this runs for every row of every list.
  return {
    id: row.id,
    categoryName: row.categoryName,
    isElection: row.isElection,
    status: row.status,
    createdAt: row.createdAt,
    totalSubcategories: row._count.subcategories,
    totalGreetings: row._count.greetings,
  };
}
