/** The builder's address: the list of flows without an id, one flow's canvas with it. */
export function builderPath(id?: number): string {
  return id === undefined ? '/dashboard/bot/builder' : `/dashboard/bot/builder/${id}`;
}
