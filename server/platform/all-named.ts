/**
 * `Promise.all` over an object: the results come back under the names they were asked by,
 * so a reader never counts positions to learn which result is which.
 */
export async function allNamed<T extends Record<string, Promise<unknown>>>(promises: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(promises) as (keyof T)[];
  const values = await Promise.all(names.map((name) => promises[name]));
  return Object.fromEntries(names.map((name, index) => [name, values[index]])) as { [K in keyof T]: Awaited<T[K]> };
}
