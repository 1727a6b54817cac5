import { describe, expect, it } from 'vitest';
import {
  PROMOTION_MESSAGES,
  buildPromotionPayload,
  canEditPromotionOrder,
  buildPromotionUpdatePayload,
  checkEditorTableSize,
  contentBlocksFromEditor,
  createPromotionFormSchema,
  editPromotionFormSchema,
  editorHtmlFromBlocks,
  isAbsoluteUrl,
  isEditorHtmlEmpty,
  parseDateInput,
  promotionArchivePayload,
  promotionFormIssues,
  promotionFormSchema,
  promotionListQuery,
  toIsoTimestamp,
  validateContentBlocks,
} from '../src/index.js';

const FROM = '2026-06-01T10:00:00.000Z';
const UNTIL = '2026-06-30T10:00:00.000Z';

describe('content blocks', () => {
  it('the editor gives one paragraph block only when non-empty', () => {
    expect(contentBlocksFromEditor('<p>Hello</p>')).toEqual([
      { type: 'paragraph', value: '<p>Hello</p>' },
    ]);
    for (const empty of [
      '',
      '   ',
      '<p><br></p>',
      '<p> &nbsp; </p><p><br/></p>',
      null,
      undefined,
      '<p>\u200b</p>',
    ])
      expect(contentBlocksFromEditor(empty)).toEqual([]);
    expect(contentBlocksFromEditor('<p><img src="x.png"></p>')).toHaveLength(1);
    expect(isEditorHtmlEmpty('<table><tr><td></td></tr></table>')).toBe(false);
  });

  it('editor HTML back from blocks', () => {
    expect(
      editorHtmlFromBlocks([
        { type: 'paragraph', value: '<p>a</p>' },
        { type: 'table', value: { name: 't', columns: [], rows: [] } },
        { type: 'paragraph', value: '<p>b</p>' },
      ]),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('create-only block checks, N 1-based', () => {
    expect(validateContentBlocks([])).toEqual([]);
    expect(
      validateContentBlocks([
        { type: 'paragraph', value: '<p>ok</p>' },
        { value: 'x' },
        { type: 'paragraph', value: 3 },
        { type: 'table', value: { name: 'T', columns: ['a'] } },
        { type: 'table', value: { name: 'T', columns: ['a'], rows: [['1']] } },
        null,
        { type: 'table' },
        { type: 'table', value: { name: ' ', columns: [], rows: [] } },
        { type: 'image', value: 'x' },
      ]),
    ).toEqual([
      'Block 2 is missing type.',
      'Paragraph block 3 has invalid content.',
      'Table block 4 is missing required data (name, columns, rows).',
      'Block 6 is missing type.',
      'Table block 7 is missing required data (name, columns, rows).',
      'Table block 8 is missing required data (name, columns, rows).',
    ]);
  });

  it('editor table insert: rows 2–10, columns 2–5', () => {
    expect(checkEditorTableSize(2, 2)).toBeNull();
    expect(checkEditorTableSize('10', '5')).toBeNull();
    for (const [r, c] of [
      [1, 3],
      [11, 3],
      [3, 1],
      [3, 6],
      [2.5, 3],
      ['x', 3],
    ])
      expect(checkEditorTableSize(r, c)).toBe(
        'Please enter valid numbers (rows: 2-10, columns: 2-5)',
      );
  });
});

describe('dates and URLs', () => {
  it('parseDateInput / toIsoTimestamp', () => {
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput(null)).toBeNull();
    expect(parseDateInput('nope')).toBeNull();
    expect(parseDateInput(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toIsoTimestamp('2026-06-01T10:00:00Z')).toBe(FROM);
    expect(toIsoTimestamp(new Date(FROM))).toBe(FROM);
    expect(toIsoTimestamp('garbage')).toBe('garbage');
  });

  it('absolute http(s) URLs only', () => {
    expect(isAbsoluteUrl('https://example.com/promo?x=1')).toBe(true);
    expect(isAbsoluteUrl(' http://casino.test ')).toBe(true);
    expect(isAbsoluteUrl('/promo')).toBe(false);
    expect(isAbsoluteUrl('example.com')).toBe(false);
    expect(isAbsoluteUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('promotion form rules', () => {
  const ok = { title: 'Summer', availableFrom: FROM, availableUntil: UNTIL };

  it('valid forms pass', () => {
    expect(createPromotionFormSchema.safeParse(ok).success).toBe(true);
    expect(
      editPromotionFormSchema.safeParse({
        ...ok,
        redirected: true,
        url: 'https://x.test',
        buttonText: 'Go',
      }).success,
    ).toBe(true);
  });

  it('the combined required message on each missing field', () => {
    const issues = promotionFormIssues({ title: '' }, { mode: 'edit' });
    expect(issues).toEqual([
      { path: 'title', message: 'Title, Available From, and Available Until are required.' },
      { path: 'availableFrom', message: PROMOTION_MESSAGES.requiredFields },
      { path: 'availableUntil', message: PROMOTION_MESSAGES.requiredFields },
    ]);
    const r = createPromotionFormSchema.safeParse({ title: 'x', availableFrom: FROM });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['availableUntil', 'Title, Available From, and Available Until are required.'],
    ]);
  });

  it('redirect on: URL and button text required, URL absolute', () => {
    expect(
      promotionFormIssues({ ...ok, redirected: true, url: ' ', buttonText: '' }, { mode: 'edit' }),
    ).toEqual([
      { path: 'url', message: 'URL is required when redirect is enabled.' },
      { path: 'buttonText', message: 'Button text is required when redirect is enabled.' },
    ]);
    expect(
      promotionFormIssues(
        { ...ok, redirected: true, url: 'promo/page', buttonText: 'Go' },
        { mode: 'edit' },
      ),
    ).toEqual([
      { path: 'url', message: 'URL must be a valid URL address (e.g., https://example.com)' },
    ]);
    const custom = promotionFormSchema({
      mode: 'edit',
      exampleHost: 'https://casino.test',
    }).safeParse({
      ...ok,
      redirected: true,
      url: 'bad',
      buttonText: 'Go',
    });
    expect(custom.error?.issues[0]?.message).toBe(
      'URL must be a valid URL address (e.g., https://casino.test)',
    );
  });

  it('redirect off: URL and button text optional, but a URL given must be http(s)', () => {
    expect(
      promotionFormIssues({ ...ok, redirected: false, url: '', buttonText: '' }, { mode: 'edit' }),
    ).toEqual([]);
    for (const url of ['not a url', 'javascript:alert(1)']) {
      expect(
        promotionFormIssues({ ...ok, redirected: false, url }, { mode: 'edit' }).map((i) => i.path),
      ).toEqual(['url']);
    }
  });

  it('Until strictly after From', () => {
    expect(promotionFormIssues({ ...ok, availableUntil: FROM }, { mode: 'edit' })).toEqual([
      {
        path: 'availableUntil',
        message: 'Available Until date must be after Available From date.',
      },
    ]);
  });

  it('create only: a blank title and the block checks', () => {
    expect(promotionFormIssues({ ...ok, title: '   ' }, { mode: 'create' })).toEqual([
      { path: 'title', message: 'Title is required.' },
    ]);
    expect(promotionFormIssues({ ...ok, title: '   ' }, { mode: 'edit' })).toEqual([]);
    expect(
      promotionFormIssues({ ...ok, text: [{ type: 'paragraph', value: 1 }] }, { mode: 'create' }),
    ).toEqual([{ path: 'text', message: 'Paragraph block 1 has invalid content.' }]);
  });
});

describe('buildPromotionPayload', () => {
  it('defaults, trimming, ISO dates, editor content', () => {
    expect(
      buildPromotionPayload({
        title: '  Summer  ',
        subtitle: '  Sun  ',
        availableFrom: '2026-06-01T10:00:00Z',
        availableUntil: new Date(UNTIL),
        content: '<p>Hi</p>',
      }),
    ).toEqual({
      title: 'Summer',
      subTitle: 'Sun',
      gameGroup: '',
      text: [{ type: 'paragraph', value: '<p>Hi</p>' }],
      redirected: false,
      availableFrom: FROM,
      availableUntil: UNTIL,
    });
  });

  it('redirect on: url and buttonText always sent, possibly empty', () => {
    const p = buildPromotionPayload({
      title: 'T',
      availableFrom: FROM,
      availableUntil: UNTIL,
      redirected: true,
    });
    expect(p.url).toBe('');
    expect(p.buttonText).toBe('');
    expect('url' in p && 'buttonText' in p).toBe(true);
  });

  it('redirect off: each only when non-empty', () => {
    const none = buildPromotionPayload({
      title: 'T',
      availableFrom: FROM,
      availableUntil: UNTIL,
      url: ' ',
      buttonText: '',
    });
    expect('url' in none).toBe(false);
    expect('buttonText' in none).toBe(false);
    const some = buildPromotionPayload({
      title: 'T',
      availableFrom: FROM,
      availableUntil: UNTIL,
      url: 'https://x.test',
      gameGroup: 'slots',
    });
    expect(some.url).toBe('https://x.test');
    expect('buttonText' in some).toBe(false);
    expect(some.gameGroup).toBe('slots');
  });

  it('blocks given directly; missing dates stay empty', () => {
    const p = buildPromotionPayload({
      title: 'T',
      text: [{ type: 'paragraph', value: 'a' }, { bad: 1 }],
    });
    expect(p.text).toEqual([{ type: 'paragraph', value: 'a' }]);
    expect(p.availableFrom).toBe('');
    expect(p.availableUntil).toBe('');
  });

  it('update payload: plus id and archived', () => {
    const form = { title: 'T', availableFrom: FROM, availableUntil: UNTIL };
    expect(buildPromotionUpdatePayload('42', form)).toEqual({
      id: '42',
      ...buildPromotionPayload(form),
    });
    expect(buildPromotionUpdatePayload('42', { ...form, archived: true }).archived).toBe(true);
  });
});

describe('promotionArchivePayload', () => {
  const promotion = {
    id: '7',
    title: 'Summer',
    subtitle: 'Sun',
    gameGroup: 'slots',
    text: [{ type: 'paragraph', value: '<p>x</p>' }],
    archived: false,
    redirected: true,
    activeFrom: FROM,
    activeUntil: UNTIL,
    url: 'https://x.test',
    buttonText: 'Go',
  };

  it('flips archived, takes dates from active_from/until, url and buttonText when redirected', () => {
    expect(promotionArchivePayload(promotion)).toEqual({
      id: '7',
      title: 'Summer',
      subTitle: 'Sun',
      gameGroup: 'slots',
      text: [{ type: 'paragraph', value: '<p>x</p>' }],
      archived: true,
      redirected: true,
      availableFrom: FROM,
      availableUntil: UNTIL,
      url: 'https://x.test',
      buttonText: 'Go',
    });
  });

  it('not redirected: no url or buttonText; reads the upstream spelling', () => {
    const p = promotionArchivePayload({
      id: 9,
      title: 'W',
      game_group: 'live',
      archived: true,
      redirected: false,
      active_from: FROM,
      active_until: UNTIL,
      url: 'https://x.test',
      button_text: 'Go',
      text: 'nope',
    });
    expect(p).toEqual({
      id: '9',
      title: 'W',
      subTitle: '',
      gameGroup: 'live',
      text: [],
      archived: false,
      redirected: false,
      availableFrom: FROM,
      availableUntil: UNTIL,
    });
    const q = promotionArchivePayload({
      id: 1,
      redirected: true,
      button_text: 'B',
      GameGroup: 'G',
      subTitle: 'S',
    });
    expect(q).toMatchObject({
      url: '',
      buttonText: 'B',
      gameGroup: 'G',
      subTitle: 'S',
      title: '',
      availableFrom: null,
    });
  });
});

describe('promotionListQuery', () => {
  it('maps the filter options to the list query', () => {
    expect(promotionListQuery({})).toEqual({
      page: 1,
      limit: 9,
      order: 'ASC',
      isArchived: false,
      byTitle: false,
      byActiveFrom: false,
      byActiveUntil: false,
      byUpdated: false,
    });
    expect(promotionListQuery({ filter: 'archived', page: 2 })).toMatchObject({
      isArchived: true,
      page: 2,
    });
    expect(promotionListQuery({ filter: 'title' })).toMatchObject({ byTitle: true });
    expect(promotionListQuery({ filter: 'activeFrom' })).toMatchObject({ byActiveFrom: true });
    expect(promotionListQuery({ filter: 'activeUntil' })).toMatchObject({ byActiveUntil: true });
    expect(promotionListQuery({ filter: 'updated' })).toMatchObject({
      byUpdated: true,
      order: 'DESC',
    });
    expect(promotionListQuery({ filter: 'updated', order: 'ASC', search: '  sun ' })).toMatchObject(
      {
        order: 'ASC',
        search: 'sun',
      },
    );
    expect('search' in promotionListQuery({ search: '  ' })).toBe(false);
  });
});

describe('canEditPromotionOrder', () => {
  it('hidden for the archived filter or an active search', () => {
    expect(canEditPromotionOrder('default', '')).toBe(true);
    expect(canEditPromotionOrder('title', null)).toBe(true);
    expect(canEditPromotionOrder('archived', '')).toBe(false);
    expect(canEditPromotionOrder('default', ' sun ')).toBe(false);
  });
});
