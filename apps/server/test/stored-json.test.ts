import { describe, expect, it } from 'vitest';
import { actionRequestJson } from '../src/features/replies/actions/action-request.ts';
import { campaignSettingsJson } from '../src/features/replies/campaigns/campaign-settings.ts';
import { replyTemplateMessageJson } from '../src/features/replies/templates/reply-template-message.ts';

describe('versioned JSON columns', () => {
  it('writes a version and reads back the same value', () => {
    const request = { commentId: '1_2', message: 'Thanks!' };
    const stored = actionRequestJson.write(request);
    expect(stored).toEqual({ version: 1, ...request });
    expect(actionRequestJson.read(JSON.parse(JSON.stringify(stored)))).toEqual(request);
  });

  it('reads rows written before the version as version 1, with the schema\u2019s defaults', () => {
    const settings = campaignSettingsJson.read({ name: 'old', post: '1_2', comments: ['Hi'] });
    expect(settings).toMatchObject({ name: 'old', comments: ['Hi'], message_type: 'text', enable_multiple: false });
    const message = replyTemplateMessageJson.read({ message_type: 'text', message: 'Hello' });
    expect(message).toEqual({ message_type: 'text', message: 'Hello', buttons: [], cards: [], attachment_url: null });
  });

  it('refuses a version it does not know and a value its schema rejects', () => {
    expect(() => actionRequestJson.read({ version: 2, commentId: '1' })).toThrow(/version/);
    expect(() => actionRequestJson.read({ version: 1 })).toThrow();
  });
});
