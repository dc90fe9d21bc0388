/**
 * Issue 14 end to end: a double-faced card named in a question by its back face ("Insectile
 * Aberration", 「昆虫の逸脱者」) is that face up on the battlefield (712.8e-f): its size, keywords and
 * name are the back face's, so questions about it are answered. Named by its front face it is the
 * front face (712.8a, 712.8d).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import type { CardLookup } from '../../src/cards/catalog.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import type { CardNameSource } from '../../src/language/lexicon/cards.ts';
import { loadRealCards } from '../cards/compile-helpers.ts';

const NAMES = ['Delver of Secrets // Insectile Aberration', 'Lightning Bolt', 'Grizzly Bears'];

/** Every name a catalog row has, as the catalog's name index lists them (card, faces, Japanese). */
function namesOf(c: CardRecord): CardNameSource[] {
  const row = (name: string, kind: CardNameSource['kind']): CardNameSource => ({ name, kind, english: c.name, typeLine: c.type_line ?? '', playable: true });
  return [
    row(c.name, 'name'),
    ...c.ja.map((j) => row(j, 'ja')),
    ...(c.card_faces ?? []).flatMap((f) => [row(f.name, 'face'), ...(f.ja ? [row(f.ja, 'ja_face')] : [])]),
  ];
}

let deps: QuestionDeps;
beforeAll(async () => {
  const cards: Map<string, CardRecord> = await loadRealCards(NAMES);
  // Japanese printed names as ja-printings.json.gz gives them (the test loader reads the oracle file only).
  const ja: Record<string, string> = { 'Lightning Bolt': '稲妻', 'Delver of Secrets': '秘密を掘り下げる者', 'Insectile Aberration': '昆虫の逸脱者' };
  const all = [...cards.values()].map((c) => ({ ...c, ja: ja[c.name] ? [ja[c.name]!] : c.ja, card_faces: c.card_faces?.map((f) => ({ ...f, ja: ja[f.name] ?? f.ja })) ?? null }));
  deps = {
    // As the catalog answers: the spotter hands over the card's English name; the face isn't in the match.
    resolveCard: (name: string): Promise<CardLookup> => {
      const card = all.find((c) => c.name.toLowerCase() === name.toLowerCase());
      return Promise.resolve(card ? { kind: 'found', card, match: { how: 'exact', via: 'name', matched: card.name, face: null, score: 1 } } : { kind: 'none', suggestions: [] });
    },
    cards: new CardSpotter(all.flatMap(namesOf)),
  };
}, 120_000);

/** [question, language, text the answer must contain, verdict]. */
const ANSWERED: [string, 'en' | 'ja', string, 'yes' | 'no' | null][] = [
  // 712.8e: the back face is up, a 3/2: 3 damage is lethal (704.5g), and the reply names the face.
  ['My opponent casts Lightning Bolt targeting my Insectile Aberration. Does it die?', 'en', 'Insectile Aberration dies', 'yes'],
  ['相手が私の《昆虫の逸脱者》に《稲妻》撃ってきた。死ぬ?', 'ja', '《昆虫の逸脱者》は死亡します', 'yes'],
  // 702.9b: the back face's flying: a creature without flying or reach can't block it.
  ["Insectile Aberration attacks. Can my opponent's Grizzly Bears block it?", 'en', "can't block", 'no'],
];

describe('GIVEN a double-faced card named by one of its faces in a question', () => {
  it.each(ANSWERED)('THEN %s is answered right', async (q, lang, says, verdict) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict ?? null).toBe(verdict);
  });
  it('THEN named by its front face it is the front face, a 1/1 without flying (712.8d): the back face\'s text is named as unable to matter (its face is never up)', async () => {
    const r = await answerQuestion("Delver of Secrets attacks. Can my opponent's Grizzly Bears block it?", 'en', deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.verdict).toBe('yes');
    expect(r.value.answer).toContain('“Insectile Aberration: Flying” (that is the text of the card\'s other face, which is never face up here)');
  });
});
