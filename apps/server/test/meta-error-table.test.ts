import { describe, expect, it } from 'vitest';
import { classifyMetaError, metaErrorTable, type MetaErrorFacts } from '../src/platform/meta/meta-error-classes.ts';
import { MetaApiError } from '../src/platform/meta/meta-errors.ts';

const facts = (code: number | undefined, rest: Partial<MetaErrorFacts> = {}): MetaErrorFacts => ({
  code,
  subcode: undefined,
  isTransient: false,
  message: `(#${code}) Meta said no`,
  httpStatus: 400,
  ...rest,
});

/** One example per row of the table, in the table's order, with what sending must do about it. */
const examples: [string, MetaErrorFacts, Partial<ReturnType<typeof classifyMetaError>>][] = [
  ['app rate limit (4, 341)', facts(4, { isTransient: true }), { errorClass: 'slow-down', appWide: true }],
  [
    'page or user rate limit (17, 32, 613, 80000-80014)',
    facts(80001, { isTransient: true }),
    { errorClass: 'slow-down', appWide: false },
  ],
  [
    'token (190 and its subcodes)',
    facts(190, { subcode: 463, message: 'Error validating access token: Session has expired' }),
    { errorClass: 'page-needs-action', missingPermission: null },
  ],
  [
    'policy block (368)',
    facts(368, { message: 'You are temporarily blocked from performing this action for 3 days' }),
    { errorClass: 'policy-block', pauseMs: 3 * 86_400_000 },
  ],
  [
    'page restricted from sending (10/1893063)',
    facts(10, { subcode: 1893063, message: '(#10) This Page is temporarily restricted from sending messages' }),
    { errorClass: 'policy-block', pauseMs: 86_400_000 },
  ],
  [
    'deleted or invisible object (100/33)',
    facts(100, { subcode: 33, message: "Unsupported post request. Object with ID '1_2' does not exist" }),
    { errorClass: 'item-only', itemFailure: 'comment-unavailable' },
  ],
  [
    'already replied (10900, 10/2534014)',
    facts(10900, { message: '(#10900) Activity already replied to' }),
    { errorClass: 'item-only', itemFailure: 'already-replied' },
  ],
  ['not replyable (10902)', facts(10902), { errorClass: 'item-only', itemFailure: 'not-replyable' }],
  [
    'person unavailable (551)',
    facts(551, { subcode: 1545041 }),
    { errorClass: 'item-only', itemFailure: 'person-unavailable' },
  ],
  [
    'outside the messaging window (10/2018278, 10/2534022)',
    facts(10, { subcode: 2018278, message: '(#10) This message is sent outside of allowed window' }),
    { errorClass: 'item-only', itemFailure: 'outside-messaging-window' },
  ],
  [
    'attachment fetch failure (100/2018008, 100/2018047, 1609005)',
    facts(100, { subcode: 2018008, message: '(#100) Failed to fetch the file from the url' }),
    { errorClass: 'item-only', itemFailure: 'attachment-failed' },
  ],
  [
    'missing permission (10, 200-299 naming a permission)',
    facts(200, {
      httpStatus: 403,
      message: '(#200) Requires pages_messaging permission to manage the object',
    }),
    { errorClass: 'page-needs-action', missingPermission: 'pages_messaging' },
  ],
  [
    'refused for one recipient (10, 200-299 without a permission: a comment by another Page)',
    facts(200, { httpStatus: 403, message: '(#200) Cannot send private reply message to another facebook page.' }),
    { errorClass: 'item-only', itemFailure: 'commenter-is-page' },
  ],
  [
    'temporary (1, 2, is_transient, HTTP 5xx, no answer)',
    facts(2, { httpStatus: 500, message: 'An unexpected error has occurred. Please retry your request later.' }),
    { errorClass: 'retry-later' },
  ],
  [
    'anything else refused for this item',
    facts(100, { message: '(#100) Invalid parameter' }),
    { errorClass: 'item-only', itemFailure: 'meta-refused-item' },
  ],
];

describe("the table of Meta's error classes", () => {
  it('has one example below for every row', () => {
    expect(examples.map(([row]) => row)).toEqual(metaErrorTable.map((row) => row.row));
  });

  it.each(examples)('%s', (row, input, expected) => {
    const classified = classifyMetaError(input);
    expect(classified.row).toBe(row);
    expect(classified).toMatchObject(expected);
  });

  it('tells the variants of a row apart', () => {
    expect(classifyMetaError(facts(341))).toMatchObject({ errorClass: 'slow-down', appWide: true });
    for (const code of [17, 32, 613, 80002, 80006])
      expect(classifyMetaError(facts(code))).toMatchObject({ errorClass: 'slow-down', appWide: false });
    expect(classifyMetaError(facts(368)).pauseMs).toBe(24 * 3_600_000);
    expect(classifyMetaError(facts(368, { message: 'blocked for 12 hours' })).pauseMs).toBe(12 * 3_600_000);
    expect(classifyMetaError(facts(10, { subcode: 2534014 })).itemFailure).toBe('already-replied');
    expect(classifyMetaError(facts(100, { subcode: 2018292 })).itemFailure).toBe('comment-unavailable');
    expect(
      classifyMetaError(facts(10, { message: '(#10) Requires instagram_manage_messages permission' })),
    ).toMatchObject({ errorClass: 'page-needs-action', missingPermission: 'instagram_manage_messages' });
    // 190 without a subcode may still name the permission it wants.
    expect(
      classifyMetaError(
        facts(190, { message: 'Any of the pages_read_engagement permission(s) must be granted before impersonating' }),
      ).missingPermission,
    ).toBe('pages_read_engagement');
    expect(classifyMetaError(facts(200, { message: '(#200) Permissions error' }))).toMatchObject({
      errorClass: 'page-needs-action',
      missingPermission: null,
    });
    expect(classifyMetaError(facts(1, { httpStatus: 500 })).errorClass).toBe('retry-later');
    expect(classifyMetaError(facts(9999, { isTransient: true })).errorClass).toBe('retry-later');
    expect(classifyMetaError(facts(undefined, { httpStatus: 0, message: 'socket hang up' })).errorClass).toBe(
      'retry-later',
    );
  });

  it('reads is_transient from the body Meta sent', () => {
    expect(new MetaApiError(400, { code: 9999, message: 'x', is_transient: true }).errorClass).toBe('retry-later');
    expect(new MetaApiError(400, { code: 9999, message: 'x' }).errorClass).toBe('item-only');
  });
});
