/**
 * The abilities that matter to declaring attackers and blockers, read from computed keywords (so
 * layer 6 grants and removes them like any ability). Besides the keyword abilities (defender 702.3,
 * haste 702.10, vigilance 702.20, flying 702.9 / reach 702.17, menace 702.111, protection 702.16,
 * landwalk 702.14, shadow 702.28, horsemanship 702.31, fear 702.36, intimidate 702.13, skulk
 * 702.118), a few rules-text abilities are written as keywords: restrictions (508.1c, 509.1b),
 * requirements (508.1d, 509.1c), and abilities that let a creature block more than one attacker.
 */
import type { KeywordName } from '../keywords.ts';
import { COLOR_WORDS, hasKeyword, hasKeywordText, normalizeKeywordText } from '../keywords.ts';
import { defenderRestriction } from '../keywords/defender.ts';
import type { EvasionCheck, EvasionProblem } from '../keywords/evasion.ts';
import { fearBlock } from '../keywords/fear.ts';
import { strikesFirst } from '../keywords/first-strike.ts';
import { flyingBlock, hasFlying } from '../keywords/flying.ts';
import { horsemanshipBlock } from '../keywords/horsemanship.ts';
import { intimidateBlock } from '../keywords/intimidate.ts';
import { landwalkBlock } from '../keywords/landwalk.ts';
import { hasMenace } from '../keywords/menace.ts';
import type { KeywordNote } from '../keywords/note.ts';
import { protectionBlock, protectionBlockerNote } from '../keywords/protection.ts';
import { shadowBlock } from '../keywords/shadow.ts';
import { skulkBlock } from '../keywords/skulk.ts';
import { BLOCK_ANY_EACH_COMBAT, COMBAT_TEXT } from '../keywords/text-abilities.ts';
import { halt } from '../run.ts';
import { parseStatComparison, statsMatch } from '../compare.ts';
import type { Computed, GameState, Keyword, PlayerId } from '../types.ts';
import { lookupTable } from '../../core/table.ts';

/** Rules-text abilities the engine reads as keywords (written exactly so in a scenario's `keywords`). */
export { COMBAT_TEXT, COMBAT_TEXTS, PARAM_COMBAT_TEXTS } from '../keywords/text-abilities.ts';

/** Has the creature this keyword (or rules text read as one), as computed through the layers? */
export function has(c: Computed, name: KeywordName): boolean {
  return hasKeyword(c.keywords, name);
}

function instances(c: Computed, name: KeywordName): Keyword[] {
  const n = normalizeKeywordText(name);
  return c.keywords.filter((k) => normalizeKeywordText(k.keyword) === n);
}

/** Why this creature can't attack because of its own abilities (508.1c, 702.3b), if it can't. */
export function attackRestriction(c: Computed): { ability: string; rule: string } | null {
  const defender = defenderRestriction(c);
  if (defender) return defender;
  if (has(c, COMBAT_TEXT.cantAttack)) return { ability: COMBAT_TEXT.cantAttack, rule: '508.1c' };
  if (has(c, COMBAT_TEXT.cantAttackOrBlock)) return { ability: COMBAT_TEXT.cantAttackOrBlock, rule: '508.1c' };
  return null;
}

export function blockRestriction(c: Computed): string | null {
  if (has(c, COMBAT_TEXT.cantBlock)) return COMBAT_TEXT.cantBlock;
  if (has(c, COMBAT_TEXT.cantAttackOrBlock)) return COMBAT_TEXT.cantAttackOrBlock;
  return null;
}

/**
 * How many attackers it can block (509.1a: one, unless an ability says more). Several "additional
 * creature" abilities: how they combine isn't stated by the CR, so the engine stops.
 */
export function blockCapacity(c: Computed): number {
  if (has(c, COMBAT_TEXT.blockAny) || has(c, BLOCK_ANY_EACH_COMBAT)) return Number.POSITIVE_INFINITY;
  const extra = instances(c, COMBAT_TEXT.blockAdditional).length;
  if (extra > 1) halt('unmodelled', 'error.unmodelled', { reason: 'block-additional-several', object: c.name, rule: '509.1a' });
  return 1 + extra;
}

/** A reason a pair (attacker, blocker) is illegal, with the rules; null if this blocker may block it. */
export type { EvasionProblem } from '../keywords/evasion.ts';


/** Has the blocker this one-word quality: a color ("black"), "artifact", or a creature type ("wall")? */
function blockerIs(word: string, blocker: Computed): boolean {
  const color = COLOR_WORDS[word];
  if (color) return blocker.colors.includes(color as Computed['colors'][number]);
  if (word === 'artifact') return blocker.types.includes('Artifact');
  return blocker.subtypes.some((s) => s.toLowerCase() === word);
}

/**
 * "can't be blocked except by creatures with flying" / "… except by Walls" / "… except by black
 * creatures" / "… except by artifact creatures": does this blocker qualify (509.1b)? A creature's
 * "can't be blocked by Walls" is read as "except by non-Wall creatures" (only creatures block, 509.1a),
 * so the negated forms are read too: "non-Wall", "nonblack", "nonartifact" creatures, "creatures
 * without flying". Null: a quality not read here.
 */
function exceptBy(param: string, blocker: Computed): boolean | null {
  const p = param.trim().toLowerCase().replace(/\.$/, '');
  const without = /^creatures? without (.+)$/.exec(p);
  if (without) return !without[1]!.split(/ and\/or | or /).some((kw) => hasKeywordText(blocker.keywords, kw.trim()));
  const withKw = /^creatures? with (.+)$/.exec(p);
  if (withKw) return withKw[1]!.split(/ and\/or | or /).some((kw) => hasKeywordText(blocker.keywords, kw.trim()));
  const non = /^non-?([a-z'-]+) creatures$/.exec(p);
  if (non) return !blockerIs(non[1]!, blocker);
  const quality = /^([a-z'-]+) creatures$/.exec(p);
  if (quality && (COLOR_WORDS[quality[1]!] || quality[1] === 'artifact')) return blockerIs(quality[1]!, blocker);
  const sub = /^([a-z'-]+?)s?$/.exec(p);
  if (sub) return blocker.subtypes.some((s) => s.toLowerCase() === sub[1] || `${s.toLowerCase()}s` === p || s.toLowerCase() === p);
  return null;
}

const COUNT_WORDS: Readonly<Record<string, number>> = lookupTable({ two: 2, three: 3, four: 4, five: 5 });

/** "two or more creatures", "three or more creatures": the fewest blockers the "except by" ability allows, else null. */
export function exceptByCount(param: string): number | null {
  const m = /^(two|three|four|five) or more creatures$/i.exec(param.trim());
  return m ? COUNT_WORDS[m[1]!.toLowerCase()]! : null;
}

/** Does the other creature have the value the ability's comparison names ("power 2 or less")? Stops on a parameter it can't read. */
function comparedBy(k: Keyword, text: string, other: Computed, state: GameState): boolean {
  const cmp = parseStatComparison(k.param ?? '');
  if (!cmp) halt('unmodelled', 'error.unmodelled', { reason: 'block-restriction', text: `${text} ${k.param ?? ''}`, rule: '509.1b' });
  const ok = statsMatch({ [cmp.field]: cmp.range }, { zone: 'battlefield', types: other.types, power: other.power, toughness: other.toughness, manaCost: other.manaCost !== undefined ? other.manaCost : (state.objects.find((o) => o.id === other.id)?.printed.manaCost ?? null) });
  if (ok === 'unknown') halt('unmodelled', 'error.unmodelled', { reason: 'block-restriction', text: `${text} ${k.param ?? ''}`, rule: '509.1b' });
  return ok;
}

/**
 * Evasion and blocking restrictions between one attacker and one blocker (509.1b): the first that
 * forbids the block, and the notes of the evasion keywords that were checked and allow it. Menace
 * and "by more than one creature" depend on the whole declaration and are checked by the caller.
 */
export function pairChecks(attacker: Computed, blocker: Computed, defender: PlayerId, state: GameState, byId: Record<string, Computed>): { problem: EvasionProblem | null; notes: KeywordNote[] } {
  const notes: KeywordNote[] = [];
  const verdict = (check: EvasionCheck): EvasionProblem | null => {
    if (check === null) return null;
    if (check.ok) notes.push(check.note);
    return check.ok ? null : check.problem;
  };
  const done = (problem: EvasionProblem | null) => ({ problem, notes: problem ? [] : notes });
  if (has(attacker, COMBAT_TEXT.unblockable)) return done({ ability: COMBAT_TEXT.unblockable, rules: ['509.1b'] });
  const flying = verdict(flyingBlock(attacker, blocker));
  if (flying) return done(flying);
  if (has(blocker, COMBAT_TEXT.blockOnlyFlyers) && !hasFlying(attacker)) return done({ ability: COMBAT_TEXT.blockOnlyFlyers, rules: ['509.1b'] });
  // The evasion keywords' own hooks (keywords/*.ts), in the order the rules list them.
  for (const hook of [shadowBlock, horsemanshipBlock, fearBlock, intimidateBlock, skulkBlock]) {
    const problem = verdict(hook(attacker, blocker));
    if (problem) return done(problem);
  }
  // 702.16f: protection — a quality the engine can't judge stops the run.
  const p = protectionBlock(attacker, blocker);
  if (p !== null && 'unknown' in p) halt('unmodelled', 'error.unmodelled', { reason: 'protection-quality', quality: p.unknown, rule: '702.16a' });
  const prot = verdict(p);
  if (prot) return done(prot);
  const walk = verdict(landwalkBlock(attacker, blocker, defender, state, byId));
  if (walk) return done(walk);
  const shielded = protectionBlockerNote(attacker, blocker);
  if (shielded) notes.push(shielded);
  for (const k of instances(attacker, COMBAT_TEXT.exceptBy)) {
    if (exceptByCount(k.param ?? '') !== null) continue; // checked with the whole declaration
    const ok = exceptBy(k.param ?? '', blocker);
    if (ok === null) halt('unmodelled', 'error.unmodelled', { reason: 'block-restriction', text: `${COMBAT_TEXT.exceptBy} ${k.param ?? ''}`, rule: '509.1b' });
    if (!ok) return done({ ability: `${COMBAT_TEXT.exceptBy} ${k.param ?? ''}`, rules: ['509.1b'] });
  }
  // 509.1b: "can't be blocked by creatures with power 2 or less" (the blocker's values now, 208, 202.3).
  for (const k of instances(attacker, COMBAT_TEXT.blockedByWith)) {
    if (comparedBy(k, COMBAT_TEXT.blockedByWith, blocker, state)) return done({ ability: `${COMBAT_TEXT.blockedByWith} ${k.param ?? ''}`, rules: ['509.1b'] });
  }
  // 509.1b: "can't block creatures with power 2 or greater" (a restriction on the blocker).
  for (const k of instances(blocker, COMBAT_TEXT.cantBlockWith)) {
    if (comparedBy(k, COMBAT_TEXT.cantBlockWith, attacker, state)) return done({ ability: `${COMBAT_TEXT.cantBlockWith} ${k.param ?? ''}`, rules: ['509.1b'] });
  }
  return done(null);
}

/** The first restriction that forbids this block (509.1b), or null. */
export function pairProblem(attacker: Computed, blocker: Computed, defender: PlayerId, state: GameState, byId: Record<string, Computed>): EvasionProblem | null {
  return pairChecks(attacker, blocker, defender, state, byId).problem;
}

/**
 * The fewest creatures that may block it, when more than one (509.1b): menace (702.111b: two), or
 * "can't be blocked except by two (three …) or more creatures"; the largest such number when several apply.
 */
export function minimumBlockers(attacker: Computed): { ability: string; count: number } | null {
  let out: { ability: string; count: number } | null = hasMenace(attacker) ? { ability: 'menace', count: 2 } : null;
  for (const k of instances(attacker, COMBAT_TEXT.exceptBy)) {
    const n = exceptByCount(k.param ?? '');
    if (n !== null && (out === null || n > out.count)) out = { ability: `${COMBAT_TEXT.exceptBy} ${(k.param ?? '').trim()}`, count: n };
  }
  return out;
}

export function hasFirstOrDoubleStrike(c: Computed | undefined): boolean {
  return strikesFirst(c);
}
