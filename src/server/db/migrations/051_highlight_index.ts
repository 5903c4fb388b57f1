import type { Migration } from './migration';

// Highlights are read from the stored results on every call, by any server (media/highlights.ts): the newest
// completed top-level matches between two sides. Child lines, races and fights are most of match_results, so the
// list reads this partial index instead of sorting the whole table.
export const highlightIndex: Migration = {
  version: 51,
  name: 'index of finished matches for highlights',
  statements: [
    `CREATE INDEX match_results_highlights_idx ON match_results (finished_at DESC, match_id DESC)
     WHERE parent_id IS NULL AND status = 1 AND placings = '[]'`,
  ],
};
