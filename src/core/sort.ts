/**
 * A stable sort in place that allocates nothing for a few items: Array#sort makes work arrays at
 * each call (about 0.9 KB), which a folder lint pays per file; past 16 items it is the cheaper way.
 */
export function sortInPlace<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  if (items.length > 16) return items.sort(compare);
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!;
    let j = i - 1;
    for (; j >= 0 && compare(items[j]!, item) > 0; j--) items[j + 1] = items[j]!;
    items[j + 1] = item;
  }
  return items;
}
