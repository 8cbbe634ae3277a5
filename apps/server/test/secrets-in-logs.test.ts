import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { appSecretProof } from '../src/platform/meta/graph-client.ts';
import { loggerOptions } from '../src/platform/logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), stream), text: () => lines.join('') };
}

describe('secrets in logs', () => {
  it('never writes a token, the app secret or an appsecret_proof, in fields or in request addresses', () => {
    const { logger, text } = capture();
    const proof = appSecretProof('EAAG-page-token', 'the-app-secret');
    logger.info(
      {
        call: { access_token: 'EAAG-page-token', appsecret_proof: proof, client_secret: 'the-app-secret' },
        req: {
          method: 'GET',
          url: `/webhooks/meta?hub.verify_token=verify-me&access_token=EAAG-page-token&appsecret_proof=${proof}&client_secret=the-app-secret`,
        },
      },
      'a Graph call',
    );
    const written = text();
    expect(written).toContain('a Graph call');
    for (const secret of ['EAAG-page-token', 'the-app-secret', proof, 'verify-me'])
      expect(written).not.toContain(secret);
  });

  it("computes Meta's appsecret_proof: HMAC-SHA256 of the token keyed by the app secret, in hex", () => {
    // Reference value from `printf %s token | openssl dgst -sha256 -hmac secret`.
    expect(appSecretProof('token', 'secret')).toBe('e941110e3d2bfe82621f0e3e1434730d7305d106c5f68c87165d0b27a4611a4a');
  });
});
