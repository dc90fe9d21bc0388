/**
 * The rows of the names table from card records: a card's name, its faces' names and its Japanese
 * names, each under its normalised key; a Japanese name whose card isn't in the catalog.
 */
import type { NameKind, NameRow } from './name-types.ts';
import { compactKey, nameKey } from './normalize.ts';


/** The names of one card as rows of the names table. */
export function nameRowsOf(
  card: { name: string; card_faces: { name: string; ja: string | null }[] | null; ja: readonly string[] },
  id: number,
): NameRow[] {
  const rows: NameRow[] = [];
  const seen = new Set<string>();
  const add = (text: string, face: number, kind: NameKind, en: string): void => {
    const key = nameKey(text);
    if (key === '') return;
    const tag = `${key}\u0000${face}`;
    if (seen.has(tag)) return;
    seen.add(tag);
    rows.push([key, compactKey(key), id, face, kind, text, en]);
  };
  add(card.name, -1, 'name', card.name);
  const faces = card.card_faces ?? [];
  faces.forEach((f, i) => {
    if (f.name && f.name !== card.name) add(f.name, i, 'face', card.name);
  });
  // A Japanese name that is one face's (「昆虫の逸脱者」 of Delver of Secrets) names that face, never the card as a whole.
  const faceJa = new Set(faces.map((f) => f.ja).filter((j): j is string => j !== null));
  for (const ja of card.ja) if (!faceJa.has(ja)) add(ja, -1, 'ja', card.name);
  faces.forEach((f, i) => {
    if (f.ja) add(f.ja, i, 'ja_face', card.name);
  });
  return rows;
}

/** A Japanese name whose card isn't in the catalog, as a row (card -1). */
export function orphanRow(ja: string, en: string): NameRow | null {
  const key = nameKey(ja);
  return key === '' ? null : [key, compactKey(key), -1, -1, 'ja_orphan', ja, en];
}
