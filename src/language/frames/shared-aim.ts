/**
 * One aim said once for spells joined by "and": "I cast Lightning Bolt and Shock at my opponent", 「《稲妻》と《ショック》を
 * 相手本体に撃った」 — each spell targets what the aim names (601.2c: a spell's targets are chosen as it is cast; here
 * the same ones for each). Read for a list of spells (frames/cast.ts castInOrder) and for a second card said as a verb
 * of a clause of its own ("… and Lava Spike at my opponent", castAsVerb).
 */
import type { NounPhrase, Clause } from '../clause.ts';
import type { QEvent } from '../ir.ts';
import type { Story } from '../story.ts';

/**
 * "I cast Lightning Bolt and Shock at my opponent", 「《稲妻》と《ショック》を相手本体に撃った」: spells joined by "and" alone
 * (no "then", nothing said between them) with one aim said after the last (or before the first) share it — each targets what the aim names
 * (601.2c: each spell's targets are chosen as it is cast, here the same ones). A spell that targets nothing (115.1)
 * keeps none; "X and then Y at him" keeps the aim Y's own. Empty when the aim isn't shared.
 */
export function sharedAim(story: Story, spells: NounPhrase[], targets: NounPhrase[]): NounPhrase[] {
  if (spells.length < 2 || targets.length === 0) return [];
  const first = (np: NounPhrase): number => (np.chunks.length > 0 ? Math.min(...np.chunks) : Infinity);
  const last = (np: NounPhrase): number => (np.chunks.length > 0 ? Math.max(...np.chunks) : -Infinity);
  // (Said after the last spell, or — as Japanese says it, 「相手の3/3に《稲妻》と《ショック》を撃った」 — before the first.)
  if (!targets.every((t) => first(t) > last(spells.at(-1)!)) && !targets.every((t) => last(t) < first(spells[0]!))) return [];
  for (let k = 0; k + 1 < spells.length; k++) {
    for (let at = last(spells[k]!) + 1; at < first(spells[k + 1]!); at++) if (!JOINS.has(story.chunkText(at).trim().toLowerCase())) return [];
  }
  return targets;
}

/** What may stand between spells that share an aim: "and", a comma, 「と」「、」 (nothing that orders them in time). */
const JOINS: ReadonlySet<string> = new Set(['and', ',', '&', 'と', '、', 'や']);

/**
 * "I cast Lightning Bolt and Lava Spike at my opponent": the second card read as a verb of a clause of its own ("and
 * [I] Lava Spike at my opponent"); the first, cast just before in the same sentence with nothing aimed, shares the aim
 * as the spells of one list do (sharedAim). Only when "and" alone joins them ("and then" orders them, its aim the
 * second's own) and the first is a spell that targets (115.1).
 */
export function shareAimBack(story: Story, c: Clause, before: QEvent | undefined, spell: string): void {
  const now = story.events.at(-1);
  if (now === before || now?.kind !== 'cast' || now.spell !== spell || now.targets.length === 0) return;
  if (!/^and\s/i.test(c.text) || c.times.length > 0) return;
  // ("I cast Lightning Bolt, Shock and Lava Spike at my opponent": the casts of the list before, each with nothing aimed.)
  const unaimed: Extract<QEvent, { kind: 'cast' }>[] = [];
  for (let k = story.events.length - 2; k >= 0; k--) {
    const e = story.events[k]!;
    // (A sorcery cast after them waits for them to resolve, 117.1a: the resolution the reading put before it, not told.)
    if (e.kind === 'resolve' && k === story.events.length - 2 && story.sequenced === c) continue;
    if (e.kind !== 'cast' || e.premise === true || e.targets.length > 0 || e.caster !== now.caster || story.toldIn.get(e) !== c.sentence) break;
    unaimed.push(e);
  }
  // (Every card's facts asked for, so a second reading has them all: story.ts needFacts.)
  const target = unaimed.map((e) => story.get(e.spell)).map((o) => o !== undefined && story.cardFacts(o)?.targets === true);
  if (unaimed.length === 0 || target.includes(false)) return;
  for (const e of unaimed) e.targets = [...now.targets];
}
