/** "1 order", "3 orders": a count with its noun in the right number (English, as the shop's copy). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
