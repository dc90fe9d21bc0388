/**
 * Verbs whose meaning the words before them settle, read as the verb they mean there and nowhere else:
 * - 「《悪魔の布告》で処理できますか」「《ショック》で処理した熊」: players' 処理する of a permanent after an instant or
 *   sorcery named with で ("deal with it with Edict") is removing it, as 除去する says. Elsewhere 処理 is mostly the
 *   stack's resolving (「《稲妻》の処理中に」「誘発の処理」), and stays unread there: never a kill guessed.
 * - 「天使は私の手札に来る？」「墓地に来た」: 来る right after a zone's に (hand, graveyard, library) is a card put there,
 *   as 行く says (400.3: to its owner's, which the answer tells). Elsewhere (「ETBが来た」「攻撃が来た」) 来る stays unread.
 * - 「相手は死ぬ?」「俺、死ぬ?」「私が死ぬ前に」: 死ぬ said of a player (the player's chunk right before it, with は／が or
 *   nothing) is players' word for losing the game (104.3), as 負ける says; a player never dies as a creature does.
 * - 「相手に1点飛ばす」「《灰色熊》に2点を飛ばした」: 飛ばす right after points (N点, with or without を) is players' word for
 *   dealing that damage (120.3), as 与える says. Right after a player's に with no points before it (「余った3点って相手本体に
 *   飛ばせる?」「残りはプレイヤーに飛ばす」), it is damage sent on to the player past the blockers, as 通す says (702.19b).
 *   Elsewhere 飛ばす stays unread.
 */
import type { Token } from '../tokens.ts';
import type { Found } from './chunk-words.ts';
import { verbAt } from './chunk-words.ts';
import type { JaChunk } from './chunk.ts';

/** The word for removal the spell's で reads 処理 as. */
const REMOVAL = '除去';
/** The verb 来る into a zone is read as (put there, whichever zone it came from). */
const GOES = '行く';
/** Zones a card comes to (hand 402, graveyard 404, library 401). */
const ZONES: ReadonlySet<string> = new Set(['手札', '墓地', 'ライブラリー', 'ライブラリ']);

/** A verb read by the words before it here (respelled as the verb it means), else null. */
export function verbInContextAt(tokens: readonly Token[], i: number, out: readonly JaChunk[]): Found | null {
  return removalWithSpell(tokens, i, out) ?? cameToZone(tokens, i) ?? playerDies(tokens, i, out) ?? pointsFlown(tokens, i, out) ?? sentToPlayer(tokens, i, out);
}

/** Words for one player (not "each", "either", "anyone"). */
const ONE_PLAYER: ReadonlySet<string> = new Set(['me', 'opponent', 'defending', 'attacking', 'active', 'nonactive']);

/** The verb 死ぬ of a player is read as. */
const LOSES = '負ける';

/** 死ぬ (any ending) right after a player said as its subject, read as 負ける. */
function playerDies(tokens: readonly Token[], i: number, out: readonly JaChunk[]): Found | null {
  const t = tokens[i];
  if (t?.pos !== '動詞' || t.lemma !== '死ぬ') return null;
  const last = out[out.length - 1];
  const marked = last?.ja.particle === 'は' || last?.ja.particle === 'が';
  const before = marked ? out[out.length - 2] : last;
  const who = before?.senses[0]?.kind === 'player' ? before.senses[0].who : null;
  // (One player named: 「どちらも死ぬ?」 is both creatures, never each player.)
  if (who === null || !ONE_PLAYER.has(who) || before!.ja.particle !== null) return null;
  return verbAt(respelled(tokens, i, t.text, LOSES), i);
}

/** 処理 (with its verb ending) read as 除去 where an instant or sorcery named just before it with で is what it is done with. */
function removalWithSpell(tokens: readonly Token[], i: number, out: readonly JaChunk[]): Found | null {
  const t = tokens[i];
  if (t?.text !== '処理' || t.pos !== '名詞') return null;
  const de = out[out.length - 1];
  const spell = out[out.length - 2]?.senses[0];
  if (de?.ja.particle !== 'で' || spell?.kind !== 'card' || !/\b(?:Instant|Sorcery)\b/.test(spell.typeLine)) return null;
  return verbAt(respelled(tokens, i, REMOVAL, REMOVAL), i);
}

/** 来る (any ending) right after 手札に／墓地に／ライブラリーに, read as 行く. */
function cameToZone(tokens: readonly Token[], i: number): Found | null {
  const t = tokens[i];
  if (t?.pos !== '動詞' || (t.lemma !== '来る' && t.lemma !== 'くる') || tokens[i - 1]?.text !== 'に' || !ZONES.has(tokens[i - 2]?.text ?? '')) return null;
  return verbAt(respelled(tokens, i, t.text, GOES), i);
}

function respelled(tokens: readonly Token[], i: number, text: string, lemma: string): Token[] {
  return tokens.map((x, k) => (k === i ? { ...x, text, lemma } : x));
}

/** The verb 飛ばす after points is read as. */
const DEALS = '与える';

/** 飛ばす (any ending) right after N点 (or N点を), read as 与える. */
function pointsFlown(tokens: readonly Token[], i: number, out: readonly JaChunk[]): Found | null {
  const t = tokens[i];
  if (t?.pos !== '動詞' || t.lemma !== '飛ばす') return null;
  const last = out[out.length - 1];
  const points = last?.ja.particle === 'を' ? out[out.length - 2] : last;
  if (points?.ja.counter !== 'point' || points.senses[0]?.kind !== 'number') return null;
  return verbAt(respelled(tokens, i, t.text, DEALS), i);
}

/**
 * 飛ばす right after a player's に, read as 通す. (Its potential 飛ばせる comes as 飛ぶ with the ending せる — one word here,
 * read as 通せる, "can put through".)
 */
function sentToPlayer(tokens: readonly Token[], i: number, out: readonly JaChunk[]): Found | null {
  const t = tokens[i];
  const next = tokens[i + 1];
  const can = t?.lemma === '飛ぶ' && next?.lemma === 'せる';
  if (t?.pos !== '動詞' || (t.lemma !== '飛ばす' && !can)) return null;
  const ni = out[out.length - 1];
  if (ni?.ja.particle !== 'に' || out[out.length - 2]?.senses[0]?.kind !== 'player') return null;
  if (!can) return verbAt(respelled(tokens, i, t.text, '通す'), i);
  const one: Token = { ...t, text: t.text + next.text, lemma: '通せる', form: next.form, end: next.end };
  const found = verbAt([...tokens.slice(0, i), one, ...tokens.slice(i + 2)], i);
  return found ? { ...found, n: found.n + 1 } : null;
}
