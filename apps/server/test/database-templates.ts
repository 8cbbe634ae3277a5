import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { createPgBossQueue } from '../src/platform/queue/job-queue.ts';
import { repeatableSql } from '../src/runtime.ts';

/**
 * Vitest's global set-up of the server projects: the schema (and the job queue's) is migrated ONCE, into a template each test file's
 * database starts from (test-server.ts), instead of running initdb and every migration per file. PGlite: a tarball
 * of the migrated data directory; PostgreSQL: a migrated database that `CREATE DATABASE … TEMPLATE` copies. Both
 * are named by a hash of what they are made of (migrations, repeatable SQL, this file, the locked dependencies), kept between
 * runs and shared by worktrees; the runtime still migrates at start, so a template is never more than a head start.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data directory's tarball. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database new test databases are copied from ('' on PGlite). */
    postgresTemplate: string;
  }
}

const serverRoot = path.resolve(import.meta.dirname, '..');
const templatesDir = path.join(tmpdir(), 'seller-test-templates');

function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(serverRoot, 'drizzle');
  const files = readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort();
  const sources = [...files.map((file) => path.join(migrations, file)), ...repeatableSql];
  // How a template is made (this file, the queue's options) and the locked dependencies (PGlite, pg-boss).
  sources.push(import.meta.filename, path.join(serverRoot, 'src/platform/queue/job-queue.ts'));
  sources.push(path.resolve(serverRoot, '../../package-lock.json'));
  for (const file of sources) {
    if (!existsSync(file) || !file.match(/\.(sql|json|ts)$/)) continue;
    hash.update(path.relative(serverRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The product's migrations and the job queue's own schema (pg-boss creates it on its first start). */
async function migrate(database: Database) {
  try {
    await database.migrate(repeatableSql);
    const queue = createPgBossQueue(database.executeSql, {
      error: (object, message) => console.error(message, object),
    });
    await queue.start();
    await queue.stop();
  } finally {
    await database.close();
  }
}

/** The tarball of a migrated PGlite data directory, made unless a run made it already. */
async function pgliteTemplate(key: string): Promise<string> {
  const file = path.join(templatesDir, `pglite-${key}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(templatesDir, { recursive: true });
  // Templates of older schemas (43 MB each) go once no run has made them for a week.
  for (const name of readdirSync(templatesDir)) {
    const old = path.join(templatesDir, name);
    if (name.startsWith('pglite-') && Date.now() - statSync(old).mtimeMs > 7 * 86_400_000) rmSync(old, { force: true });
  }
  const dataDir = mkdtempSync(path.join(templatesDir, 'building-'));
  try {
    await migrate(await openDatabase({ driver: 'pglite', dataDir }));
    const pglite = await PGlite.create({ dataDir });
    const tarball = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written aside then renamed: a run reading it meanwhile sees the whole file or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return file;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A migrated template database on the server, made unless a run made it already. */
async function postgresTemplate(adminUrl: string, key: string): Promise<string> {
  const name = `test_template_${key}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  try {
    if (await exists()) return name;
    // Migrated under another name then renamed: a template appears only once complete.
    const building = `${name}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      await migrate(await openDatabase({ driver: 'postgres', url: databaseUrl(adminUrl, building) }));
      // The pool's connections may take a moment to go: a database someone is connected to cannot be renamed.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
          break;
        } catch (error) {
          if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another run made the same template meanwhile.
      if (await exists()) return name;
      throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const key = templateKey();
  // The restart tests run on PGlite in both projects.
  project.provide('pgliteTemplate', await pgliteTemplate(key));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = project.config.env?.TEST_DB_DRIVER === 'postgres' && adminUrl;
  project.provide('postgresTemplate', postgres ? await postgresTemplate(adminUrl, key) : '');
}
