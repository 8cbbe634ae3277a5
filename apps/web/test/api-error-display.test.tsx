import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFrom, isApiError } from '@/shared/api/api-error.ts';
import { apiRequest } from '@/shared/api/http-client.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { NotifierProvider } from '@/shared/ui/notifier.tsx';
import { describeApiError, ErrorDetails, useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';

const t = (key: string) => i18next.t(key);

async function failedRequest(status: number, body?: unknown): Promise<unknown> {
  stubFetch(() => ({ status, body }));
  return apiRequest('/api/anything').then(
    () => expect.unreachable('the request should fail'),
    (error: unknown) => error,
  );
}

describe('API errors and their display', () => {
  beforeAll(() => useLocale('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('reads our error body, and nothing from a body that is not ours', () => {
    const ours = apiErrorFrom(422, { code: 'validation', message: 'Invalid', errors: { name: ['Too long'] } });
    expect(ours).toMatchObject({ status: 422, code: 'validation', message: 'Invalid', errors: { name: ['Too long'] } });
    const proxy = apiErrorFrom(502, '<html>Bad gateway</html>');
    expect(proxy).toMatchObject({ status: 502, code: 'unknown', message: '', errors: undefined });
    expect(isApiError(proxy)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
  });

  it('titles a 422 "The field is invalid" and lists every field message', async () => {
    const error = await failedRequest(422, {
      code: 'validation',
      message: 'The given data was invalid.',
      errors: { post: ['This post was not found on the page.'], 'buttons.0.title': ['Too long'] },
    });
    expect(describeApiError(error, t)).toEqual({
      title: 'The field is invalid',
      details: ['This post was not found on the page.', 'Too long'],
    });
  });

  it("titles a 402 with the server's message and lists its reasons", async () => {
    const error = await failedRequest(402, {
      code: 'plan-limit',
      message: 'Your plan allows no more replies this month.',
      errors: ['The monthly reply limit of your plan was reached.'],
    });
    expect(describeApiError(error, t)).toEqual({
      title: 'Your plan allows no more replies this month.',
      details: ['The monthly reply limit of your plan was reached.'],
    });
  });

  it("shows the server's message alone for 401, 403 and 500", async () => {
    for (const status of [401, 403, 500]) {
      const error = await failedRequest(status, { code: 'x', message: `Message for ${status}` });
      expect(describeApiError(error, t)).toEqual({ title: `Message for ${status}`, details: [] });
    }
  });

  it('falls back to our own words for a 404, a 500 without a body, and a network failure', async () => {
    expect(describeApiError(await failedRequest(404), t)).toEqual({
      title: 'The item does not exist or you are not authorized.',
      details: [],
    });
    expect(describeApiError(await failedRequest(500), t)).toEqual({ title: 'Something is wrong', details: [] });

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await apiRequest('/api/anything').catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ status: 0, code: 'network-error' });
    expect(describeApiError(offline, t)).toEqual({ title: 'Something is wrong', details: [] });
    expect(describeApiError(new Error('boom'), t)).toEqual({ title: 'Something is wrong', details: [] });
  });

  it('lists the details, each in its own direction', () => {
    render(<ErrorDetails details={['الاسم مطلوب', 'Too long']} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['الاسم مطلوب', 'Too long']);
    expect(items.every((item) => item.getAttribute('dir') === 'auto')).toBe(true);
  });

  it("shows a form's refused save as an alert with its title and list, closable when the form says how", () => {
    const error = { title: 'The field is invalid', details: ['The name is taken'] };
    const onClose = vi.fn();
    const { rerender } = render(<ApiErrorAlert error={error} onClose={onClose} testId="form-error" />);
    const alert = screen.getByTestId('form-error');
    expect(within(alert).getByText('The field is invalid').getAttribute('dir')).toBe('auto');
    expect(within(alert).getByRole('listitem').textContent).toBe('The name is taken');
    fireEvent.click(within(alert).getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();

    rerender(<ApiErrorAlert error={{ title: 'Something is wrong', details: [] }} testId="form-error" />);
    expect(within(screen.getByTestId('form-error')).queryByRole('list')).toBeNull();
    expect(within(screen.getByTestId('form-error')).queryByRole('button')).toBeNull();
    rerender(<ApiErrorAlert error={null} testId="form-error" />);
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('shows the error as a notification with its title and list', async () => {
    function Trigger({ error }: { error: unknown }) {
      const showApiError = useShowApiError();
      return (
        <button type="button" onClick={() => showApiError(error)}>
          save
        </button>
      );
    }
    const error = new ApiError(422, { code: 'validation', message: 'x', errors: { name: ['The name is taken'] } });
    render(
      <NotifierProvider>
        <Trigger error={error} />
      </NotifierProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    // antd's notification code is fetched with the first notification.
    const title = await screen.findByText('The field is invalid', {}, { timeout: 10_000 });
    const notice = title.closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByRole('listitem').textContent).toBe('The name is taken');
  });
});
