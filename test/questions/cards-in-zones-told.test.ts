/**
 * Cards told in a zone other than the battlefield (issue 11; 400.1 zones, 402 hand, 404 graveyard, 406 exile): "X in my
 * graveyard", "my opponent has X in their hand", "X is in my graveyard", "I discarded X" (701.9a: to its owner's
 * graveyard), "X was exiled", 「墓地にある《稲妻》」「手札に《灰色熊》がある」「《稲妻》が墓地にある」「追放されている」. The run
 * must start with the card there, its owner the player said; a spell whose target is "target card from your
 * graveyard" / "target creature card from your graveyard" takes it only there (115.1).
 * At main, "I cast Regrowth targeting Lightning Bolt in my graveyard" was answered "impossible" (the Bolt, an instant,
 * was put in a hand), and "my opponent has Grizzly Bears in their hand" put the Bears on the battlefield to block.
 * Expected values worked out from the cards' oracle text: Regrowth returns any card from your graveyard to your hand;
 * Raise Dead and Disentomb a creature card from your graveyard; Unearth a creature card with mana value 3 or less
 * from your graveyard to the battlefield (Grizzly Bears 2, Serra Angel 5); Reanimate a creature card from any
 * graveyard to the battlefield under your control, losing life equal to its mana value; Gravedigger's enters
 * trigger returns a creature card from your graveyard to your hand. Duress's "reveals their hand / you choose a
 * card" is not modelled: refused, never answered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

const CARDS: Record<string, string> = {
  Regrowth: '新たな芽吹き',
  'Lightning Bolt': '稲妻',
  'Grizzly Bears': '灰色熊',
  'Raise Dead': '死者再生',
  Disentomb: '墓暴き',
  Unearth: '発掘',
  Reanimate: '再活性',
  Gravedigger: 'グレイブディガー',
  Duress: '強迫',
  'Serra Angel': 'セラの天使',
  'Giant Growth': '巨大化',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(CARDS);
}, 120_000);

/** Where a card ends up in the run: [card, zone, owner]. */
type Where = readonly [string, 'hand' | 'graveyard' | 'exile' | 'battlefield' | 'library', 'A' | 'B'];

interface Row {
  q: string;
  lang: 'en' | 'ja';
  /** Answered: the verdict (null for no yes/no), words the answer or restatement must say, and where the card ends. */
  verdict?: 'yes' | 'no' | null;
  says?: RegExp;
  ends?: Where;
  /** Refused with this code (the message must name `says`). */
  refused?: 'impossible' | 'unmodelled' | 'not_understood';
}

const ROWS: readonly Row[] = [
  // Regrowth: target card in your graveyard (the issue's first wrong answer).
  { lang: 'en', q: 'I cast Regrowth targeting Lightning Bolt in my graveyard. What happens?', verdict: null, says: /Left the graveyard: Lightning Bolt \(to the hand\)/, ends: ['Lightning Bolt', 'hand', 'A'] },
  { lang: 'en', q: 'Lightning Bolt is in my graveyard. I cast Regrowth targeting it. Where does the Bolt end up?', verdict: null, says: /ends up in its owner's hand/, ends: ['Lightning Bolt', 'hand', 'A'] },
  { lang: 'en', q: 'I discarded Lightning Bolt. I cast Regrowth targeting it. What happens?', verdict: null, says: /in your graveyard/, ends: ['Lightning Bolt', 'hand', 'A'] },
  // (An unsaid owner is the one the spell's target says: the opponent's Regrowth takes a card from their graveyard.)
  { lang: 'en', q: 'My opponent casts Regrowth targeting Lightning Bolt in a graveyard. What happens?', verdict: null, says: /Left the graveyard: Lightning Bolt/, ends: ['Lightning Bolt', 'hand', 'B'] },
  { lang: 'en', q: 'Lightning Bolt was exiled. Can I target it with Regrowth?', verdict: 'no', says: /in exile/ },
  // From the final state: back in the hand, the Bolt can be cast; still in the graveyard, it can't (601.3).
  { lang: 'en', q: 'I cast Regrowth targeting Lightning Bolt in my graveyard. Then I cast the Bolt targeting their 2/2. Does the 2/2 die?', verdict: 'yes', says: /dies/ },
  { lang: 'en', q: 'Lightning Bolt is in my graveyard. Can I cast the Bolt?', verdict: 'no', says: /from where it is \(graveyard\)/, ends: ['Lightning Bolt', 'graveyard', 'A'] },
  // Raise Dead, Disentomb: target creature card in your graveyard.
  { lang: 'en', q: 'I cast Raise Dead targeting Grizzly Bears in my graveyard. Where does the Bears end up?', verdict: null, says: /ends up in its owner's hand/, ends: ['Grizzly Bears', 'hand', 'A'] },
  { lang: 'en', q: 'I cast Raise Dead targeting Lightning Bolt in my graveyard. What happens?', refused: 'impossible', says: /a chosen target is illegal/ },
  { lang: 'en', q: "I cast Disentomb targeting Grizzly Bears in my opponent's graveyard. What happens?", refused: 'impossible', says: /a chosen target is illegal/ },
  { lang: 'en', q: 'My opponent discarded Grizzly Bears. Can I cast Raise Dead targeting it?', verdict: 'no', says: /the opponent's graveyard/, ends: ['Grizzly Bears', 'graveyard', 'B'] },
  { lang: 'en', q: 'Grizzly Bears is in my graveyard. Can I cast Raise Dead targeting it?', verdict: 'yes', says: /You can target Grizzly Bears in your graveyard/ },
  // Unearth (a mana value limit), Reanimate (any graveyard, under your control).
  { lang: 'en', q: 'I cast [[Unearth]] targeting Grizzly Bears in my graveyard. Where does the Bears end up?', verdict: null, says: /to the battlefield/, ends: ['Grizzly Bears', 'battlefield', 'A'] },
  { lang: 'en', q: 'I cast [[Unearth]] targeting Serra Angel in my graveyard. What happens?', refused: 'impossible', says: /a chosen target is illegal/ },
  { lang: 'en', q: "I cast Reanimate targeting Serra Angel in my opponent's graveyard. What happens?", verdict: null, says: /Life: you 20 → 15/, ends: ['Serra Angel', 'battlefield', 'B'] },
  // Gravedigger's enters trigger: target creature card from your graveyard.
  { lang: 'en', q: 'Grizzly Bears is in my graveyard. I cast Gravedigger targeting Grizzly Bears. Where does the Bears end up?', verdict: null, says: /ends up in its owner's hand/, ends: ['Grizzly Bears', 'hand', 'A'] },
  // A card in a hand is no permanent (110.1): it can't block (509.1a) — the issue's second wrong answer.
  { lang: 'en', q: 'My opponent has Grizzly Bears in their hand. I attack with Grizzly Bears. Can they block?', verdict: 'no', says: /isn't on the battlefield/, ends: ['Grizzly Bears', 'hand', 'B'] },
  { lang: 'en', q: 'I have Grizzly Bears in my graveyard. Can I target it with Giant Growth?', verdict: 'no', says: /not a permanent/ },
  // Duress (701.20a): the hand is revealed, and cards told "in their hand" don't say it holds nothing else — refused, asking for the hand.
  { lang: 'en', q: 'My opponent has Lightning Bolt and Grizzly Bears in their hand. I cast Duress on them. What happens?', refused: 'unmodelled', says: /describe the opponent's hand.*701\.20a/ },
  { lang: 'ja', q: '墓地にある《稲妻》を対象に《新たな芽吹き》を唱えます。どうなりますか？', verdict: null, says: /墓地を離れた/, ends: ['Lightning Bolt', 'hand', 'A'] },
  { lang: 'ja', q: '《稲妻》が墓地にある。《新たな芽吹き》で《稲妻》を対象にする。《稲妻》はどこに行く？', verdict: null, says: /あなたの手札/, ends: ['Lightning Bolt', 'hand', 'A'] },
  { lang: 'ja', q: '《稲妻》を捨てた。《新たな芽吹き》で《稲妻》を対象にした。《稲妻》はどこに行く？', verdict: null, says: /あなたの墓地の《稲妻》は最終的にあなたの手札/, ends: ['Lightning Bolt', 'hand', 'A'] },
  { lang: 'ja', q: '《稲妻》が追放されている。《新たな芽吹き》で《稲妻》を対象にした。どうなる？', refused: 'impossible', says: /追放領域の《稲妻》/ },
  { lang: 'ja', q: '相手の手札に《灰色熊》がある。《灰色熊》で攻撃します。ブロックできますか？', verdict: 'no', says: /戦場にありません/, ends: ['Grizzly Bears', 'hand', 'B'] },
  { lang: 'ja', q: '手札に《灰色熊》がある。相手の2/2が攻撃してきた。《灰色熊》でブロックできる？', verdict: 'no', says: /戦場にありません/, ends: ['Grizzly Bears', 'hand', 'A'] },
  { lang: 'ja', q: '墓地にある《灰色熊》を対象に《死者再生》を唱えた。熊はどこに行く？', verdict: null, says: /手札/, ends: ['Grizzly Bears', 'hand', 'A'] },
  { lang: 'ja', q: '墓地の《稲妻》を対象に《死者再生》を唱えた。どうなる？', refused: 'impossible', says: /選んだ対象が不適正/ },
  { lang: 'ja', q: '相手の手札に《稲妻》がある。相手を対象に《強迫》を唱えた。どうなる？', refused: 'unmodelled', says: /701\.20a/ },
];

describe('GIVEN a card told in a graveyard, hand or exile (issue 11)', () => {
  for (const row of ROWS) {
    it(`THEN "${row.q}" is ${row.refused ? `refused (${row.refused})` : `answered ${row.verdict ?? 'without a verdict'}`}`, async () => {
      const r = await answerQuestion(row.q, row.lang, deps);
      if (row.refused) {
        expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(row.refused);
        if (!r.ok && row.says) expect(r.error.message).toMatch(row.says);
        return;
      }
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      expect(r.value.verdict).toBe(row.verdict);
      if (row.says) expect(`${r.value.understood}\n${r.value.answer}`).toMatch(row.says);
      if (row.ends) {
        const [name, zone, owner] = row.ends;
        const found = r.value.resolution.final.objects.filter((o) => o.printed.name === name && o.zone === zone);
        expect(found.map((o) => o.owner)).toContain(owner);
      }
    });
  }
});
