import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessage } from '../../src/server/messages/messages';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
let demo01: { account_id: string; session_token: string };
let ids: number[];
beforeAll(async () => {
  h = await startHarness();
  await postMessage(h.db, {
    kind: 'announcement',
    language: 'en',
    title: 'Maintenance',
    content: 'Sunday 02:00',
  });
  await postMessage(h.db, { kind: 'announcement', language: 'cn', title: '维护', content: '星期日 02:00' });
  await postMessage(h.db, {
    kind: 'announcement',
    category: 'special',
    language: null,
    title: 'Euro',
    content: 'Euro boosts',
  });
  await postMessage(h.db, { kind: 'marquee', language: 'en', content: 'Welcome!' });
  ids = [
    await postMessage(h.db, {
      kind: 'personal',
      accountId: 'demo01',
      title: 'Bonus',
      content: 'Your bonus is ready',
    }),
    await postMessage(h.db, {
      kind: 'personal',
      accountId: 'demo01',
      title: 'Limits',
      content: 'Your limits changed',
    }),
  ];
  await postMessage(h.db, {
    kind: 'personal',
    accountId: 'demo02',
    title: 'Other',
    content: 'Not for demo01',
  });
  demo01 = { account_id: 'demo01', session_token: await h.login('demo01') };
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

describe('announcements and marquee', () => {
  it('lists announcements of the language plus those for every language, newest first', async () => {
    const en = (await h.post('announcelist', { ...demo01, language: 'en' })).json();
    expect(en.announcements.map((a: { title: string }) => a.title)).toEqual(['Euro', 'Maintenance']);
    expect(en.total_count).toBe(2);
    const cn = (await h.post('announcelist', { ...demo01, language: 'cn' })).json();
    expect(cn.announcements.map((a: { title: string }) => a.title)).toEqual(['Euro', '维护']);
    const special = (await h.post('announcelist', { ...demo01, language: 'en', category: 'special' })).json();
    expect(special.announcements).toHaveLength(1);
  });

  it('pages announcements', async () => {
    const page2 = (
      await h.post('announcelist', { ...demo01, language: 'en', page_size: 1, page_number: 2 })
    ).json();
    expect(page2.announcements.map((a: { title: string }) => a.title)).toEqual(['Maintenance']);
    expect(page2.total_count).toBe(2);
  });

  it('lists the marquee of the language', async () => {
    expect(
      (await h.post('marqueelist', { ...demo01, language: 'en' }))
        .json()
        .marquee.map((m: { content: string }) => m.content),
    ).toEqual(['Welcome!']);
    expect((await h.post('marqueelist', { ...demo01, language: 'th' })).json().marquee).toEqual([]);
  });

  it('refuses an unknown language with 400', async () => {
    const res = await h.post('announcelist', { ...demo01, language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusdesc).toBe('languageInvalid');
  });
});

describe('personal messages', () => {
  it('lists only own messages with read flags and counts unread', async () => {
    const list = (await h.post('personallist', demo01)).json();
    expect(list.messages.map((m: { title: string }) => m.title)).toEqual(['Limits', 'Bonus']);
    expect(list).toMatchObject({ total_count: 2, unread_count: 2 });
    expect((await h.post('personalunread', demo01)).json()).toEqual({
      status: 1,
      statusdesc: 'success',
      unread_count: 2,
    });
  });

  it('marks given ids read, ignores ids of other members, and can mark all', async () => {
    const foreign = (
      await h.db.query<{ id: number }>("SELECT id FROM messages WHERE account_id = 'demo02'")
    )[0]!.id;
    const marked = (
      await h.post('personalunread', { ...demo01, mark_read: [ids[0], Number(foreign)] })
    ).json();
    expect(marked.unread_count).toBe(1);
    const list = (await h.post('personallist', demo01)).json();
    expect(list.messages.find((m: { message_id: number }) => m.message_id === ids[0]).read).toBe(true);
    const demo02 = { account_id: 'demo02', session_token: await h.login('demo02') };
    expect((await h.post('personalunread', demo02)).json().unread_count).toBe(1);
    expect((await h.post('personalunread', { ...demo01, mark_all_read: true })).json().unread_count).toBe(0);
  });
});
