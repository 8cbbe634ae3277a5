import type { Post } from '@app/contract/publishing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessDateOf, businessInstant } from '@/features/publishing/calendar/calendar-math.ts';
import { PostCalendar } from '@/features/publishing/calendar/post-calendar.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { makePost } from './support/posts.ts';
import { renderAt } from './support/render-publishing.tsx';
import { makePage, signedIn } from './support/session.ts';

const zone = 'Asia/Damascus';
const today = businessDateOf(Date.now(), zone);
const inTwoDays = addDays(today, 2);
const facebookPost = makePost({ id: 1, scheduled_at: businessInstant(inTwoDays, 10, 15, zone) });
const instagramPost = makePost(
  { id: 2, network: 'instagram', scheduled_at: businessInstant(inTwoDays, 18, 40, zone) },
  [{ name: 'demo.shop' }],
);

function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

function dragTo(entry: HTMLElement, target: HTMLElement) {
  const transfer = dataTransfer();
  fireEvent.dragStart(entry, { dataTransfer: transfer });
  fireEvent.dragOver(target, { dataTransfer: transfer });
  fireEvent.drop(target, { dataTransfer: transfer });
}

function serve(posts: Post[], reschedule: (body: { scheduled_at: string }) => { status: number; body?: unknown }) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/posts?')) return { status: 200, body: { posts, total: posts.length } };
    if (url === '/api/posts/1/reschedule') return reschedule(JSON.parse(String(init?.body)));
    return undefined;
  });
}

const dayCell = (date: string) =>
  document.querySelector<HTMLElement>(`[data-testid="calendar-day"][data-date="${date}"]`)!;

describe('the scheduling calendar', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage()], currentPageId: 1, businessTimeZone: zone })));
  afterEach(() => vi.unstubAllGlobals());

  it('puts both networks on their business day in the month, marks today and asks for the whole grid', async () => {
    const calls = serve([facebookPost, instagramPost], () => ({ status: 500 }));
    renderAt(`/dashboard/fb/scheduled-posts?view=calendar&date=${inTwoDays}`, <PostCalendar />);
    await waitFor(() => expect(within(dayCell(inTwoDays)).getAllByTestId('calendar-entry')).toHaveLength(2));
    const [first, second] = within(dayCell(inTwoDays)).getAllByTestId('calendar-entry');
    expect(first!.textContent).toContain('10:15');
    expect(first!.querySelector('.network-facebook')).not.toBeNull();
    expect(second!.textContent).toContain('18:40');
    expect(second!.textContent).toContain('demo.shop');
    expect(second!.querySelector('.network-instagram')).not.toBeNull();
    if (document.querySelector(`[data-date="${today}"]`)) {
      expect(dayCell(today).getAttribute('aria-current')).toBe('date');
    }
    const query = new URL(calls[0]!.url, 'http://localhost').searchParams;
    expect(query.get('status')).toBe('upcoming');
    expect(query.get('network')).toBeNull();
    const days = [...document.querySelectorAll<HTMLElement>('[data-testid="calendar-day"]')].map(
      (cell) => cell.dataset.date!,
    );
    expect(query.get('from')).toBe(businessInstant(days[0]!, 0, 0, zone));
    expect(days.length % 7).toBe(0);
  });

  it('reschedules a post dropped on another day, keeping its time of day', async () => {
    const target = addDays(inTwoDays, 1);
    const bodies: string[] = [];
    serve([facebookPost], (body) => {
      bodies.push(body.scheduled_at);
      return { status: 200, body: { post: { ...facebookPost, scheduled_at: body.scheduled_at } } };
    });
    renderAt(`/dashboard/fb/scheduled-posts?view=calendar&date=${inTwoDays}`, <PostCalendar />);
    const entry = await within(dayCell(inTwoDays)).findByTestId('calendar-entry');
    act(() => dragTo(entry, dayCell(target)));
    await waitFor(() => expect(bodies).toEqual([businessInstant(target, 10, 15, zone)]));
  });

  it('puts the post back where it was when the server refuses the new time', async () => {
    const target = addDays(inTwoDays, 1);
    let refused = false;
    serve([facebookPost], () => {
      refused = true;
      return { status: 422, body: { code: 'validation', message: 'The time is in the past.' } };
    });
    renderAt(`/dashboard/fb/scheduled-posts?view=calendar&date=${inTwoDays}`, <PostCalendar />);
    const entry = await within(dayCell(inTwoDays)).findByTestId('calendar-entry');
    act(() => dragTo(entry, dayCell(target)));
    await waitFor(() => expect(refused).toBe(true));
    await waitFor(() => expect(within(dayCell(inTwoDays)).queryAllByTestId('calendar-entry')).toHaveLength(1));
    expect(within(dayCell(target)).queryAllByTestId('calendar-entry')).toHaveLength(0);
  });

  it('refuses a drop on a past day', async () => {
    let called = false;
    serve([facebookPost], () => {
      called = true;
      return { status: 200 };
    });
    renderAt(`/dashboard/fb/scheduled-posts?view=calendar&date=${today}`, <PostCalendar />);
    const entry = await within(dayCell(inTwoDays)).findByTestId('calendar-entry');
    const yesterday = dayCell(addDays(today, -1));
    expect(yesterday.className).toContain('calendar-past');
    act(() => dragTo(entry, yesterday));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).toBe(false);
  });

  it('shows a week with hour slots; a drop on a slot takes its hour and keeps the minutes', async () => {
    const bodies: string[] = [];
    serve([facebookPost], (body) => {
      bodies.push(body.scheduled_at);
      return { status: 200, body: { post: { ...facebookPost, scheduled_at: body.scheduled_at } } };
    });
    renderAt(`/dashboard/fb/scheduled-posts?view=calendar&span=week&date=${inTwoDays}`, <PostCalendar />);
    const slot = (hour: number) =>
      document.querySelector<HTMLElement>(
        `[data-testid="calendar-slot"][data-date="${inTwoDays}"][data-hour="${hour}"]`,
      )!;
    const entry = await within(slot(10)).findByTestId('calendar-entry');
    expect(document.querySelectorAll('[data-testid="calendar-week"] [role="columnheader"]')).toHaveLength(7);
    act(() => dragTo(entry, slot(16)));
    await waitFor(() => expect(bodies).toEqual([businessInstant(inTwoDays, 16, 15, zone)]));
  });
});

describe('the calendar in Arabic', () => {
  beforeAll(() => useLocale('ar'));
  afterEach(() => vi.unstubAllGlobals());

  it('starts its weeks on Saturday', async () => {
    sessionStore.setState(signedIn({ pages: [makePage()], currentPageId: 1, businessTimeZone: zone }));
    serve([], () => ({ status: 500 }));
    renderAt(`/dashboard/fb/scheduled-posts?view=calendar&span=week&date=2026-11-25`, <PostCalendar />);
    await screen.findByTestId('calendar-week');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="calendar-slot"]')?.getAttribute('data-date')).toBe('2026-11-21'),
    );
  });
});
