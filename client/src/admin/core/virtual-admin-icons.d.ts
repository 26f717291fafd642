/** Written at build time by scripts/admin-icons.mjs: the SVG paths of the icons the admin uses, by size and name. */
declare module 'virtual:admin-icons' {
  export const ICON_PATHS: Record<16 | 20, Partial<Record<string, string[]>>>;
}
