/**
 * Card names found in Japanese text without 《》: a run of whole morphemes that is a card's Japanese name, a quote
 * naming one, and the short (two-character) names read as the card only where the sentence uses them as one.
 */
import type { Token } from '../tokens.ts';
import type { CardNameHit, CardSpotter } from '../lexicon/cards.ts';
import { SUBTYPE_WORDS_JA, SUPERTYPE_WORDS_JA, TYPE_WORDS_JA, COLOR_WORDS_JA, japaneseKeywords } from '../lexicon/domain.ts';
import { compactKey, nameKey } from '../../cards/normalize.ts';
import type { Found } from './chunk-words.ts';
import { cardSense, info, spannable, verbAt, verbs, words } from './chunk-words.ts';

/**
 * 「サリア」「稲妻」: the card a quote names — its words exactly a card's Japanese name or a legend's without its title —
 * or null. A word the lexicons read (「飛行」, a keyword quoted, is also a card's name) stays a quote of that word.
 */
export function quotedCard(value: string, cards: CardSpotter): CardNameHit | null {
  const v = value.trim();
  if (v.length < 2 || /^[\u3040-\u309f]+$/u.test(v) || gameWord(v)) return null;
  return cards.japanese(v) ?? (v.length >= 3 && KATAKANA_NAME.test(v) ? cards.japaneseShort(v) : null);
}

/** A word a Japanese lexicon reads (a type, subtype — ビースト —, keyword, game word or verb): never a legend said short. */
function gameWord(w: string): boolean {
  return words().has(w) || verbs().has(w) || japaneseKeywords().has(w) || TYPE_WORDS_JA.has(w) || SUPERTYPE_WORDS_JA.has(w) || SUBTYPE_WORDS_JA.has(w) || COLOR_WORDS_JA.has(w);
}

/** A name written in katakana alone (a middle dot inside, never at an end: 「ビースト・」 is no name): what a legend's name without its title is. */
const KATAKANA_NAME = /^[\u30a1-\u30fa\u30fc](?:[\u30a1-\u30fa\u30fc\u30fb]*[\u30a1-\u30fa\u30fc])?$/u;

/**
 * A card name without brackets: the longest run of whole morphemes that is a Japanese card name.
 * A false card is worse than a refusal, so a name must be at least three characters, more than
 * one everyday word of the lexicon, and not all hiragana.
 */
export function cardAt(tokens: readonly Token[], i: number, cards: CardSpotter, named: readonly string[]): Found | null {
  if (cards.size === 0 || tokens[i]?.kind !== 'word') return null;
  const max = cards.japaneseLongest;
  let chars = 0;
  let n = 0;
  while ((spannable(tokens[i + n]) || inNameComma(tokens, i + n)) && chars < max) chars += tokens[i + n++]!.text.length;
  for (; n >= 1; n--) {
    const surf = nameSurface(tokens, i, n);
    if (surf === null || surf.length < 2 || /^[\u3040-\u309f]+$/u.test(surf)) continue;
    // (「サリア」: a legend's name without its title, written in katakana — lexicon/cards.ts japaneseShort.)
    const exact = cards.japanese(surf);
    const hit = exact ?? (surf.length >= 3 && KATAKANA_NAME.test(surf) && !gameWord(surf) ? cards.japaneseShort(surf) : null);
    if (!hit) continue;
    // (Said short after the legend named in full, it is that legend again — markPartials reads it so.)
    if (!exact && named.some((x) => x.includes(compactKey(nameKey(surf))))) continue;
    if (n === 1 && (words().has(surf) || verbs().has(surf))) continue;
    if (surf.length < 3 && !usedAsCard(tokens, i + n, hit.typeLine) && !named.includes(compactKey(nameKey(hit.display)))) continue;
    // 「《黙示録、シェオルドレッド》の攻撃を…。シェオルドレッドはどうなりましたか？」「《ダークスティールの板金鎧》に…。板金鎧は
    // 壊れますか？」: a name written bare after a longer name the question gave in full holds it is that card said short
    // (markPartials), as a player shortens a name said once — though it is also a card of its own (シェオルドレッド,
    // 板金鎧). That other card given in 《》 too leaves it the card it names.
    const key = compactKey(nameKey(surf));
    if (!named.includes(compactKey(nameKey(hit.display))) && named.some((x) => x !== key && x.includes(key))) continue;
    return { n, senses: [cardSense(hit, false)], ja: info() };
  }
  return null;
}

/**
 * 「オレスコスの王、ブリマーズ」「黙示録、シェオルドレッド」: a legendary card's Japanese name holds a 、 between
 * its epithet and its name. Unbracketed, the comma is part of a name only inside a run that is a whole
 * name (never at either end of it, where it ends the clause as usual).
 */
function inNameComma(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  return t?.kind === 'punct' && (t.text === '、' || t.text === '，' || t.text === ',') && spannable(tokens[k - 1]) && spannable(tokens[k + 1]);
}

/** The text of tokens from..from+n as a name could be: words, with a 、 only between two of them. */
function nameSurface(tokens: readonly Token[], from: number, n: number): string | null {
  let s = '';
  for (let k = from; k < from + n; k++) {
    const t = tokens[k];
    const comma = inNameComma(tokens, k) && k > from && k < from + n - 1;
    if (!spannable(t) && !comma) return null;
    s += t!.text;
  }
  return s;
}

/**
 * A two-character name (稲妻, 怨恨, 否認) is also an everyday word ("lightning", "grudge"): read as the card
 * only where the sentence uses it as one — right before を or で and a verb of casting it (「稲妻を撃った」
 * 「否認で打ち消す」) for an instant or sorcery, or of attaching it (「怨恨をつけた」) for an Aura or
 * Equipment (the を may be left out, as in speech: 「怨恨つけた」). A card the question has already named
 * is that card again wherever its name comes back (「《殺害》を撃たれた…殺害って」, cardAt). The catalog's
 * Japanese names are the data; the use decides, never a list of short names.
 */
/** What a spell is said to do (its で marks the means): 「稲妻でセラの天使を焼いた」 casts it at the one burnt (ja/instruments.ts); 「稲妻で狙われた」 at the one targeted. */
const DONE_WITH_SPELL: ReadonlySet<string> = new Set(['cast', 'target', 'kill', 'destroy', 'deal', 'exile', 'bounce', 'counter', 'respond', 'flicker', 'steal', 'pump', 'tap']);
/** The most tokens looked past a spell's で for the verb of the act it is the means of (the object between: 「セラの天使を」). */
const MEANS_REACH = 8;

/**
 * 「稲妻でセラの天使を焼いたら」: after a name's で, the clause's verb (the first verb before any punctuation, within
 * MEANS_REACH tokens) is an act a spell does — the name is the spell the act was done with.
 */
function doneWithLater(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < Math.min(tokens.length, from + MEANS_REACH); k++) {
    if (tokens[k]!.pos === '記号') return false;
    if (tokens[k]!.pos !== '動詞' && tokens[k]!.pos !== '名詞') continue;
    const v = verbAt(tokens, k)?.senses[0];
    if (v?.kind === 'verb') return DONE_WITH_SPELL.has(v.verb);
  }
  return false;
}

/** What a creature is said to do as the topic of its clause (「鬼火って再生で助かる？」「黒猫は攻撃できる？」). */
const CREATURE_ACTS: ReadonlySet<string> = new Set(['survive', 'die', 'attack', 'block', 'regenerate']);

/**
 * 「鬼火って再生で助かる？」: a creature's two-character name as the topic (って, は, が) of a clause whose verb (the first
 * before any punctuation, within MEANS_REACH tokens) is something a creature does.
 */
function creatureTopic(tokens: readonly Token[], k: number, typeLine: string): boolean {
  const p = tokens[k];
  if (!/\bCreature\b/.test(typeLine) || p?.pos !== '助詞' || !['って', 'は', 'が'].includes(p.text)) return false;
  for (let j = k + 1; j < Math.min(tokens.length, k + 1 + MEANS_REACH); j++) {
    if (tokens[j]!.pos === '記号') return false;
    if (tokens[j]!.pos !== '動詞' && tokens[j]!.pos !== '名詞') continue;
    const v = verbAt(tokens, j)?.senses[0];
    if (v?.kind === 'verb') return CREATURE_ACTS.has(v.verb);
  }
  return false;
}

function usedAsCard(tokens: readonly Token[], k: number, typeLine: string): boolean {
  const p = tokens[k];
  if (!p) return false;
  if (creatureTopic(tokens, k, typeLine)) return true;
  // 「怨恨つけた灰色熊」「稲妻撃った」: in speech を is often left out, the verb right after the name.
  const dropped = p.pos === '動詞';
  if (!dropped && (p.pos !== '助詞' || (p.text !== 'を' && p.text !== 'で'))) return false;
  const v = verbAt(tokens, dropped ? k : k + 1)?.senses[0];
  const particle = dropped ? 'を' : p.text;
  const spell = /\b(?:Instant|Sorcery)\b/.test(typeLine);
  // 「相手の熊を稲妻したら」: a spell's name made a verb with する is that spell cast (at what is marked を), as 《稲妻》したら is —
  // unless the name is a noun Japanese makes a verb of itself (サ変接続: 消耗する "exert", 殺害する "kill"), which is that verb.
  if (dropped && spell && p.lemma === 'する') return tokens[k - 1]?.detail !== 'サ変接続';
  if (v?.kind !== 'verb') return spell && particle === 'で' && doneWithLater(tokens, k + 1);
  if (spell) return v.verb === 'cast' || (particle === 'で' && (v.verb === 'counter' || v.verb === 'respond' || v.verb === 'target'));
  if (/\b(?:Aura|Equipment)\b/.test(typeLine)) return particle === 'を' && (v.verb === 'attach' || v.verb === 'equip' || v.verb === 'cast');
  return false;
}
