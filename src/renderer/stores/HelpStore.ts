import { makeAutoObservable } from 'mobx';
import { searchTopics, type HelpTopicText } from './HelpSearch';

/** The help page's search: what the player typed, kept while they move between info pages. */
export class HelpStore {
  query = '';

  constructor() {
    makeAutoObservable(this);
  }

  setQuery(query: string): void {
    // A pasted essay is no search: keep the first 100 characters.
    this.query = query.slice(0, 100);
  }

  get searching(): boolean {
    return this.query.trim() !== '';
  }

  /** The topics that match the query (all of them when it is empty). */
  matching<T extends HelpTopicText>(topics: readonly T[]): T[] {
    return searchTopics(topics, this.query);
  }
}
