import type { FastifyInstance } from 'fastify';
import type { MediaCheckSettings } from '../media-check.ts';
import type { ControlApi } from './control-api.ts';
import { bool, controlRoute, num, str } from './control-body.ts';
import type { MediaChecksJson } from './control-endpoints.ts';

function mediaChecksJson(settings: MediaCheckSettings): MediaChecksJson {
  return { fetch_media: settings.fetchMedia, fetch_timeout_ms: settings.fetchTimeoutMs };
}

/** Control calls for publishing: failing containers and videos, and the media download checks. */
export function registerPublishingControlRoutes(app: FastifyInstance, control: ControlApi): void {
  const on = controlRoute(app);
  on('POST /containers/:id/fail', (body, _query, params) => {
    const subcode = num(body, 'error_subcode');
    const message = str(body, 'message');
    return control.failContainer({
      id: params.id ?? '',
      ...(subcode !== undefined ? { subcode } : {}),
      ...(message !== undefined ? { message } : {}),
    });
  });
  on('POST /videos/:id/fail', (body, _query, params) => {
    const message = str(body, 'message');
    return control.failVideo({ id: params.id ?? '', ...(message !== undefined ? { message } : {}) });
  });
  on('GET /media-checks', () => mediaChecksJson(control.mediaCheckSettings()));
  on('POST /media-checks', (body) => {
    const fetchMedia = bool(body, 'fetch_media');
    const timeout = num(body, 'fetch_timeout_ms');
    return mediaChecksJson(
      control.setMediaCheckSettings({
        ...(fetchMedia !== undefined ? { fetchMedia } : {}),
        ...(timeout !== undefined ? { fetchTimeoutMs: timeout } : {}),
      }),
    );
  });
}
