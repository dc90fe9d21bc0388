/**
 * Told results. A story tells actions ("my 3/3 attacks", "is blocked by a 3/3", "I cast Grasp of Darkness on
 * it") and often, right after, what they did ("… and deals 3 damage to them", "… and dies", "… and it gets
 * -4/-4", 「ブロックされず3点受けた」). Such a clause is a claim about the action's result, not a second event:
 * made to happen as well, the damage is counted twice, or the death comes before the combat damage that
 * caused it (510.2: combat damage is dealt at once, and a creature dies of it afterwards, 704.5g).
 *
 * A told damage, life change, counter, P/T change or death is a result when the latest action told before it
 * (skipping other results) is one that can make it:
 * - combat (an attack or block): damage between the creatures in it and to players, a death of one of them,
 *   counters put on one of them (wither, 702.80a), life gained or lost (lifelink 702.15b, the damage itself);
 * - a spell cast or an ability activated, told in the same sentence or the next one (not "then", not "with"
 *   something else): what it does — damage, life, a P/T change (608.2);
 * - an Equipment equipped in the same sentence: the P/T change its static ability gives (301.5).
 * The engine runs the actions only; each result is checked against the run (questions/claims.ts) — the
 * answer is given when the run agrees, and refused naming both when it doesn't (never answered over it).
 * A result told "in response", "before damage", "earlier" or "again" is no result: it is its own event.
 */
import { assertNever } from '../core/result.ts';
import type { Clause } from './clause.ts';
import type { QEvent, Side } from './ir.ts';
import type { Sub, TimeWord } from './senses.ts';

/** What the latest action told was: the cause a told result is checked against. */
export type Cause = { kind: 'combat' } | { kind: 'spell'; spell: string } | { kind: 'ability'; source: string } | { kind: 'equip'; attachment: string; to: string } | { kind: 'static'; sources: readonly string[] };

/** Time words that place a told change apart from the action before it: then it is its own event. */
const APART: ReadonlySet<TimeWord> = new Set<TimeWord>(['in-response', 'before-damage', 'earlier', 'already', 'precombat', 'last-turn', 'again', 'twice', 'also', 'after-blocks', 'first', 'upkeep', 'end-step', 'next-turn', 'my-next-turn', 'their-next-turn', 'turn-ends', 'cleanup', 'draw-step', 'untap-step']);

/** Whether the event is a told result (flagged so by `toldResult`). */
export function isResult(e: QEvent): boolean {
  switch (e.kind) {
    case 'damage':
    case 'life':
    case 'counters':
    case 'change':
    case 'dies':
      return e.result === true;
    case 'attack': case 'block': case 'destroy': case 'exile': case 'bounce': case 'remove-from-combat': case 'sacrifice': case 'prevent':
    case 'double': case 'cast': case 'draw': case 'end-turn': case 'resolve': case 'survives-told': case 'size-told': case 'attach': case 'return':
    case 'enter': case 'regenerate': case 'activate': case 'moment': case 'first-strike-damage': case 'combat-damage':
      return false;
    default:
      return assertNever(e);
  }
}

/**
 * The latest action before event `at` that results may follow (results since it skipped), with where it was
 * told; null when the latest is something else (a told destruction, a turn passing, damage told on its own).
 */
export function causeOf(events: readonly QEvent[], at: number): { cause: Cause; index: number } | null {
  for (let k = at - 1; k >= 0; k--) {
    const e = events[k]!;
    // (A death told in between — "… and it dies and I gain 3 life" — is no action of its own: the one before it is the cause.)
    if (isResult(e) || e.kind === 'dies' || e.kind === 'survives-told') continue;
    // "I cast Swords to Plowshares on their 4/4, exiling it, and they gain 4 life": the move said of the spell's own
    // targets right after it is what it did (608.2), no action of its own — the life told after it is still the
    // spell's result, checked once (red team s15: gained twice).
    const prev = events[k - 1];
    if ((e.kind === 'exile' || e.kind === 'destroy' || e.kind === 'bounce') && prev?.kind === 'cast' && prev.premise !== true && e.ids.every((id) => prev.targets.includes(id))) continue;
    switch (e.kind) {
      case 'attack':
      case 'block':
        return { cause: { kind: 'combat' }, index: k };
      case 'cast':
        return e.premise === true ? null : { cause: { kind: 'spell', spell: e.spell }, index: k };
      case 'activate':
        return { cause: { kind: 'ability', source: e.source }, index: k };
      case 'attach':
        return e.by !== undefined ? { cause: { kind: 'equip', attachment: e.attachment, to: e.to }, index: k } : null;
      case 'destroy': case 'exile': case 'bounce': case 'remove-from-combat': case 'change': case 'counters': case 'sacrifice': case 'damage':
      case 'prevent': case 'double': case 'life': case 'draw': case 'end-turn': case 'resolve': case 'size-told': case 'return':
      case 'enter': case 'regenerate': case 'moment': case 'first-strike-damage': case 'combat-damage':
        return null;
      default:
        return assertNever(e);
    }
  }
  return null;
}

/**
 * What the told result at `at` is the result of: the static abilities it was read as the result of (`by`,
 * questions/claims.ts staticCauses: 604.1, 611.3a — they apply all along, no action made them), or the action before it.
 */
export function causeAt(events: readonly QEvent[], at: number): { cause: Cause; index: number } | null {
  const e = events[at];
  if (e?.kind === 'change' && e.by !== undefined) return { cause: { kind: 'static', sources: e.by }, index: at };
  const found = causeOf(events, at);
  if (found || !e || !isResult(e)) return found;
  // "Their Flametongue Kavu enters and deals 4 damage to my 3/3": a result told right after a card entered is what its
  // "when this enters" ability did (603.6a) — so read by the questions layer only (questions/trigger-targets.ts).
  for (let k = at - 1; k >= 0; k--) {
    const x = events[k]!;
    if (isResult(x)) continue;
    return x.kind === 'enter' && x.ids.length === 1 && !x.token ? { cause: { kind: 'ability', source: x.ids[0]! }, index: k } : null;
  }
  return null;
}

/**
 * A change told of objects (or a group of them) with no cause at all — "I control Glorious Anthem and my 2/2 gets
 * +1/+1", "… Creatures I control get +1/+1", 「《栄光の頌歌》があって私の2/2は+1/+1されている」: no spell or ability before it in its sentence, no "from"/"with"/"by",
 * no time ("until end of turn", "this turn", "again": an effect that began at a moment), no "also" (one more on top).
 * Flagged `bare`: the questions layer reads it as what a static ability of a permanent in the story gives, when one
 * could (claims.ts staticCauses), and otherwise leaves it as told — an effect of its own.
 */
export function bareChange(e: QEvent, c: Clause, also: boolean): QEvent {
  if (e.kind !== 'change' || e.result === true || e.ref.kind === 'player') return e;
  if (!e.changes.every((x) => x.kind === 'modify-pt' || x.kind === 'add-keywords')) return e;
  if (also || c.sub !== null || c.question || c.verb?.modal != null || c.verb?.hypothetical === true) return e;
  if (c.times.some((t) => t !== 'now') || c.roles.some((r) => r.prep === 'with' || r.prep === 'by' || r.prep === 'from')) return e;
  return { ...e, bare: true };
}

/** The creatures in the combat told before event `at`: attackers and blockers (506.4). */
export function combatantsBefore(events: readonly QEvent[], at: number): Set<string> {
  const out = new Set<string>();
  for (const e of events.slice(0, at)) {
    if (e.kind === 'attack') e.attackers.forEach((id) => out.add(id));
    else if (e.kind === 'block') [...e.blockers, e.attacker].forEach((id) => out.add(id));
    else if (e.kind === 'end-turn' || e.kind === 'moment') out.clear();
  }
  return out;
}

/**
 * The attacks told since the turn last moved on: after the last moment or turn's end told (500.1), and only the last
 * run of attacks by one player's creatures — only the active player attacks (506.2, 508.1), so an attack by the other
 * player's creatures was on another turn ("My 2/2 attacks. Then his 3/3 attacks.").
 */
export function attacksThisTurn(events: readonly QEvent[], controllerOf: (id: string) => Side | null): Extract<QEvent, { kind: 'attack' }>[] {
  const from = events.findLastIndex((e) => e.kind === 'moment' || e.kind === 'end-turn');
  const attacks = events.slice(from + 1).filter((e): e is Extract<QEvent, { kind: 'attack' }> => e.kind === 'attack');
  const sideOf = (a: Extract<QEvent, { kind: 'attack' }>): Side | null => a.attackers.map(controllerOf).find((x) => x !== null) ?? null;
  const last = attacks.at(-1);
  if (!last) return [];
  const side = sideOf(last);
  let k = attacks.length - 1;
  while (k > 0 && (side === null || sideOf(attacks[k - 1]!) === null || sideOf(attacks[k - 1]!) === side)) k--;
  return attacks.slice(k);
}

/**
 * Subordinators under which a clause still tells what happened ("my Elf died, but …" 「エルフは死んだけど、…」,
 * "since it died", "after it died", "when it died"): the clause is the asker's account of the story, as a main
 * clause is. ("if", "before", "while", "whether" and relative clauses tell no fact of the story's order.)
 */
const NARRATING: ReadonlySet<Sub> = new Set<Sub>(['although', 'since', 'after', 'when', 'once']);

/**
 * Whether the clause tells, as a fact, something the story did — a main clause or one under a narrating
 * subordinator, said as having happened (no modal, not supposed), at no time apart from the action before it.
 * A question sentence tells the story in its clauses that don't ask ("My Elf died but what happened to the
 * Bear?"): what they tell is told all the same (the clause that asks is an ask, never an event).
 */
function narrated(c: Clause): boolean {
  if (c.sub !== null && !NARRATING.has(c.sub)) return false;
  return c.verb?.modal == null && c.verb?.hypothetical !== true && !c.times.some((t) => APART.has(t));
}

/**
 * "I attack with Glistener Elf and it's blocked by Grizzly Bears. If my elf dies, what happens to the bear?",
 * 「…ブロックされた。エルフが死んだら、熊はどうなる？」: a death supposed of a creature in the combat told just before,
 * with no cause of its own said. It may be the combat's own result (510.2) or a death by something else before
 * damage — which the words don't say. Flagged `supposed`: made as told, and tried as the combat's result too
 * (questions/told-readings.ts supposedDeath); asked back when the answers differ.
 */
function supposedDeath(events: readonly QEvent[], e: QEvent, c: Clause): QEvent {
  // (English marks the supposition by "if", Japanese by the verb's 〜たら / 〜ば: either one.)
  if (e.kind !== 'dies' || !(c.sub === 'if' || c.verb?.hypothetical === true) || c.verb?.modal != null || (c.sub !== null && c.sub !== 'if') || c.times.some((t) => APART.has(t))) return e;
  if (causeOf(events, events.length)?.cause.kind !== 'combat') return e;
  const combatants = combatantsBefore(events, events.length);
  return e.ids.every((id) => combatants.has(id)) ? { ...e, supposed: true } : e;
}

/**
 * A result of combat (510.2, 704.5g): damage between the creatures in it or to a player, a death or counters of one
 * of them (wither, 702.80a), life gained or lost (lifelink 702.15b) — else the event is its own.
 */
function combatResult(e: QEvent, c: Clause, combatants: ReadonlySet<string>, sameSentence: boolean): QEvent {
  const isSide = (t: string): t is Side => t === 'A' || t === 'B';
  switch (e.kind) {
    case 'damage':
      if (e.also || e.ping !== undefined || e.result === true) return e;
      if (e.source !== null && !combatants.has(e.source)) return e;
      if (!isSide(e.target) && !combatants.has(e.target)) return e;
      return { ...e, result: true };
    case 'dies':
    case 'destroy':
      // ("… is destroyed by Murder": destroyed by something named, its own event.)
      if (e.kind === 'destroy' && c.roles.some((r) => r.prep === 'with' || r.prep === 'by' || r.prep === 'from')) return e;
      return e.ids.every((id) => combatants.has(id)) ? { kind: 'dies', ids: e.ids, result: true } : e;
    case 'counters':
      return e.ids.every((id) => combatants.has(id)) ? { ...e, result: true } : e;
    case 'life':
      // ("… I was at 20. I gain 2 life? What's my total?": asked with "?", a change is what the asker wants
      // checked — never one more event, whatever was said between.)
      return sameSentence || c.question ? { ...e, result: true } : e;
    case 'attack': case 'block': case 'exile': case 'bounce': case 'remove-from-combat': case 'change': case 'sacrifice': case 'prevent':
    case 'double': case 'cast': case 'draw': case 'end-turn': case 'resolve': case 'survives-told': case 'size-told': case 'attach': case 'return':
    case 'enter': case 'regenerate': case 'activate': case 'moment': case 'first-strike-damage': case 'combat-damage':
      return e;
    default:
      return assertNever(e);
  }
}

/** A result of the spell or ability told just before (608.2): its damage, life, a death it caused, a P/T change. */
function effectResult(events: readonly QEvent[], e: QEvent, cause: Extract<Cause, { kind: 'spell' | 'ability' }>, index: number, source: string, sharesWords: (e: QEvent) => boolean): QEvent {
  switch (e.kind) {
    case 'damage':
      return e.also || e.ping !== undefined || (e.source !== null && e.source !== source) ? e : { ...e, result: true };
    // (A death told after a spell stays as told: 「《支配魔法》で奪われた私の《セラの天使》が死んだ」 tells the spell as
    // how things already were, and a death the spell did is the same death — already there, 400.7 — while a kill
    // the caster tells is its result already, frames/zones.ts. Counters told after a spell are no result of it: 「《巨大化》を受けた熊に感染で-1/-1カウンターが置かれた」 came from elsewhere.)
    case 'life':
      return { ...e, result: true };
    case 'dies': {
      // "I Shock his 3/3 and it dies", "I cast Pyroclasm and his 3/3 dies", 「《ショック》を撃ったら死んだ」: a death told
      // right after a spell cast at it (or a spell that targets nothing, dealing with all alike) in the same sentence
      // is what the spell did — checked against the run (engine: 700.4), never made by the story. Made, the 3/3
      // died though Shock's 2 damage doesn't kill it (red team s19b), as the combat results never were. (A spell told
      // in words shared with the dying creature's clause — 「《急報》で出した兵士トークンが死んだ」, the token it made — is how it
      // came, not what killed it.)
      const cast = events[index];
      if (cause.kind !== 'spell' || cast?.kind !== 'cast' || sharesWords(cast) || !(cast.targets.length === 0 || e.ids.every((id) => cast.targets.includes(id)))) return e;
      return { ...e, result: true };
    }
    case 'change':
      // (Only a P/T change can be read back from the run, claims.ts; abilities lost or gained stay events.)
      return e.ref.kind === 'things' && !e.static && e.changes.every((x) => x.kind === 'modify-pt') ? { ...e, result: true } : e;
    case 'attack': case 'block': case 'destroy': case 'exile': case 'bounce': case 'remove-from-combat': case 'counters': case 'sacrifice':
    case 'prevent': case 'double': case 'cast': case 'draw': case 'end-turn': case 'resolve': case 'survives-told': case 'size-told': case 'attach':
    case 'return': case 'enter': case 'regenerate': case 'activate': case 'moment': case 'first-strike-damage': case 'combat-damage':
      return e;
    default:
      return assertNever(e);
  }
}

/**
 * The event as the clause told it: flagged as a result of the action before it (a told destruction or death
 * becomes the death that action caused, checked, never made) — or unchanged, as an event of its own.
 */
export function toldResult(events: readonly QEvent[], sentenceOf: (e: QEvent) => number | undefined, e: QEvent, c: Clause, named: (id: string) => boolean = () => true, sharesWords: (e: QEvent) => boolean = () => false): QEvent {
  if (!narrated(c)) return supposedDeath(events, e, c);
  const found = causeOf(events, events.length);
  if (!found) return e;
  const { cause, index } = found;
  // "I cast Lightning Bolt at my opponent. They take 3 damage.", "My 4/4 attacks unblocked. The opponent loses 4
  // life.": told in the very next sentence, with nothing told between, it is still what that action did (red team
  // s15: counted twice). A sentence further on, or after anything else told, it is an event of its own.
  const toldAt = sentenceOf(events[index]!);
  const sameSentence = toldAt !== undefined && (toldAt === c.sentence || toldAt === c.sentence - 1);
  const combatants = combatantsBefore(events, events.length);
  switch (cause.kind) {
    case 'combat':
      return combatResult(e, c, combatants, sameSentence);
    case 'spell':
    case 'ability': {
      // "…, then it loses all abilities", 「感染で-1/-1カウンターが置かれた」: told later, or by an instrument of its own, it is another event.
      if ((!sameSentence && !c.question) || c.times.includes('later') || c.roles.some((r) => r.prep === 'with' || r.prep === 'by' || r.prep === 'from')) return e;
      // "I cast a spell that deals 3 damage to …", 「…に3点のダメージを与える呪文を撃った」: a spell no card names is
      // described by what it does — that is its effect, told once, made to happen (there is no text to run).
      if (cause.kind === 'spell' && !named(cause.spell)) return e;
      const source = cause.kind === 'spell' ? cause.spell : cause.source;
      return effectResult(events, e, cause, index, source, sharesWords);
    }
    case 'static':
      return e;
    case 'equip':
      return sameSentence && e.kind === 'change' && e.ref.kind === 'things' && e.ref.ids.length === 1 && e.ref.ids[0] === cause.to && e.changes.every((x) => x.kind === 'modify-pt') ? { ...e, result: true } : e;
    default:
      return assertNever(cause);
  }
}
