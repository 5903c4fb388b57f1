// Reading what the app kept in a tab's Web Storage: a value another version wrote, or one edited by hand, reads
// as nothing rather than throwing; each caller then checks its shape.

export function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
