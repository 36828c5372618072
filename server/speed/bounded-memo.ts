/**
 * Values computed once and kept, at most `maxEntries` of them: past that the least recently used
 * one is forgotten (and computed again if asked for). What the seam keeps per key that callers
 * choose (an audience, a search term) is kept in one of these, so no key can grow memory unbounded.
 */
export function boundedMemo<V>(maxEntries: number) {
  const entries = new Map<string, V>();
  return {
    /** The value under `key`, made by `make()` when it is not remembered. */
    get<T extends V>(key: string, make: () => T): T {
      if (entries.has(key)) {
        const value = entries.get(key)!;
        // Map order is use order: the least recently used comes first
        entries.delete(key);
        entries.set(key, value);
        return value as T;
      }
      const value = make();
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    has: (key: string) => entries.has(key),
    delete: (key: string) => void entries.delete(key),
    size: () => entries.size,
  };
}
export type BoundedMemo<V> = ReturnType<typeof boundedMemo<V>>;
