import { describe, expect, it } from 'vitest';
import { listedParams } from './page.mjs';
import type { StoredEmail } from './store.mjs';

const email = (
  template_params: Record<string, unknown>,
  attachments: StoredEmail['attachments'] = [],
): StoredEmail => ({
  folder: '2026-06-01T10-00-00-000Z-abcdef',
  received_at: '2026-06-01T10:00:00.000Z',
  lib_version: 'x',
  user_id: 'local-public-key',
  service_id: 'local_outbox',
  template_id: 'local_message',
  template_params,
  attachments,
});

describe('the outbox page lists', () => {
  it('every param the heading and message do not show, as the form sent it', () => {
    const listed = listedParams(
      email({ reply_to: 'a@b.c', from_name: 'Ada', to_name: 'Hall', message: 'Hi', budget: 80, tags: ['a'] }),
    );
    expect(listed).toEqual([
      { label: 'budget', value: '80' },
      { label: 'tags', value: '["a"]' },
    ]);
  });

  it('no attachment data or file name: those are shown as files', () => {
    const attachment = { field: 'image_data_1', name: 'hall.png', file: '1-hall.png', type: 'image/png', bytes: 10 };
    const listed = listedParams(
      email({ reply_to: 'a@b.c', image_data_1: '(saved)', file_name_1: 'hall.png', note: 'n' }, [attachment]),
    );
    expect(listed.map(({ label }) => label)).toEqual(['note']);
  });
});
