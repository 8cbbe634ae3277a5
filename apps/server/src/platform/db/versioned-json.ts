import type { z } from 'zod';

/**
 * A jsonb column whose shape a schema owns: written as `{ "version": 1, ...value }` and parsed on read, so the
 * code never casts what it reads. Rows written before the column had a version read as version 1. When the shape
 * changes, the new version and an upgrade of the older rows belong here, not in every reader.
 */
export function versionedJson<Schema extends z.ZodType<object>>(schema: Schema) {
  const version = 1;
  return {
    write: (value: z.output<Schema>) => ({ version, ...value }),
    read(stored: unknown): z.output<Schema> {
      const { version: storedVersion = 1, ...value } = stored as { version?: unknown };
      if (storedVersion !== version) throw new Error(`Unknown stored JSON version: ${String(storedVersion)}`);
      return schema.parse(value);
    },
  };
}
