/** The REST facade's success body (issue #2 §7): `{ message, data }`, lists paged with totalCount. */
export interface Envelope<T> {
  message: string;
  data: T;
  totalCount?: number;
}

export function ok<T>(message: string, data: T, totalCount?: number): Envelope<T> {
  return totalCount === undefined ? { message, data } : { message, data, totalCount };
}
