import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client.ts';

/** A list on a server whose answers are held until `answerAll`: each answer is what the server held when asked. */
function heldList() {
  const server = { unread: 1 };
  const held: Array<() => void> = [];
  let asked = 0;
  return {
    server,
    asked: () => asked,
    read: () => {
      asked += 1;
      const unread = server.unread;
      return new Promise<number>((resolve) => held.push(() => resolve(unread)));
    },
    answerAll: () => held.splice(0).forEach((answer) => answer()),
  };
}

async function settled(client: QueryClient) {
  await expect.poll(() => client.isFetching()).toBe(0);
}

/**
 * A shown unread list whose first answer is still on its way when "mark all read" lands and the list is invalidated:
 * how many times the server was asked, and what the list shows once all is answered.
 */
async function changedWhileOnItsWay(client: QueryClient) {
  const list = heldList();
  const observer = new QueryObserver(client, { queryKey: ['notifications', { unread: true }], queryFn: list.read });
  const stop = observer.subscribe(() => {});
  list.server.unread = 0;
  const invalidated = client.invalidateQueries({ queryKey: ['notifications'] });
  list.answerAll();
  await invalidated;
  await settled(client);
  const { data, isError } = observer.getCurrentResult();
  stop();
  return { asked: list.asked(), data, isError };
}

describe('the query client', () => {
  it('asks again when a shown list is changed while its first answer is still on its way', async () => {
    const shown = await changedWhileOnItsWay(createQueryClient({ queries: { retry: false } }));
    expect(shown).toEqual({ asked: 2, data: 0, isError: false });
  });

  it('is needed: TanStack Query alone keeps the first answer (when this fails, the library mends it itself)', async () => {
    const shown = await changedWhileOnItsWay(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(shown).toMatchObject({ asked: 1, data: 1 });
  });

  it('leaves a one-off fetch nobody shows to finish', async () => {
    const client = createQueryClient({ queries: { retry: false } });
    const list = heldList();
    const fetched = client.fetchQuery({ queryKey: ['notifications', 'once'], queryFn: list.read });

    const invalidated = client.invalidateQueries({ queryKey: ['notifications'] });
    list.answerAll();
    await invalidated;

    await expect(fetched).resolves.toBe(1);
    expect(list.asked()).toBe(1);
  });
});
