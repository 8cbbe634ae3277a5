import type { FastifyInstance } from 'fastify';

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

/** The directives as the header's text. */
function policyText(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** Every security header of an answer, computed once: a few of them per answer are the whole cost. */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'content-security-policy': policyText(contentSecurityPolicy(options)),
    'cross-origin-opener-policy': 'same-origin',
    // Meta's servers and other sites may fetch /media/* attachments (that route says cross-origin); the rest stays
    // same-origin.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Security headers on every response: the policy above, nosniff, no framing, a referrer policy that never sends a
 * path to another site, and HSTS in production only (a development server on http must stay reachable). A route
 * may replace one (the simulator's dialog sends its own policy, /media/* is cross-origin).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
