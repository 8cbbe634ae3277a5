import type { Post } from '@app/contract/publishing';
import { expect } from 'vitest';
import { apiLogin, baseUrl, demoOwner, simulator } from './browser.ts';

export type DemoPublisher = {
  token: string;
  pageId: number;
  pageName: string;
  pageMetaId: string;
  instagramId: number | null;
  instagramName: string | null;
  instagramUsername: string | null;
};

export async function demoPublisher(): Promise<DemoPublisher> {
  const { status, body } = await apiLogin(demoOwner);
  expect(status).toBe(200);
  const page = body.pages[0]!;
  const account = body.insta_accounts?.[0];
  return {
    token: body.access_token,
    pageId: page.id,
    pageName: page.name,
    pageMetaId: page.page_id,
    instagramId: account?.id ?? null,
    instagramName: account?.name ?? null,
    instagramUsername: account?.username ?? null,
  };
}

/** Calls our API as the owner; answers the status and the body. */
export async function callApi<Body = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      version: '2',
      locale: 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

/** A date `days` ahead on the Damascus clock (UTC+3 all year) and the instant of a time on it. */
export function damascusDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Damascus' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

export function damascusInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00+03:00`).toISOString();
}

export async function schedulePost(
  publisher: DemoPublisher,
  input: { message: string; at: string; network?: 'facebook' | 'instagram'; files?: number[] },
): Promise<Post> {
  const body =
    input.network === 'instagram'
      ? {
          network: 'instagram',
          caption: input.message,
          accounts: [publisher.instagramId],
          type: 'image',
          files: input.files ?? [],
          schedule_type: 'scheduled',
          schedule_time: input.at,
        }
      : {
          network: 'facebook',
          message: input.message,
          pages: [publisher.pageId],
          type: 'message',
          schedule_type: 'scheduled',
          schedule_time: input.at,
        };
  const answer = await callApi<{ post: Post }>(publisher.token, 'POST', '/api/posts', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.post;
}

export async function getPost(token: string, id: number) {
  return callApi<{ post: Post }>(token, 'GET', `/api/posts/${id}`);
}

/** Polls until `check` passes (the screens and the engine work asynchronously). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    value = await read();
  }
  return value;
}

/** Uploads a JPEG (drawn by the test) through our API; answers the media's id and its public address. */
export async function uploadJpeg(
  token: string,
  jpeg: Buffer,
  name = 'photo.jpg',
): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseUrl()}/api/posts/media`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, version: '2', locale: 'en' },
    body: form,
  });
  const body = (await response.json()) as { media: { id: number; url: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.media;
}

/** Calls the simulator's Graph API (as Meta's own tools would), with a page token. */
export async function simulatorGraph<Body = unknown>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  params: Record<string, string>,
): Promise<Body> {
  const query = method === 'GET' ? `?${new URLSearchParams(params).toString()}` : '';
  const response = await fetch(`${baseUrl()}/_meta/v21.0/${path}${query}`, {
    method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: method === 'GET' ? undefined : new URLSearchParams(params).toString(),
  });
  const body = (await response.json()) as Body;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** The simulator's Instagram professional account linked to the demo publisher's page. */
export async function demoInstagramUserId(publisher: DemoPublisher): Promise<string> {
  const simPage = (await simulator.listPages()).find((candidate) => candidate.id === publisher.pageMetaId);
  const igUserId = simPage?.instagram_business_account?.id;
  expect(igUserId).toBeTruthy();
  return igUserId!;
}
