import type { z } from 'zod';

/**
 * The steps from older stored versions: `upgrades[n]` turns a version-n value (without its version number) into
 * version n+1's. Each step knows only its two neighbours, so a row of any age is read through the steps after it.
 */
export type JsonUpgrades = Readonly<Record<number, (value: Record<string, unknown>) => Record<string, unknown>>>;

type Options = {
  /** The version written now (1 until the shape first changes). */
  version?: number;
  upgrades?: JsonUpgrades;
};

/**
 * A jsonb column whose shape a schema owns: written as `{ "version": n, ...value }` and parsed on read, so the
 * code never casts what it reads. Rows written before the column had a version read as version 1. When the shape
 * changes, the new version number and the step from the previous one go in `upgrades`, not in every reader.
 */
export function versionedJson<Schema extends z.ZodType<object>>(schema: Schema, options: Options = {}) {
  const version = options.version ?? 1;
  const upgrades = options.upgrades ?? {};
  for (let from = 1; from < version; from++)
    if (!upgrades[from]) throw new Error(`No upgrade from stored JSON version ${from} to ${from + 1}`);
  return {
    version,
    write: (value: z.output<Schema>) => ({ version, ...value }),
    read(stored: unknown): z.output<Schema> {
      const { version: storedVersion = 1, ...value } = stored as { version?: unknown };
      if (typeof storedVersion !== 'number' || !Number.isInteger(storedVersion) || storedVersion < 1)
        throw new Error(`Unknown stored JSON version: ${String(storedVersion)}`);
      if (storedVersion > version) throw new Error(`Unknown stored JSON version: ${storedVersion}`);
      let upgraded: Record<string, unknown> = value;
      for (let from = storedVersion; from < version; from++) upgraded = upgrades[from]!(upgraded);
      return schema.parse(upgraded);
    },
  };
}
