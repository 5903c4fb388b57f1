// Keyword search over the help topics, as pure functions so the page and the tests share them.

export interface HelpTopicText {
  id: string;
  title: string;
  body: string;
}

/** Lower case without accents (Latin) so "ngay" finds "ngày"; scripts without case are left as they are. */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Vietnamese đ is a letter of its own, not d with a mark, yet players type d for it.
      .replace(/đ/g, 'd')
  );
}

/**
 * The topics whose title or text contains every word of the query. Words are split on spaces; Chinese,
 * Japanese and Thai are written without spaces, so a query in them matches as one piece of text.
 */
export function searchTopics<T extends HelpTopicText>(topics: readonly T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const haystack = foldText(`${topic.title}\n${topic.body}`);
    return words.every((word) => haystack.includes(word));
  });
}
