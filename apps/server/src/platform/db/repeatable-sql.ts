import { readFile } from 'node:fs/promises';

/**
 * SQL that is defined rather than migrated: functions written as `create or replace`, one file each beside the
 * feature that calls them, run after the migrations on every start. The file holds the current body, so one
 * file tells what the database runs; the migrations that first created them stay as history.
 */
export async function applyRepeatableSql(
  execute: (text: string) => Promise<unknown>,
  files: readonly string[],
): Promise<void> {
  for (const file of files) await execute(await readFile(file, 'utf8'));
}
