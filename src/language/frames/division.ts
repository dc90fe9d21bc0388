/**
 * A division of combat damage told with amounts (Clause.division, read by en/divisions.ts and ja/divisions.ts): "I put 3
 * on the blocker and the rest on the player", 「2/2に2点、残りを相手に」, 「3点と3点に分けた」. Who divides is the one creature
 * in combat the recipients fit — an attacker among its blockers (and, with trample, what it attacks: 510.1c, 702.19b) or a
 * blocker among the attackers it blocks (510.1d) — and the division is its controller's choice, told (ir.ts `assigned`).
 * Whether it is legal is the engine's to say (510.1e): told amounts are never re-divided here. A division that fits no
 * creature, or more than one, is not read (the caller goes on with the clause's other readings, or names it).
 */
import type { Clause, DivisionPart, NounPhrase } from '../clause.ts';
import { ORDINALS, phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Assigned, QEvent, Side } from '../ir.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish } from './util.ts';

/** Division clauses read, for the clauses that carry them on (Clause.division `head`). */
const read = new WeakSet<Clause>();
/** How many events the story had when its division of combat damage was read: "that" asks of it while none came after. */
const toldAt = new WeakMap<Story, number>();

/** The last thing told is a division of combat damage ("… I put all 5 on the 4/4. Is that legal?"): what "that" stands for. */
export function divisionJustTold(story: Story): boolean {
  return story.assigned.length > 0 && toldAt.get(story) === story.events.length;
}

/** The clause's division was read (a clause carrying it on: with the one it carries on). */
export function divisionRead(c: Clause): boolean {
  return read.has(c);
}

/** `each`: every one of the creatures named (null: of those divided among), each the part's amount. */
type Recipient = { kind: 'object'; id: string } | { kind: 'player'; side: 'A' | 'B' | null; past?: true } | { kind: 'unsaid' } | { kind: 'each'; ids: string[] | null };

/** The phrase an ordinal alone stands for ("… and 4 to the second"): the part before's, with this ordinal. */
function ordinalPhrase(before: NounPhrase | null, n: number): NounPhrase | null {
  if (before?.kind !== 'object' || !before.adjectives.some((a) => ORDINALS.has(a))) return null;
  const adj = [...ORDINALS.entries()].find(([, v]) => v === n)?.[0];
  if (!adj) return null;
  return { ...before, adjectives: [...before.adjectives.filter((a) => !ORDINALS.has(a)), adj] };
}

function recipientOf(story: Story, part: DivisionPart, before: NounPhrase | null, create: boolean): Recipient | null {
  const np = part.ordinal !== undefined ? ordinalPhrase(before, part.ordinal) : part.to;
  if (part.each) {
    // ("1 to each bird": every bird told; never a spell's targets made up by it.)
    if (part.amount === null || create) return null;
    if (np === null) return { kind: 'each', ids: null };
    const ids = objectsOf(story, np, { create: false, plural: true });
    return ids && ids.length > 0 ? { kind: 'each', ids } : null;
  }
  // ("trample the rest over": past the blockers, to the player attacked — a spell's division has no such part.)
  if (part.past) return create ? null : { kind: 'player', side: null, past: true };
  if (part.to === null && part.ordinal === undefined) return { kind: 'unsaid' };
  if (!np) return null;
  if (isPlayerish(np)) return { kind: 'player', side: playerOf(story, np) };
  const n = story.objects.length;
  // (A spell's division may name its targets first here: "I cast Arc Lightning: 2 to his bear …".)
  // ("My 4/4 is blocked by a 1/1 and a 4/4. Can I put all 4 on the 4/4?": combat damage is divided among the creatures
  // the divider is in combat with, 510.1c-d — a creature no block puts there, the attacker itself, is no recipient.)
  const ids = objectsOf(story, np, { create, ...(create ? {} : { exclude: outsideCombatPool(story) }) });
  if (!ids || ids.length !== 1 || (!create && story.objects.length > n)) return null;
  return { kind: 'object', id: ids[0]! };
}

/**
 * The objects no combat division can go to: all but the blockers told, and the attackers blocked by a creature that
 * blocks more than one (509.1a, 510.1c-d). Empty when no block is told (nothing is ruled out then).
 */
function outsideCombatPool(story: Story): string[] {
  const blocks = story.events.flatMap((e) => (e.kind === 'block' ? e.blockers.map((b) => ({ blocker: b, attacker: e.attacker })) : []));
  if (blocks.length === 0) return [];
  const pool = new Set(blocks.map((b) => b.blocker));
  for (const b of pool) {
    const attacked = new Set(blocks.filter((x) => x.blocker === b).map((x) => x.attacker));
    if (attacked.size > 1) for (const a of attacked) pool.add(a);
  }
  return story.objects.map((o) => o.id).filter((id) => !pool.has(id));
}

/** Reads the division; false when it fits no one creature's damage (nothing is added then). */
export function tellDivision(story: Story, c: Clause): boolean {
  const d = c.division!;
  if (d.joined) {
    // (Read with the clause it carries on, when that one was.)
    if (!d.head || !read.has(d.head)) return false;
    story.useChunks(c.chunks);
    return true;
  }
  const last = [...story.events].reverse().find((e) => e.kind !== 'moment');
  const afterSpell = last?.kind === 'cast' && story.get(last.spell)?.types.some((t) => t === 'Instant' || t === 'Sorcery') === true ? last : null;
  const recipients: Recipient[] = [];
  let before: NounPhrase | null = null;
  for (const p of d.parts) {
    const r = recipientOf(story, p, before, afterSpell !== null);
    if (!r) return false;
    recipients.push(r);
    if (p.to) before = p.to;
  }
  const fit = dividersFor(story, recipients);
  const said = fit && saidBy(story, c, fit.candidates);
  if (!fit || !said) return false;
  // Said just after a spell is cast ("I cast Arc Lightning: 2 to his bear and 1 to him"): the spell's division (601.2d) —
  // unless a creature in combat could be dividing its damage so as well (nothing says which).
  if (afterSpell) {
    // (A creature said dividing — "Craw Wurm assigns 3 to each" — is no spell's division.)
    if (said.candidates.length > 0 || (said.subj !== null && !isPlayerish(said.subj))) return false;
    return spellDivision(story, c, afterSpell, recipients);
  }
  if (said.candidates.length !== 1) return false;
  const divider = said.candidates[0]!;
  if (story.assigned.some((a) => a.attacker === divider.id)) return false;
  if (said.teller !== null) story.get(divider.id)!.controller ??= said.teller;
  const parts = combatParts(story, d, recipients, divider, fit.unsaid);
  if (!parts) return false;
  story.assigned.push(...parts);
  toldAt.set(story, story.events.length);
  read.add(c);
  story.useChunks(c.chunks);
  for (const p of d.parts) story.use(p.to);
  if (c.subject) story.use(c.subject);
  for (const r of c.roles) story.useChunks([...r.chunks, ...phraseChunks(r.np)]);
  return true;
}

/** A creature in combat that may be dividing its damage: `among` the creatures it is in combat with. */
type Divider = { id: string; among: string[]; attacking: boolean };

/**
 * The creatures in combat the recipients fit — an attacker blocked by each creature named, a blocker blocking each — and
 * how many recipients are unsaid (amounts alone); null when some are said and some not (but for the rest trampled over).
 */
function dividersFor(story: Story, recipients: readonly Recipient[]): { candidates: Divider[]; unsaid: number } | null {
  const objects = recipients.flatMap((r) => (r.kind === 'object' ? [r.id] : r.kind === 'each' ? (r.ids ?? []) : []));
  const eachAll = recipients.some((r) => r.kind === 'each' && r.ids === null);
  const unsaid = recipients.filter((r) => r.kind === 'unsaid').length;
  // (Amounts alone, or some recipients said: every part says one, or none does — but for the rest trampled over: "I assign
  // 2 and trample the rest over" puts the amounts on the blockers, the rest past them, 702.19b.)
  const pastRest = unsaid > 0 && unsaid < recipients.length && recipients.every((r) => r.kind === 'unsaid' || (r.kind === 'player' && r.past === true));
  if (unsaid > 0 && unsaid < recipients.length && !pastRest) return null;
  const blocks = story.events.flatMap((e) => (e.kind === 'block' ? e.blockers.map((b) => ({ blocker: b, attacker: e.attacker })) : []));
  const attackers = [...new Set(blocks.map((b) => b.attacker))];
  const blockers = [...new Set(blocks.map((b) => b.blocker))];
  const blockersOf = (a: string): string[] => [...new Set(blocks.filter((b) => b.attacker === a).map((b) => b.blocker))];
  const blockedBy = (b: string): string[] => [...new Set(blocks.filter((x) => x.blocker === b).map((x) => x.attacker))];
  let candidates: Divider[] = [
    ...attackers.map((a) => ({ id: a, among: blockersOf(a), attacking: true })),
    ...blockers.filter((b) => blockedBy(b).length > 1).map((b) => ({ id: b, among: blockedBy(b), attacking: false })),
  ];
  const players = recipients.some((r) => r.kind === 'player');
  // ("1 on each": a creature dividing among two or more.)
  if (eachAll) candidates = candidates.filter((x) => x.among.length > 1);
  if (objects.length > 0) candidates = candidates.filter((x) => objects.every((o) => x.among.includes(o)));
  // (Amounts alone: as many as the creatures it divides among, one each.)
  else if (unsaid > 0) candidates = candidates.filter((x) => x.among.length === unsaid && (x.among.length > 1 || pastRest));
  // (Only a player named: an attacker, the only one blocked. "1 on each": any creature dividing among two or more.)
  else if (!eachAll) candidates = candidates.filter((x) => x.attacking);
  if (players) candidates = candidates.filter((x) => x.attacking);
  return { candidates, unsaid };
}

/** Said by a player: that player's creature (the teller); by a creature: that creature. Null when who says it is not found. */
function saidBy(story: Story, c: Clause, fitting: Divider[]): { candidates: Divider[]; teller: Side | null; subj: NounPhrase | null } | null {
  const subj = c.subject && (c.subject.kind === 'player' || c.subject.kind === 'pronoun' || c.subject.kind === 'object') ? c.subject : null;
  let candidates = fitting;
  let teller: Side | null = null;
  if (subj && isPlayerish(subj)) {
    const who = playerOf(story, subj);
    if (who === null) return null;
    teller = who;
    // (A card told attacking with no controller said — "Colossal Dreadmaw attacks" — may be the one "I" divide with.)
    candidates = candidates.filter((x) => (story.get(x.id)?.controller ?? who) === who);
  } else if (subj) {
    const ids = objectsOf(story, subj, { create: false });
    if (!ids || ids.length !== 1) return null;
    candidates = candidates.filter((x) => x.id === ids[0]);
  }
  return { candidates, teller, subj };
}

/** The divider's damage told part by part (510.1c-d); null when the parts don't make one division. */
function combatParts(story: Story, d: NonNullable<Clause['division']>, recipients: readonly Recipient[], divider: Divider, unsaid: number): Assigned[] | null {
  const controller = story.get(divider.id)?.controller ?? null;
  // The player it attacks (the defending player, 506.2): said as that player or as "the player"; another is no reading.
  const defending = controller === 'A' ? 'B' : controller === 'B' ? 'A' : null;
  const parts: Assigned[] = [];
  // (Amounts alone: they are all the same, or which creature gets which is not said.)
  if (unsaid > 0 && new Set(d.parts.filter((_, k) => recipients[k]!.kind === 'unsaid').map((p) => p.amount)).size !== 1) return null;
  let nthUnsaid = 0;
  for (const [k, p] of d.parts.entries()) {
    const r = recipients[k]!;
    if (r.kind === 'each') {
      // Every one of them its amount (510.1c-d): one part each, none of them told twice.
      for (const id of r.ids ?? divider.among) {
        if (parts.some((x) => x.to === id)) return null;
        parts.push({ attacker: divider.id, to: id, amount: p.amount! });
      }
      continue;
    }
    let to: string;
    if (r.kind === 'unsaid') to = divider.among[nthUnsaid++]!;
    else if (r.kind === 'object') to = r.id;
    else {
      // ("trample the rest over" of an attacker attacking a planeswalker or battle: past its blockers is that one, not a
      // player — no reading here.)
      if (r.past && story.events.some((e) => e.kind === 'attack' && e.attacked?.[divider.id] !== undefined)) return null;
      // (Whose creature it is not said yet: the player said, as the story takes it, 506.2.)
      const side = defending ?? r.side;
      if (side === null || (r.side !== null && r.side !== side)) return null;
      to = side;
    }
    if (parts.some((x) => x.to === to)) return null;
    parts.push(p.amount === null ? { attacker: divider.id, to, rest: true } : { attacker: divider.id, to, amount: p.amount });
  }
  if (parts.filter((x) => 'rest' in x).length > 1) return null;
  // ("everything on the 3/3 and none on the 2/2": all of it to one, so every other part told is none — else the words
  // contradict each other, and no division is read.)
  if (d.parts.some((p) => p.all) && parts.some((x) => 'amount' in x && x.amount !== 0)) return null;
  return parts;
}

/** 601.2d: the division of a spell's damage among its targets, told: the targets it names (or names again), each an amount. */
function spellDivision(story: Story, c: Clause, cast: Extract<QEvent, { kind: 'cast' }>, recipients: readonly Recipient[]): boolean {
  const d = c.division!;
  if (cast.divide || d.parts.some((p) => p.amount === null || p.ordinal !== undefined)) return false;
  const to: (string | Side)[] = [];
  for (const r of recipients) {
    // (Each of its targets the same: not what the division of a spell is said with here, 601.2d.)
    if (r.kind === 'unsaid' || r.kind === 'each') return false;
    if (r.kind === 'player' && r.side === null) return false;
    const id = r.kind === 'object' ? r.id : r.side!;
    if (to.includes(id)) return false;
    to.push(id);
  }
  // (Its targets said before, "targeting his bear and him": the division names the same ones.)
  if (cast.targets.length > 0 && !(cast.targets.length === to.length && cast.targets.every((t) => to.includes(t)))) return false;
  if (cast.targets.length === 0) {
    cast.targets = [...to];
    delete cast.impliedTargets;
  }
  cast.divide = d.parts.map((p, k) => ({ to: to[k]!, amount: p.amount! }));
  read.add(c);
  story.useChunks(c.chunks);
  for (const p of d.parts) story.use(p.to);
  for (const r of c.roles) story.useChunks([...r.chunks, ...phraseChunks(r.np)]);
  return true;
}
