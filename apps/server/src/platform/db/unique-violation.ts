/** PostgreSQL's unique violation, however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || typeof current === 'object';) {
    if (current === null) return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
    if (current === undefined) return false;
  }
  return false;
}
