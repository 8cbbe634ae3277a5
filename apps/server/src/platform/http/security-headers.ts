import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/** `appOrigin`: the origin of APP_URL, which the simulator's pictures are addressed by (it may name the host
 * differently from the address the browser uses, e.g. localhost and 127.0.0.1, and be plain http). */
type SecurityOptions = { production: boolean; appOrigin: string };

/**
 * The Content-Security-Policy of every answer (OWASP ASVS 3.4.3). Scripts only from our own origin, no inline
 * script or eval. Styles allow inline: Ant Design writes its CSS-in-JS into <style> elements at run time. Images
 * come from anywhere over https: the owner's own card and attachment addresses are previewed, and Meta's CDNs
 * (fbcdn.net, cdninstagram.com, fbsbx.com) change host names.
 */
export function contentSecurityPolicy({ production, appOrigin }: SecurityOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", appOrigin, 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", appOrigin, 'blob:', 'https:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only behind TLS: on a plain-http installation (a LAN, a demo) it would break every request.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response: the policy above, nosniff, no framing, a referrer policy that never sends a
 * path to another site, and HSTS in production only (a development server on http must stay reachable).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // X-Content-Type-Options: nosniff is on by default (helmet refuses an explicit `true`).
    // Meta's servers and other sites may fetch /media/* attachments; the rest stays same-origin (set per route).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Same-origin windows only: the Facebook login is a full-page redirect, not a popup that needs its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
}
