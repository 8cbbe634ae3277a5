import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '@app/contract';
import { SubscribersScreen } from '@/features/inbox/subscribers/subscribers-screen.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { renderScreen } from './support/render-screen.tsx';
import { makePage, signedIn } from './support/session.ts';

const subscriber = (id: number, name: string, overrides: Partial<Subscriber> = {}): Subscriber => ({
  id,
  channel: 'messenger',
  account_id: 1,
  meta_user_id: `2400${id}`,
  name,
  picture_url: null,
  source: 'comment',
  source_ref: null,
  labels: [],
  fields: {},
  first_interaction_at: '2026-11-20T08:00:00.000Z',
  last_interaction_at: '2026-11-23T08:00:00.000Z',
  last_incoming_at: '2026-11-23T08:00:00.000Z',
  window: { state: 'open', closes_at: '2026-11-24T08:00:00.000Z' },
  ...overrides,
});

describe('the subscribers screens', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage({ id: 1 })], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('lists, searches, filters, opens the conversation and edits labels', async () => {
    let labelsSent: unknown = null;
    const calls = stubFetch((url, init) => {
      if (url.includes('/api/bot/subscribers/5/labels')) {
        labelsSent = JSON.parse(String(init?.body));
        return { status: 200, body: { subscriber: subscriber(5, 'Rami', { labels: ['vip'] }) } };
      }
      if (url.includes('/api/bot/subscribers'))
        return {
          status: 200,
          body: { subscribers: [subscriber(5, 'Rami', { labels: ['lead'] }), subscriber(6, 'Lina')], total: 2 },
        };
      return undefined;
    });
    renderScreen(<SubscribersScreen />);
    expect(await screen.findByText('Rami')).toBeTruthy();
    expect(screen.getByText('24005')).toBeTruthy();
    expect(screen.getByTestId('open-conversation-5').getAttribute('href')).toBe(
      '/dashboard/bot/fb/chat?conversation=5',
    );

    const search = within(screen.getByTestId('subscribers-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'Ram' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.some((call) => call.url.includes('q=Ram'))).toBe(true));

    fireEvent.click(screen.getByTestId('labels-5'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('lead')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(labelsSent).toEqual({ labels: ['lead'] }));
  });

  it('shows the referral agents the same list without labels, export or conversations', async () => {
    const calls = stubFetch((url) =>
      url.includes('/api/fb/subscribers')
        ? { status: 200, body: { subscribers: [subscriber(9, 'Omar')], total: 1 } }
        : undefined,
    );
    renderScreen(<SubscribersScreen referral />);
    expect(await screen.findByText('Omar')).toBeTruthy();
    expect(screen.queryByTestId('labels-9')).toBeNull();
    expect(screen.queryByTestId('subscribers-export')).toBeNull();
    expect(screen.queryByTestId('open-conversation-9')).toBeNull();
    expect(calls.every((call) => !call.url.includes('/api/bot/'))).toBe(true);
  });

  it('downloads the CSV with the bearer header', async () => {
    const calls: { url: string; auth: string | null }[] = [];
    stubFetch((url, init) => {
      if (url.includes('/api/bot/subscribers/export')) {
        calls.push({ url, auth: new Headers(init?.headers).get('authorization') });
        return { status: 200, body: 'name\n' };
      }
      if (url.includes('/api/bot/subscribers')) return { status: 200, body: { subscribers: [], total: 0 } };
      return undefined;
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    renderScreen(<SubscribersScreen />);
    fireEvent.click(await screen.findByTestId('subscribers-export'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toContain('channel=messenger');
    expect(calls[0]!.auth).toMatch(/^Bearer /);
  });
});
