/**
 * One entity, one place (issue 32). Each record kind the admin manages is
 * described once, here in the top-level shared/, and both halves derive
 * their lists from these manifests: the server its Trash kinds and nouns,
 * the image owners, the GraphQL enum descriptions and the OpenAPI tags; the
 * admin its toast texts, screens, menus, paths and History and Trash labels.
 * `test/server/entity-manifests.spec.ts` holds every manifest against the
 * Prisma model, the GraphQL schema, the REST routes and the admin's screens.
 *
 * Pure data and pure functions: no DOM, no Node, nothing imported.
 */

export type StaffRole = 'superadmin' | 'admin' | 'employee';

/** Spec §6 role groups. */
export const SUPERADMIN_ONLY: readonly StaffRole[] = ['superadmin'];
export const SUPERADMIN_AND_ADMIN: readonly StaffRole[] = ['superadmin', 'admin'];
export const ALL_STAFF: readonly StaffRole[] = ['superadmin', 'admin', 'employee'];

/**
 * Spec §8's texts for one resource, to the letter (its spelling included:
 * 'ThemeSample', 'Customcategory', the sliders list reusing the categories
 * text). The admin shows them as toasts; the REST facade answers them as its
 * `message`.
 */
export interface EntityMessages {
  listFailed?: string;
  created?: string;
  createFailed?: string;
  updated?: string;
  updateFailed?: string;
  deleted?: string;
  deleteFailed?: string;
  imagesAdded?: string;
  imagesFailed?: string;
  /** The 404 text when the record is not there. */
  notFound?: string;
  /** The 409 text when a unique field's value is taken, by field (the refusal names the field). */
  taken?: Readonly<Record<string, string>>;
}

/** Where a screen sits in the side menus (spec §2 'Side menu by role'). */
export interface MenuPlace {
  /** The superadmin's menu has two sections; the admin's and employee's have none. */
  section: 'Master' | 'Content';
  /** Order within the superadmin's section (ascending). */
  order: number;
  /** Order in the sectionless admin and employee menus, when it differs from `order` (ascending; Master screens follow Content ones). */
  flatOrder?: number;
}

/** One screen of the admin. */
export interface ScreenManifest {
  /** The screen's id in the admin (core/screens.ts), e.g. 'themeSamples'. */
  id: string;
  /** Its route, e.g. '/themesamples' or '/greetings/:id' for a screen of one parent record. */
  path: string;
  /** Page heading and menu label (the spec's). */
  title: string;
  /** A Blueprint icon name. */
  icon: string;
  /** Who may open it (spec §2's route table). */
  roles: readonly StaffRole[];
  /** Its menu place; absent for a screen reached from a parent record's row. */
  menu?: MenuPlace;
}

/** How History shows one column: the form's label, and labels for its stored values (an enum's, a switch's). */
export interface FieldManifest {
  label: string;
  /** Stored value (as text: 'true', 'image', '700') to what the form shows. */
  values?: Readonly<Record<string, string>>;
}

/** A row of the entity as captured in the Trash (column name to value). */
export type EntityRow = Record<string, unknown>;

export interface EntityManifest {
  /** The Prisma model, which is also the SQL table and History's kind, e.g. 'ThemeSample'. */
  model: string;
  /** The admin's key for its texts (camelCase), e.g. 'themeSample'. */
  key: string;
  /** How staff call one and many in sentences, lower case: ['theme sample', 'theme samples']. */
  nouns: readonly [one: string, many: string];
  /** Its name as a heading or a History kind: 'Theme Sample'. */
  label: string;
  /** The GraphQL object type that carries it, when it has one of its own. */
  graphqlType?: string;
  /** Unique fields (besides the id), as the Prisma model declares them. */
  unique?: readonly string[];
  /** Spec §8's texts. */
  messages?: EntityMessages;
  /** The REST facade (spec §7): the path segment under /adminapi and the OpenAPI tag. */
  rest?: { path: string; tag: string; tagDescription: string };
  /** Who may read, write and delete it (the server enforces it with its policy decorators; a test compares). */
  access?: { read: readonly StaffRole[]; write: readonly StaffRole[]; delete: readonly StaffRole[] };
  /** A staff delete moves it to the Trash under this kind (Prisma's TrashKind). */
  trash?: {
    kind: string;
    /** The Trash's Kind column and filter. */
    label: string;
    /** The TrashKind enum value's description in the GraphQL schema. */
    description: string;
    /** How the Trash names one deleted row. */
    name: (row: EntityRow) => string;
  };
  /** Its images: the StoredImage foreign key naming it and each ImageKind with the most it holds. */
  images?: { ownerKey: string; kinds: Readonly<Record<string, number>> };
  /**
   * History's labels for its columns, as its form labels them. A column not
   * listed reads as its name in words ('fontColor' as 'Font color'); a column
   * `<model>Id` shows the referenced record's name.
   */
  fields?: Readonly<Record<string, FieldManifest>>;
  /** Its screens in the admin; the first is its list, opened by the roles of `access.read` when it has access. */
  screens?: readonly ScreenManifest[];
}

/** 'its 1 subcategory', 'its 2 subcategories'. */
export const countNoun = (entity: Pick<EntityManifest, 'nouns'>, count: number): string => (count === 1 ? entity.nouns[0] : entity.nouns[1]);
