import { makeAutoObservable, runInAction } from 'mobx';
import type { Announcement, MessageCategory, PersonalMessage } from '@shared/api/messages';
import type { Language } from '@shared/constants';
import type { MyAccountApi } from '../api/my-account';
import { ApiCallError } from '../api/client';

export type MessageTab = MessageCategory | 'personal';

export interface MessagesStoreDeps {
  api: () => MyAccountApi;
  /** False once the player logged out: nothing is asked of the server then. */
  loggedIn: () => boolean;
  language: () => Language;
  onError: (code: string) => void;
}

const PAGE_SIZE = 20;

/** Message history (normal, special, personal), the header's unread count and the /desktop marquee. */
export class MessagesStore {
  tab: MessageTab = 'normal';
  announcements: Announcement[] = [];
  personal: PersonalMessage[] = [];
  total = 0;
  page = 1;
  unread = 0;
  marquee: string[] = [];
  loading = false;

  constructor(private readonly deps: MessagesStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get pageSize(): number {
    return PAGE_SIZE;
  }

  setTab(tab: MessageTab): void {
    this.tab = tab;
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  async load(): Promise<void> {
    if (!this.deps.loggedIn()) return;
    this.loading = true;
    const query = { language: this.deps.language(), page_number: this.page, page_size: PAGE_SIZE };
    try {
      if (this.tab === 'personal') {
        const list = await this.deps.api().personal(query);
        runInAction(() => {
          this.personal = list.messages;
          this.total = list.total_count;
          this.unread = list.unread_count;
        });
      } else {
        const list = await this.deps.api().announcements({ ...query, category: this.tab });
        runInAction(() => {
          this.announcements = list.announcements;
          this.total = list.total_count;
        });
      }
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** The header badge: asks the server how many personal messages are unread. */
  async refreshUnread(): Promise<void> {
    if (!this.deps.loggedIn()) return;
    try {
      const count = await this.deps.api().personalUnread();
      runInAction(() => {
        this.unread = count;
      });
    } catch (error) {
      this.fail(error);
    }
  }

  async markRead(ids: number[]): Promise<void> {
    const loggedIn = this.deps.loggedIn();
    const unreadIds = ids.filter((id) => this.personal.some((m) => m.message_id === id && !m.read));
    if (!loggedIn || unreadIds.length === 0) return;
    try {
      const count = await this.deps.api().personalUnread({ ids: unreadIds });
      runInAction(() => {
        this.unread = count;
        this.personal = this.personal.map((m) =>
          unreadIds.includes(m.message_id) ? { ...m, read: true } : m,
        );
      });
    } catch (error) {
      this.fail(error);
    }
  }

  async markAllRead(): Promise<void> {
    if (!this.deps.loggedIn()) return;
    try {
      const count = await this.deps.api().personalUnread({ all: true });
      runInAction(() => {
        this.unread = count;
        this.personal = this.personal.map((m) => ({ ...m, read: true }));
      });
    } catch (error) {
      this.fail(error);
    }
  }

  async loadMarquee(): Promise<void> {
    if (!this.deps.loggedIn()) return;
    try {
      const list = await this.deps.api().marquee(this.deps.language());
      runInAction(() => {
        this.marquee = list.marquee.map((m) => m.content);
      });
    } catch (error) {
      this.fail(error);
    }
  }

  clear(): void {
    this.announcements = [];
    this.personal = [];
    this.marquee = [];
    this.unread = 0;
    this.total = 0;
    this.page = 1;
  }

  private fail(error: unknown): void {
    this.deps.onError(error instanceof ApiCallError ? error.code : 'systemError');
  }
}
