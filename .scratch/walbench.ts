import { PGlite } from '@electric-sql/pglite';
import { rmSync } from 'node:fs';
const variants: Record<string, string[]> = {
  default: [],
  fpw_off: ['-c', 'full_page_writes=off'],
  minimal: ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'],
  both: ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', '-c', 'full_page_writes=off'],
  async_commit: ['-c', 'synchronous_commit=off'],
};
const order = process.argv.slice(2);
for (const name of order) {
  rmSync('/tmp/walb', { recursive: true, force: true });
  const base = (PGlite as any).defaultStartParams as string[];
  const db = await PGlite.create({ dataDir: '/tmp/walb', startParams: [...base, ...variants[name]!] });
  await db.exec(`create table ev (id bigserial primary key, natural_key text unique, account_id text, status text, next_at timestamptz, received_at timestamptz, payload jsonb);
    create index on ev(status, next_at); create index on ev(account_id, received_at);
    create table cp (name text primary key, seg int, off bigint);
    create or replace function imp(rows jsonb, n int) returns setof bigint language plpgsql as $$ begin
      insert into cp values ('w', 1, n) on conflict (name) do update set off = excluded.off;
      return query insert into ev (natural_key, account_id, status, next_at, received_at, payload)
        select x.k, x.a, 'processing', now(), now(), x.p from jsonb_to_recordset(rows) as x(k text, a text, p jsonb) returning id; end $$;`);
  const payload = { field: 'feed', value: { from: { id: '1234567890', name: 'Some One' }, message: 'price please how much', post_id: '1_2', comment_id: '1_2_3', verb: 'add', item: 'comment', created_time: 1700000000 } };
  const N = 4000;
  for (let i = 0; i < 500; i++) await db.query('select * from imp($1::jsonb, $2)', [JSON.stringify([{ k: `w${i}`, a: 'p1', p: payload }]), i]);
  const cpu0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    await db.query('select * from imp($1::jsonb, $2)', [JSON.stringify([{ k: `k${i}`, a: 'p1', p: payload }]), i]);
    await db.query("update ev set status = 'done' where id = $1", [i + 500]);
  }
  const cpu = process.cpuUsage(cpu0); const ms = performance.now() - t0;
  const wal = (await db.query<{ l: string }>("select pg_current_wal_lsn()::text as l")).rows[0]!.l;
  console.log(name.padEnd(14), (ms / N).toFixed(3), 'ms/iter wall', ((cpu.user + cpu.system) / 1000 / N).toFixed(3), 'cpu (sys', (cpu.system / 1000 / N).toFixed(3), ') wal', wal);
  await db.close();
}
