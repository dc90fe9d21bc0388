/**
 * The clause templates that create tokens (111.1): "create a 1/1 white Soldier creature token",
 * two kinds of token in one sentence, and "investigate" (701.16a: create a Clue token, 111.10f).
 */
import type { Clause } from './effects.ts';
import { printedQuotes, tokenSeed } from './tokens.ts';
import { players } from './effect-refs.ts';
import type { SpellEffect } from '../../engine/types.ts';
import { NUMBER, numberWord } from './text.ts';
import { lookupTable } from '../../core/table.ts';

/**
 * "create …" (the controller's), or a player's: "target opponent creates a 1/1 … token", "each player
 * creates a Treasure token" — the tokens are created under that player's control (111.2).
 */
export const tokens: Clause = (c, text, ctx) => {
  const clues = investigate(c);
  // "It" after "investigate" isn't the Clue (the instruction names no object): it names nothing.
  if (clues) ctx.last = null;
  if (clues) return clues;
  const made = madeTokens(c, text, ctx);
  // 111.1: "it" after the instruction is the one token it created; after several, no one object.
  if (made) ctx.last = made.length === 1 && made[0]!.amountFrom === undefined && made[0]!.player === undefined && made[0]!.target === undefined ? { it: true } : { all: { kind: 'filter' } };
  return made;
};

const TIMES = lookupTable<number>({ '': 1, ' twice': 2, ' three times': 3 });

/**
 * 701.16a: "Investigate" means "Create a Clue token" (111.10f); "investigate twice" / "three times" repeats it (one Clue each
 * time). "Investigate X times", "for each …", "that many times" and "each opponent may investigate" aren't this and aren't read.
 */
function investigate(c: string): SpellEffect[] | null {
  const m = /^investigate( twice| three times)?$/.exec(c);
  return m ? Array.from({ length: TIMES[m[1] ?? '']! }, (): SpellEffect => ({ ...tokenEffects('create a Clue token')![0]!, investigate: true } as SpellEffect)) : null;
}

function madeTokens(c: string, text: string, ctx: Parameters<Clause>[2]): SpellEffect[] | null {
  // A quoted ability the token has is read only as printed (tokens.ts).
  const quotes = printedQuotes(text);
  const m = /^(each opponent|each player|target player|target opponent|that player) creates (.+)$/.exec(c);
  // 107.3a, 111.1: a spell's "Create X 1/1 white Warrior creature tokens" — X tokens, X as announced
  // while casting (an ability's X isn't announced: not read).
  const x = /^create X (tapped )?(.+?) tokens(?: with (.+))?$/.exec(c);
  if (x && ctx.spell) {
    const seed = tokenSeed(x[2]!, x[3], quotes);
    if (!seed) return null;
    if (x[1]) seed.tapped = true;
    return [{ kind: 'create', seed: seed as never, amountFrom: 'x' }];
  }
  // 603.2, 608.2h: "create that many … tokens" in a trigger whose event has an amount (damage dealt).
  const many = /^create that many (tapped )?(.+?) tokens(?: with (.+))?$/.exec(c);
  if (many && ctx.eventAmount) {
    const seed = tokenSeed(many[2]!, many[3], quotes);
    if (!seed) return null;
    if (many[1]) seed.tapped = true;
    return [{ kind: 'create', seed: seed as never, amountFrom: 'event' }];
  }
  if (!m) return tokenEffects(c, quotes);
  const made = tokenEffects(`create ${m[2]!}`, quotes);
  const who = made ? players(m[1], ctx) : null;
  if (!made || !who) return null;
  return who.flatMap((p) => made.map((e): SpellEffect => ({ ...structuredClone(e), ...p })));
}

/**
 * 111.1: "create a 3/3 … token with deathtouch and a 3/3 … token with lifelink" — two token
 * phrases, each read whole (so "deathtouch and a 3/3 …" is never a keyword list), created in the
 * order written by the one instruction.
 */
function twoTokens(c: string, quotes?: readonly string[]): SpellEffect[] | null {
  const joins = [...c.matchAll(new RegExp(` and (?=${NUMBER} )`, 'g'))];
  for (const j of joins) {
    const first = /\btokens?(?: with .+)?$/.test(c.slice(0, j.index)) ? tokenEffects(c.slice(0, j.index), quotes) : null;
    const second = first ? tokenEffects(`create ${c.slice(j.index + 5)}`, quotes) : null;
    if (first && second) return [...first, ...second];
  }
  return null;
}

/**
 * "create two 1/1 white Soldier creature tokens": one `create` per token. `quotes`: the quoted
 * abilities as printed in the ability (tokens.ts printedQuotes); without them no quoted ability is read.
 */
export function tokenEffects(c: string, quotes?: readonly string[]): SpellEffect[] | null {
  const m = new RegExp(`^create ${NUMBER} (tapped )?(.+?) tokens?(?: with (.+))?$`).exec(c);
  if (!m) return twoTokens(c, quotes);
  // 111.1: each token is created by the effect; "two … tokens" are two objects.
  const n = numberWord(m[1]!)!;
  const seed = tokenSeed(m[3]!, m[4], quotes);
  if (!seed || n < 1 || n > 10) return twoTokens(c, quotes);
  if (m[2]) seed.tapped = true;
  return Array.from({ length: n }, (): SpellEffect => ({ kind: 'create', seed: structuredClone(seed) as never }));
}
