import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorClient, SimulatorControlError, type SimulatorClient } from '../src/client/simulator-client.ts';
import { startSim, type TestSim } from './helpers.ts';

describe('the typed control client', () => {
  let t: TestSim;
  let client: SimulatorClient;
  beforeAll(async () => {
    t = await startSim();
    client = createSimulatorClient(() => t.baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  it('drives the contract calls and reads their answers', async () => {
    const user = await client.createUser({ name: 'Client Carla' });
    const page = await client.createPage({ owner_user_id: user.id, name: 'Carla Shop', with_instagram: true });
    expect(page.instagram_business_account?.id).toBeTruthy();
    expect((await client.listPages()).map((listed) => listed.id)).toContain(page.id);
    const before = await client.lastCallSeq();
    const post = await client.createPost({ page_id: page.id, message: 'Sale' });
    const comment = await client.createComment({ post_id: post.id, from: { name: 'Buyer' }, message: 'price?' });
    expect(comment.id).toContain(post.id.split('_')[1]);
    expect(await client.calls(before)).toEqual([]);
    const { code } = await client.oauthCode({ user_id: user.id });
    expect(code).toMatch(/\S/);
  });

  it("reads a message back by its mid as the person's phone shows it", async () => {
    const user = await client.createUser({ name: 'Client Mona' });
    const page = await client.createPage({ owner_user_id: user.id, name: 'Mona Shop' });
    const { mid } = await client.sendMessage({ page_id: page.id, from: { id: '7123', name: 'Buyer' }, text: 'hello' });
    expect(await client.message(mid)).toEqual({ id: mid, from_page: false, text: 'hello', quick_replies: null });
    await expect(client.message('m_unknown')).rejects.toMatchObject({ status: 404 });
  });

  it('reads and writes faults, limits and the clock in the wire shape', async () => {
    await client.setFaults({ error_rate: 0.5, error: { code: 2, http_status: 500 }, paths: ['/v21.0/'] });
    expect(await client.faults()).toEqual({
      error_rate: 0.5,
      error: { code: 2, http_status: 500 },
      latency_ms: 0,
      duplicate_rate: 0,
      paths: ['/v21.0/'],
    });
    await client.setFaults({});
    expect((await client.faults()).error).toBeNull();
    expect((await client.setLimits({ page_calls_per_hour: 7 })).page_calls_per_hour).toBe(7);
    const now = Date.parse(await client.now());
    expect(Date.parse(await client.advanceClock(60_000)) - now).toBeGreaterThanOrEqual(60_000);
    expect(await client.deliveriesIdle(1000)).toBe(true);
  });

  it("surfaces the simulator's refusals with the endpoint, status and message", async () => {
    const refusal = await client.createPost({ page_id: '404404', message: 'x' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SimulatorControlError);
    expect(refusal).toMatchObject({ endpoint: 'POST /posts', status: 404 });
    expect((refusal as Error).message).toBe(
      'simulator POST /posts answered 404: Page 404404 does not exist in the simulator',
    );
  });
});
