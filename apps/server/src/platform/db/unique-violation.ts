/** PostgreSQL's unique violation, however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationOf(error) !== null;
}

/** The unique index or constraint a PostgreSQL unique violation broke ('' when the driver does not say); else null. */
export function uniqueViolationOf(error: unknown): string | null {
  for (let current = error; current instanceof Error || typeof current === 'object';) {
    if (current === null) return null;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
    if (current === undefined) return null;
  }
  return null;
}
