import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: '/tmp/pgset' });
for (const s of ['fsync','synchronous_commit','wal_level','full_page_writes','wal_sync_method','shared_buffers','wal_buffers','commit_delay','max_wal_size','checkpoint_timeout','jit','work_mem','wal_writer_delay'])
  console.log(s, (await db.query(`show ${s}`)).rows[0]);
await db.close();
