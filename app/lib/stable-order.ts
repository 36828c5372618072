/**
 * A list shown in the order it was first shown: items already on screen keep their places, whatever
 * order the server sends them in now (the users list puts pending accounts first, so approving one
 * moved the next row under the pointer); items not shown before come first, in the server's order.
 */
export function inShownOrder<T extends { id: string }>(shownIds: readonly string[], items: readonly T[]): T[] {
  const place = new Map(shownIds.map((id, index) => [id, index]));
  const fresh = items.filter((item) => !place.has(item.id));
  const known = items.filter((item) => place.has(item.id)).sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return [...fresh, ...known];
}
