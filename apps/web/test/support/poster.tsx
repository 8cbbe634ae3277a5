import type { MediaFile, Post, PostProblem } from '@app/contract/publishing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { PosterForm } from '@/features/publishing/poster/components/poster-form.tsx';
import type { PosterFormValues } from '@/features/publishing/poster/poster-form-values.ts';
import { NotifierProvider } from '@/shared/ui/notifier.tsx';
import { createQueryClient } from '@/shared/api/query-client.ts';

export function renderPoster(initialValues: PosterFormValues) {
  const onSaved = vi.fn<(post: Post) => void>();
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  render(
    <ConfigProvider>
      <App>
        <NotifierProvider>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <PosterForm initialValues={initialValues} cancelTo="/dashboard/fb/scheduled-posts" onSaved={onSaved} />
            </MemoryRouter>
          </QueryClientProvider>
        </NotifierProvider>
      </App>
    </ConfigProvider>,
  );
  return { onSaved, form: screen.getByTestId('poster-editor') };
}

export function problem(overrides: Partial<PostProblem> & Pick<PostProblem, 'code'>): PostProblem {
  return { severity: 'error', target_id: null, target_name: null, params: {}, meta_message: null, ...overrides };
}

export function savedPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 7,
    network: 'facebook',
    type: 'message',
    message: 'Hello',
    link: null,
    fb_preset_id: null,
    reply_message: null,
    schedule_type: 'now',
    scheduled_at: '2026-11-23T20:00:00.000Z',
    template_id: null,
    media: [],
    status: 'publishing',
    targets: [],
    warnings: [],
    editable: false,
    created_at: '2026-11-23T20:00:00.000Z',
    updated_at: '2026-11-23T20:00:00.000Z',
    ...overrides,
  };
}

export function mediaFile(id: number, name: string): MediaFile {
  return {
    id,
    kind: 'image',
    extension: 'jpg',
    url: `/media/${id}.jpg`,
    bytes: 1000,
    width: 1080,
    height: 1080,
    original_name: name,
    created_at: '2026-11-23T20:00:00.000Z',
  };
}

type SentUpload = { request: FakeUpload; body: FormData };

/** Stands in for the browser's XMLHttpRequest (the network), recording each upload; the test drives its progress. */
export class FakeUpload {
  static sent: SentUpload[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeUpload.sent.push({ request: this, body });
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
