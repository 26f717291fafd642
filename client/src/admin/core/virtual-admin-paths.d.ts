/** Written at build time by scripts/admin-paths.mjs: every admin screen's path, from the entity manifests (shared/entities). */
declare module 'virtual:admin-paths' {
  export const SCREEN_PATHS: readonly string[];
}
