/**
 * Legality intents: can X attack, block, be blocked by, be targeted by ("Can I block it?", "Can a
 * creature with flying be blocked by a creature with reach?") → tried in the engine as probes.
 */
import { pairsUnread } from './block-pairs.ts';
import { assertNever } from '../../core/result.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Ask, Side } from '../ir.ts';
import { attacksThisTurn } from '../results.ts';
import type { Story } from '../story.ts';
import { kwText, other } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { ask, askedObjects, isPlayerish, role, useRole } from './common.ts';
import { askedMoment, timedAsk } from './timing.ts';
import { targetObjects } from '../frames/target-phrases.ts';
import { divisionJustTold } from '../frames/division.ts';
import { CARD_ZONES, blankDescription, placeInZone, zoneRoleOf } from '../frames/util.ts';
import { abilityWordAt } from '../frames/ability-word.ts';
import { storyWords } from '../locales/index.ts';

export function canAttack(story: Story, c: Clause): boolean {
  const subj = c.subject;
  let ids: string[] | null;
  // "Can I attack with my Grizzly Bears?": who attacks is said; after a control change (Control Magic
  // on it) that player may not control it, and only the active player's creatures attack (508.1a).
  let by: { by: Side } | Record<string, never> = {};
  if (subj && isPlayerish(subj)) {
    const w = role(c, 'with');
    // 「次の自分のターンに攻撃できる？」: an unspoken subject with no creature named is the one just told of.
    ids = !w && subj.kind === 'player' && subj.text.trim() === '' ? story.pronoun('it') : askedObjects(story, w);
    useRole(story, c, 'with');
    const side = subj.kind === 'player' && subj.text.trim() !== '' ? playerOf(story, subj) : null;
    if (side) by = { by: side };
  } else ids = askedObjects(story, subj);
  if (!ids || ids.length === 0) return false;
  // "Can it attack on my next turn?": asked at that point of the turn (302.6 is judged then).
  const at = askedMoment(story, c);
  // 「次のターンに攻撃できる？」 "can it attack next turn?" with nobody's turn said: read as the turn after the story's, the
  // other player's — where no creature of this one's attacks (508.1a) — while players asking after summoning sickness
  // (302.6) mean its controller's next turn. The answers differ: asked back, never "no" by the literal reading.
  const unsaidNext = c.times.includes('next-turn') && at?.next === true && at.turn !== null;
  if (unsaidNext && ids.some((id) => { const who = story.get(id)?.controller ?? null; return who !== null && who !== at.turn; })) {
    const w = storyWords(story.lang);
    story.problem('ambiguous', w.nextTurn, 'which-one', [w.myNextTurn, w.theirNextTurn]);
    return true;
  }
  for (const id of ids) {
    if (at) timedAsk(story, { kind: 'can-attack', id, at, ...by }, c);
    else ask(story, { kind: 'can-attack', id, ...by }, c);
  }
  return true;
}

export function canBlock(story: Story, c: Clause): boolean {
  // 「ブロック宣言の後に瞬速で2/2を出した。ブロックできる?」: told after blockers were declared, a block asked
  // of the same combat can't be declared any more (509.1) — which the probe, run from a fresh declare-blockers
  // step, would not know. Refused, naming the words, rather than answered yes.
  const asked = askedMoment(story, c);
  if (!(asked && (asked.next || asked.turn !== null)) && [...story.used].some((k) => story.timeAt(k) === 'after-blocks')) {
    story.problem('unsupported', c.text, 'blockers-declared');
    return true;
  }
  const pair = c.verb!.passive ? blockedAsked(story, c) : blockAsked(story, c);
  const { blockers } = pair;
  let { attackers } = pair;
  if (!blockers || blockers.length === 0) return false;
  // A creature can't be asked to block itself: two descriptions read as one object is a misreading.
  if (blockers.some((b) => attackers.includes(b))) return false;
  const at = askedMoment(story, c);
  // The one attack told is what is blocked only in the same combat: asked of a later turn ("on my
  // opponent's next turn"), it is over (511.3), and a creature never blocks its own attack.
  if (attackers.length === 0 && !(at && (at.next || at.turn !== null))) {
    // (The attack of the turn the story is in: one told on an earlier turn is over, 511.3 — "My 2/2 attacks. On his turn
    // his 3/3 attacks. Can my 2/2 block?" asks of the 3/3.)
    const all = attacksThisTurn(story.events, (id) => story.get(id)?.controller ?? null).flatMap((e) => e.attackers);
    attackers = all.length === 1 && !blockers.includes(all[0]!) ? all : [];
  }
  // "Which of them can block it?", 「どっちならブロックできる?」: each candidate is its own question (together
  // they would be one block, legal only if each is, 509.1b), so each one is tried and answered alone.
  const each = (c.wh === 'which' || c.wh === 'who') && blockers.length > 1 ? blockers.map((b) => [b]) : [blockers];
  const listing = (a: Ask): Ask => {
    if (each.length > 1) story.listed.add(a);
    return a;
  };
  if (at) return each.every((bs) => timedAsk(story, listing({ kind: 'can-block', blockers: bs, attackers, at }), c));
  for (const bs of each) ask(story, listing({ kind: 'can-block', blockers: bs, attackers }), c);
  return true;
}

/** What a block question asks of: the blockers (null when not known) and the attackers blocked. */
interface BlockPair {
  blockers: string[] | null;
  attackers: string[];
}

/** The player an attacker attacks — its attack's target, else its controller's other — or null when neither is told. */
function defenderOf(story: Story, attackerId: string): Side | null {
  const attacker = story.get(attackerId);
  const attack = story.events.find((e) => e.kind === 'attack' && e.attackers.includes(attackerId));
  return attack?.kind === 'attack' && attack.target ? attack.target : attacker?.controller ? other(attacker.controller) : null;
}

/**
 * "Can it be blocked by a 2/2?". "My 2/2 flier attacks. Can it be blocked?": by whom isn't said — the defending player's one
 * creature the story told, tried as the blocker. With none told the board is unknown, and with
 * several which could block (alone or together, 509.1b-c) is more than one question: not
 * answered, and no blocker is made up.
 */
function blockedAsked(story: Story, c: Clause): BlockPair {
  const attackers = askedObjects(story, c.subject) ?? [];
  let blockers = objectsOf(story, role(c, 'by'), { create: true, plural: true, exclude: attackers });
  useRole(story, c, 'by');
  if (!role(c, 'by') && attackers.length === 1) {
    const side = defenderOf(story, attackers[0]!);
    const theirs = side === null ? [] : story.objects.filter((o) => o.controller === side && o.zone === 'battlefield' && !o.cast && o.types.includes('Creature') && !story.roles.has(o.id));
    blockers = theirs.length === 1 ? [theirs[0]!.id] : null;
  }
  return { blockers, attackers };
}

/** "Can my 2/2 block it?", "Can I block with …?", 「ブロックできる?」: the blockers and what they block, as said or told before. */
function blockAsked(story: Story, c: Clause): BlockPair {
  const subj = c.subject;
  // What is blocked first, so the blockers are other creatures ("Can a 2/2 block a 2/2?").
  const obj = c.object ?? role(c, 'to');
  // The blockers a question already placed ("with White Knight", said to be there) are not what they block.
  const withNp = role(c, 'with', 'using');
  const placed = withNp ? (story.resolved.get(withNp) ?? []) : [];
  // "Can I block it?": what is blocked is an attacking creature (509.1a), so "it" is the one attacker told.
  // (Those of the turn the story is in: an attack told on an earlier turn is over, 511.3.)
  const told = attacksThisTurn(story.events, (id) => story.get(id)?.controller ?? null).flatMap((e) => e.attackers);
  let attackers: string[] = [];
  if (obj?.kind === 'pronoun' && obj.word === 'it' && told.length === 1) {
    attackers = told;
    story.use(obj);
  } else if (obj) {
    attackers = askedObjects(story, obj, { exclude: placed }) ?? [];
    // Only the role read is used: with an object said too, a to-phrase beside it was read by nothing, and its
    // words must be named (coverage), never marked used and dropped (fresh s28: 「威迫持ちの4/4に、…」 vanished).
    if (obj !== c.object) useRole(story, c, 'to');
  }
  const unspoken = subj?.kind === 'player' && subj.text.trim() === '' && !withNp;
  const it = story.pronoun('it');
  const later = ((m) => !!m && (m.next || m.turn !== null))(askedMoment(story, c));
  // 「どっちならブロックできる?」, "which one can block?": the candidates are the defending player's
  // creatures told, never the one last named ("it"); each is asked alone (canBlock).
  const whichOf = (c.wh === 'which' || c.wh === 'who') && unspoken && !obj && told.length === 1 && !later;
  if (whichOf) {
    const side = defenderOf(story, told[0]!);
    const theirs = story.objects.filter((o) => o.controller === side && o.zone === 'battlefield' && !o.cast && o.types.includes('Creature') && !story.roles.has(o.id) && !told.includes(o.id));
    return { attackers: told, blockers: theirs.length > 0 ? theirs.map((o) => o.id) : null };
  }
  if (unspoken && !obj && it.length === 1 && told.includes(it[0]!) && !later) return { attackers: it, blockers: unspokenBlockers(story, c, it[0]!) };
  // 「《セラの天使》で攻撃しても、次の相手のターンにブロックできますか」: an unspoken subject with no
  // creature named is the one just told of (as for attacking).
  if (unspoken && it.length === 1) return { attackers, blockers: story.pronoun('it').filter((id) => !attackers.includes(id)) };
  if (subj && isPlayerish(subj)) return { attackers, blockers: playerBlockers(story, c, subj, [...attackers, ...(obj ? [] : told)]) };
  return { attackers, blockers: askedObjects(story, subj, { exclude: attackers }) };
}

/**
 * 「《X》が攻撃してきました。ブロックできますか？」: in the same combat the creature just told
 * attacking is what is blocked (509.1a), and the unspoken blocker is the defending player's:
 * their creatures told before, or (none told) the question is refused, since whether a block is
 * legal depends on the blocker too (509.1b).
 */
function unspokenBlockers(story: Story, c: Clause, attacker: string): string[] | null {
  const side = defenderOf(story, attacker);
  const theirs = story.objects.filter((o) => o.controller === side && o.types.includes('Creature') && !story.roles.has(o.id) && o.id !== attacker);
  const blockers = theirs.length > 0 ? theirs.map((o) => o.id) : null;
  // 「プロテクション(クリーチャー)を持つ《X》が攻撃してきました。ブロックできますか？」: with none of theirs told,
  // a block is still answered when the attacker can't be blocked by any creature at all (702.16f, 509.1b):
  // then any creature of theirs stands for all. Any other attacker is still refused (the blocker decides).
  if (blockers === null && side !== null && blockedByNone(story, attacker)) return [story.create({ ...blankDescription(), head: 'creature', types: ['Creature'] }, c.text, side).id];
  return blockers;
}

/**
 * 「《灰色熊》で攻撃。相手は1体でブロックできる？」: what a player blocks with is none of the creatures told
 * attacking (a creature never blocks its own attack) nor the other player's (509.1a).
 * "Can I block it?" with my creatures said before: those.
 */
function playerBlockers(story: Story, c: Clause, subj: NounPhrase, attacking: readonly string[]): string[] | null {
  if (pairsUnread(story, c, attacking)) return null;
  const side = playerOf(story, subj);
  const notTheirs = [...attacking, ...(side === null ? [] : story.objects.filter((o) => o.controller === other(side)).map((o) => o.id))];
  let blockers = objectsOf(story, role(c, 'with', 'using'), { create: true, plural: true, controller: side, exclude: notTheirs });
  useRole(story, c, 'with', 'using');
  if (!blockers && side) {
    const mine = story.objects.filter((o) => o.controller === side && o.types.includes('Creature') && !story.roles.has(o.id));
    if (mine.length > 0) blockers = mine.map((o) => o.id);
  }
  return blockers;
}

/**
 * "Can my 2/2 block it, or does intimidate stop that?", "does protection stop that too?", "flying
 * shouldn't matter, right?": whether an ability of the creatures asked about matters to the question
 * just asked is that question again. The engine's answer already applies every ability they have
 * (its trace says which one decides), so nothing new is asked. Only said after a legality question
 * of the same message, about a keyword.
 */
export function sameQuestion(story: Story, c: Clause): boolean {
  const last = story.asks[story.asks.length - 1];
  if (!last || (last.kind !== 'can-attack' && last.kind !== 'can-block' && last.kind !== 'can-target')) return false;
  // (A subject shared from the clause before is not this clause's: "… or does intimidate stop that".)
  const own = c.subject && phraseChunks(c.subject).some((k) => c.chunks.includes(k)) ? c.subject : null;
  const subj = own ?? c.complement;
  const keywordSubject = subj === null ? c.keywords.length > 0 : subj.kind === 'property' && subj.noun === 'keyword' && subj.of === null;
  if (!keywordSubject || (c.object && !(c.object.kind === 'pronoun' && ['that', 'it', 'this'].includes(c.object.word))) || c.object2 || c.roles.length > 0) return false;
  story.use(subj);
  story.use(c.object);
  story.useKeywords(c.chunks);
  return ask(story, last, c);
}

/** "with X's ability": the role's noun names an ability, or the grammar left the word "ability"/"trigger" just after it. */
function withAbility(story: Story, c: Clause): boolean {
  const r = c.roles.find((x) => x.prep === 'with');
  if (!r?.np) return false;
  if (r.np.kind === 'object' && (r.np.head === 'ability' || r.np.head === 'trigger')) return true;
  if (r.np.kind === 'property' && (r.np.noun === 'trigger' || (r.np.noun === 'keyword' && r.np.of !== null))) return true;
  if (r.chunks.length === 0) return false;
  // (The possessive "'s" is a chunk of its own, between the name and the noun.)
  let next = Math.max(...r.chunks) + 1;
  if (story.sensesAt(next).some((x) => x.kind === 'poss')) next++;
  return abilityWordAt(story, next);
}

export function canTarget(story: Story, c: Clause): boolean {
  const v = c.verb!;
  // "Can a creature with shroud be targeted by my spell?"
  if (v.verb === 'target' && v.passive) {
    const by = role(c, 'by');
    const caster: Side = by?.kind === 'object' && by.owner ? story.side(by.owner) : by && isPlayerish(by) ? (playerOf(story, by) ?? 'A') : 'A';
    if (!by || (by.kind === 'object' && by.head !== 'spell' && !by.card)) return false;
    const before = story.objects.length;
    // ("Can a creature in my graveyard be targeted by …?": a card in that zone, frames/util.ts placeInZone.)
    const zoned = c.subject ? zoneRoleOf(c, c.subject) : null;
    const targets = objectsOf(story, c.subject, { create: true, controller: c.subject?.kind === 'object' && c.subject.owner === null && zoned === null ? other(caster) : null });
    if (!targets || targets.length !== 1) return false;
    if (zoned && targets[0] !== 'A' && targets[0] !== 'B') placeInZone(story, zoned, targets[0]!, before);
    if (zoneLeft(story, c)) return true;
    let spell: string | undefined;
    if (by.kind === 'object' && by.card) {
      // (Never the target itself, 115.5: "Can Counterspell be targeted by Counterspell?" names two cards.)
      const id = oneObjectOf(story, by, { create: true, controller: caster, exclude: targets.filter((t) => t !== 'A' && t !== 'B') });
      if (!id) return false;
      spell = id;
      story.get(spell)!.cast = true;
    }
    story.use(by);
    useRole(story, c, 'by');
    return ask(story, spell ? { kind: 'can-target', target: targets[0]!, caster, spell } : { kind: 'can-target', target: targets[0]!, caster }, c);
  }
  // "Can Siege Rhino's trigger target …?", 「《X》の誘発って…対象にとれる?」: who or what targets is a player, or a spell said
  // with no card ("can a spell target …"); an ability or a card said as the one targeting is not read here — answered
  // as a colorless spell's, the source's colors (702.16b protection) and whether it targets at all were dropped.
  if (c.subject && !isPlayerish(c.subject) && !(c.subject.kind === 'object' && c.subject.head === 'spell' && !c.subject.card)) return false;
  const caster: Side = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  let spell: string | undefined;
  let targetNp: NounPhrase | null = c.object;
  if (v.card) {
    const s = story.create({ det: null, owner: null, count: null, plural: false, power: null, toughness: null, colors: [], nonColors: [], types: [], nonTypes: [], subtypes: [], supertypes: [], keywords: [], lacks: [], counters: [], damage: 0, card: v.card, head: 'card', adjectives: [], attachments: [], from: null, quotes: [], controlledBy: null, partial: null }, v.card.display, caster);
    s.cast = true;
    spell = s.id;
  } else if (v.verb === 'target') {
    const w = role(c, 'with');
    // "… with Prodigal Sorcerer's ability": an activated or triggered ability (602, 603), not the card cast as a spell —
    // not read here (refused), never turned into casting the card.
    if (withAbility(story, c)) return false;
    if (w && w.kind === 'object' && w.card) {
      const id = oneObjectOf(story, w, { create: true, controller: caster });
      if (id) {
        spell = id;
        story.get(spell)!.cast = true;
        useRole(story, c, 'with');
      }
    } else if (w && w.kind === 'object' && w.head === 'spell') {
      useRole(story, c, 'with');
    }
  } else {
    // "Can I cast X on Y?"
    const sp = c.object;
    targetNp = role(c, 'on', 'at', 'targeting');
    if (!sp || sp.kind !== 'object' || !sp.card || !targetNp) return false;
    const id = oneObjectOf(story, sp, { create: true, controller: caster });
    if (!id) return false;
    spell = id;
    story.get(spell)!.cast = true;
    useRole(story, c, 'on', 'at', 'targeting');
  }
  if (!targetNp) return false;
  // ("… Lightning Bolt in a graveyard": whose card it is, unsaid, is not the other player's by default — the spell's
  // target may say, 115.1, 404.1: questions/control.ts ownerByTarget.)
  const inZone = zoneRoleOf(c, targetNp) !== null;
  const targets = targetObjects(story, c, targetNp, spell, caster, targetNp.kind === 'object' && targetNp.owner === null && !inZone ? other(caster) : null);
  if (!targets || targets.length !== 1) return false;
  if (zoneLeft(story, c)) return true;
  return ask(story, spell ? { kind: 'can-target', target: targets[0]!, caster, spell } : { kind: 'can-target', target: targets[0]!, caster }, c);
}

/**
 * A zone said in a targeting question and not read as where the target is ("Can I cast Lightning Bolt
 * from my graveyard targeting their 2/2?", "… at their 2/2 with my graveyard …"): named back unread, never
 * answered as if it were not said — a spell is cast from its owner's hand unless something allows
 * otherwise (601.3). True when it was.
 */
function zoneLeft(story: Story, c: Clause): boolean {
  const r = c.roles.find((x) => x.np?.kind === 'property' && CARD_ZONES.has(x.np.noun) && x.chunks.some((k) => !story.used.has(k)));
  if (!r) return false;
  story.problem('not-understood', r.np!.text || c.text, 'cast-from-zone');
  story.useChunks(r.chunks);
  return true;
}

/**
 * "I block their flier with my 2/2. Is that legal?", "Opp wants to attack with a defender. Can they do that?":
 * whether what was just told may be done. The last event told is asked instead of done — a block (509.1),
 * an attack (508.1) or a cast (601.2) — and tried in the engine as the probes above are. A cast told with
 * more than its spell and targets (X, modes, an "it" that could be two things) is not turned: its probe
 * would leave those out.
 */
/**
 * 「…《銀騎士》と《灰色熊》の2体でブロックします。このブロックはできますか？」「…でブロックしようと思います。ブロックできますか？」:
 * "can I block?" said right after the block was told, naming no blocker and nothing blocked, asks whether that
 * block may be made (509.1) — as "Is that legal?" does. Only when the story's last event is a block by the player
 * asked (the asker unless said): anything else is read as before.
 */
export function toldBlockAsked(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.modal !== 'can' || v.passive || v.negated || c.wh !== null || c.object || c.roles.length > 0 || c.keywords.length > 0 || !story.asking) return false;
  const last = story.events.at(-1);
  if (last?.kind !== 'block') return false;
  const blockerSide = story.get(last.blockers[0]!)?.controller ?? null;
  const asker = c.subject === null ? 'A' : isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (asker === null || blockerSide !== asker) return false;
  if (c.subject) story.use(c.subject);
  return thatLegalAsk(story, c);
}

export function thatLegalAsk(story: Story, c: Clause): boolean {
  if (c.wh !== null || c.object || c.roles.length > 0) return false;
  // "I assign 2 to the 2/2 and 3 to him. Is that legal?": a damage division told is no event, and the block before it
  // is not what "that" asks of (red team s21b): the division is, when it was the last thing told (510.1c-d, 702.19b).
  // Told before something else, "that" could be either: left unread.
  if (story.assigned.length > 0) return divisionJustTold(story) && ask(story, { kind: 'division-legal' }, c);
  const i = story.events.length - 1;
  const last = story.events[i];
  if (!last) return false;
  switch (last.kind) {
    case 'block':
      story.events.splice(i, 1);
      story.responses.delete(i);
      return ask(story, { kind: 'can-block', blockers: last.blockers, attackers: [last.attacker] }, c);
    case 'attack':
      story.events.splice(i, 1);
      story.responses.delete(i);
      for (const id of last.attackers) ask(story, { kind: 'can-attack', id }, c);
      return true;
    case 'cast': {
      if (last.x !== undefined || last.modes !== undefined || last.impliedTargets || last.eitherTarget || last.premise) return false;
      const respond = story.responses.has(i);
      story.events.splice(i, 1);
      story.responses.delete(i);
      return ask(story, { kind: 'can-cast', spell: last.spell, caster: last.caster, targets: last.targets, at: null, respond }, c);
    }
    case 'destroy': case 'exile': case 'bounce': case 'remove-from-combat': case 'change': case 'counters': case 'sacrifice':
    case 'damage': case 'prevent': case 'double': case 'life': case 'draw': case 'end-turn': case 'resolve': case 'dies':
    case 'survives-told': case 'size-told': case 'attach': case 'return': case 'enter': case 'regenerate': case 'activate':
    case 'moment': case 'first-strike-damage': case 'combat-damage':
      return false;
    default:
      return assertNever(last);
  }
}

/** What makes a creature unblockable by every creature, whatever the blocker (702.16f protection from creatures; 509.1b). */
const BLOCKED_BY_NONE: ReadonlySet<string> = new Set(['protection from creatures', 'protection from everything', "can't be blocked"]);

/** Whether the attacker, as told or as its card is printed, can't be blocked by any creature (the blocker then decides nothing). */
function blockedByNone(story: Story, id: string): boolean {
  const o = story.get(id);
  if (!o) return false;
  const told = o.keywords.map((k) => kwText(k).toLowerCase());
  const printed = story.cardFacts(o)?.keywords.map((k) => k.toLowerCase()) ?? [];
  return [...told, ...printed].some((k) => BLOCKED_BY_NONE.has(k));
}
