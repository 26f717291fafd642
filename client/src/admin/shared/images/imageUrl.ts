/** Spec §7: stored image paths are shown by prefixing the site root. */
export function imageUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${window.location.origin}/${path.replace(/^\/+/, '')}`;
}
