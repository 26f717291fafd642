/**
 * Whether a database failure means "the database cannot be reached now" (a
 * 503) rather than a defect (a 500), from its code and message alone. Pure,
 * without Prisma, so the export's worker thread shares it with toAppError.
 */
export function isDatabaseUnavailable(code = '', message = ''): boolean {
  // 08: connection exception; 57P01-03: shutting down / cannot connect now; 57014: statement timeout; 53300: too many connections.
  if (/^08|^57P0[1-3]$|^57014$|^53300$/.test(code)) return true;
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)$/.test(code)) return true;
  // pg's own: a socket closed under it, a pool that could not connect in time, a client's connect timeout.
  return /Connection terminated|timeout exceeded when trying to connect|timeout expired/i.test(message);
}
