import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/languages';
import { loadTranslation } from '../../src/renderer/i18n/resources';

// A table whose columns share a heading cannot be read: in every language, each column heading of a table names its
// column alone (a count of bets and a sum staked, say, in words a player tells apart). The tables are read from the
// renderer's source: each run of `<th scope="col">` headings with a text key is one table's header row.

/** The renderer's components as text (Vite's glob import, which Vitest runs), by path. */
const components: Record<string, string> = import.meta.glob('../../src/renderer/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Each header row's text keys, by file. */
function headerRows(): { file: string; keys: string[] }[] {
  const rows: { file: string; keys: string[] }[] = [];
  for (const [path, source] of Object.entries(components)) {
    const file = path.replace('../../', '');
    let keys: string[] = [];
    const close = () => {
      if (keys.length > 1) rows.push({ file, keys });
      keys = [];
    };
    for (const line of source.split('\n')) {
      const heading = /<th scope="col"[^>]*>.*?\bt\('([\w.]+)'\)/.exec(line);
      if (heading) keys.push(heading[1]!);
      else if (/<\/tr>|<\/thead>/.test(line)) close();
    }
    close();
  }
  return rows;
}

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('table headings', () => {
  const rows = headerRows();

  it('are found in the tables that list money (the statement and the bet list)', () => {
    const files = rows.map((r) => r.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/renderer/pages/info/StatementPage.tsx',
        'src/renderer/pages/info/BetListTable.tsx',
      ]),
    );
    expect(rows.find((r) => r.keys.includes('statement.betCount'))?.keys).toContain('statement.stake');
  });

  for (const lang of LOCALES)
    it(`name each column of a table apart in ${lang}`, async () => {
      const texts = await loadTranslation(lang);
      const clashes = rows.flatMap(({ file, keys }) => {
        const byText = new Map<string, string[]>();
        for (const key of keys) {
          const text = lookup(texts, key);
          expect(typeof text, `${lang} ${key}`).toBe('string');
          byText.set(text as string, [...(byText.get(text as string) ?? []), key]);
        }
        return [...byText]
          .filter(([, same]) => same.length > 1)
          .map(([text, same]) => `${file}: ${same.join(' = ')} "${text}"`);
      });
      expect(clashes).toEqual([]);
    });
});
