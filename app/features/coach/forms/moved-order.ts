/** The collection's order with one item moved a place, as a move button's form sends it. */
export function movedOrder(order: readonly string[], index: number, direction: -1 | 1) {
  const moved = [...order];
  const [item] = moved.splice(index, 1);
  moved.splice(index + direction, 0, item!);
  return moved;
}
