/** The REST facade's success body (issue #2 §7): `{ message, data }`, lists paged with totalCount. */
export interface Envelope<T> {
  message: string;
  data: T;
  totalCount?: number;
  /** App user lists: true when totalCount stopped at its cap (10,001, shown as "10,000+"). */
  countCapped?: boolean;
}

export function ok<T>(message: string, data: T, totalCount?: number, countCapped?: boolean): Envelope<T> {
  if (totalCount === undefined) return { message, data };
  return countCapped === undefined ? { message, data, totalCount } : { message, data, totalCount, countCapped };
}
