import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPage, startSim, type TestSim } from './helpers.ts';

describe("a post's permalink", () => {
  let t: TestSim;
  beforeEach(async () => {
    t = await startSim();
  });
  afterEach(() => t.close());

  it("leads to the simulator's own page of the post, with its comments and the page's replies", async () => {
    const { page, token } = await seedPage(t);
    const post = (await t.control('POST', '/posts', { page_id: page.id, message: 'فستان <جديد>' })).body as {
      id: string;
    };
    const comment = (
      await t.control('POST', '/comments', { post_id: post.id, from: { name: 'Sara' }, message: 'price?' })
    ).body as { id: string };
    await t.graph('POST', `/${comment.id}/comments`, {
      token: token,
      form: { message: 'Sent you the details' },
    });

    const read = await t.graph('GET', `/${post.id}`, { token: token, query: { fields: 'permalink_url' } });
    expect(read.body.permalink_url).toBe(`${t.baseUrl}/view/${post.id}`);
    const view = await fetch(read.body.permalink_url as string);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toContain('text/html');
    const html = await view.text();
    expect(html).toContain('فستان &#60;جديد&#62;');
    expect(html).toContain('Sara');
    expect(html).toContain('price?');
    expect(html).toContain('Sent you the details');
    expect((await fetch(`${t.baseUrl}/view/1_404`)).status).toBe(404);
  });

  it('shows an Instagram media with a picture the simulator serves, never an outside host', async () => {
    const { token, igId } = await seedPage(t, { withInstagram: true });
    const igUserId = igId!;
    const media = (await t.control('POST', '/posts', { ig_user_id: igUserId, message: 'New dress' })).body as {
      id: string;
    };
    const read = await t.graph('GET', `/${media.id}`, {
      token: token,
      query: { fields: 'media_url,permalink' },
    });
    expect(read.body.media_url).toBe(`${t.baseUrl}/pictures/media-${media.id}.svg`);
    expect((await fetch(read.body.media_url as string)).status).toBe(200);
    const html = await (await fetch(read.body.permalink as string)).text();
    expect(html).toContain('New dress');
    expect(html).toContain(read.body.media_url as string);
  });
});
