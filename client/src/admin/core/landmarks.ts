/**
 * The page's main region, which the skip link and the command palette move
 * focus to. Its own module: the palette sits inside the shell, so taking the
 * id from AdminShell.tsx would import the shell back.
 */
export const MAIN_CONTENT_ID = 'main-content';
