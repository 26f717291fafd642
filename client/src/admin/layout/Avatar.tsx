/** First letter of the name, upper-cased; '?' for a blank name. */
export function nameInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/** A round badge with the name's initial (spec §2: the shell shows the name initial). */
export function Avatar({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <span className="admin-avatar" style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {nameInitial(name)}
    </span>
  );
}
