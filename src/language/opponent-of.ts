/**
 * "my opponent's opponent", "his opponent", "the active player's opponent", 「相手の対戦相手」「アクティブ・プレイヤーの対戦相手」:
 * a player's opponent is the other player of this two-player game (102.2) — one player reference, read as
 * the other side of the player it is said of. Read as two words, the first was dropped as a stray "of" and the
 * opponent taken as the asker's (red team s24: 「相手の対戦相手」 was Bolted as the opponent). Said of a player word
 * that names no one side ("each player's opponent"), the words are left unread, named in the refusal.
 */
import type { Chunk } from './chunk.ts';
import type { PlayerWord, Sense } from './senses.ts';
import type { JaChunk } from './ja/chunk.ts';
import { lookupTable } from '../core/table.ts';

/** The other player of a two-player game, by the word that named the first ('they' is the opponent, Story.side). */
const OTHER: Readonly<Record<string, PlayerWord>> = lookupTable({ me: 'opponent', opponent: 'me', they: 'me', active: 'nonactive', nonactive: 'active', defending: 'attacking', attacking: 'defending' });

type PlayerSense = Extract<Sense, { kind: 'player' }>;
const playerOf = (c: Chunk | undefined): PlayerSense | undefined => c?.senses.find((s): s is PlayerSense => s.kind === 'player');
const isOpponentWord = (c: Chunk | undefined): boolean => c !== undefined && c.senses[0]?.kind === 'player' && (c.senses[0] as PlayerSense).who === 'opponent';

/** The chunks with each "X's opponent" read as one player word (the other player than X). */
export function readOpponentsOf<C extends Chunk>(text: string, chunks: readonly C[], lang: 'en' | 'ja'): C[] {
  const out: Chunk[] = [];
  for (const c of chunks) {
    // (Read against what is already read, so a chain — 「私の対戦相手の対戦相手」 — is the other of the other.)
    const n = out.length;
    const viaPoss = isOpponentWord(c) && out[n - 1]?.senses.some((s) => s.kind === 'poss') === true && playerOf(out[n - 2]) !== undefined;
    const ownPoss = isOpponentWord(c) && playerOf(out[n - 1])?.possessive === true;
    if (!viaPoss && !ownPoss) {
      out.push(c);
      continue;
    }
    const a = out[viaPoss ? n - 2 : n - 1]!;
    out.length = viaPoss ? n - 2 : n - 1;
    const who = OTHER[playerOf(a)!.who];
    const sense: Sense = who === undefined ? { kind: 'unknown', strange: true } : { kind: 'player', who, possessive: playerOf(c)!.possessive };
    const merged: Chunk = { i: -1, from: a.from, to: c.to, start: a.start, end: c.end, text: text.slice(a.start, c.end), senses: [sense] };
    out.push(lang === 'ja' ? ({ ...merged, ja: (c as unknown as JaChunk).ja } as JaChunk) : merged);
  }
  return out.map((c, i) => ({ ...c, i })) as C[];
}
