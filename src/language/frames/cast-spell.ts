/**
 * A spell cast, as the story's event (601.2): its targets (601.2c), X (601.2b, 107.3), modes (700.2), the
 * option it is cast with (an alternative or additional cost, 601.2b), pushed with its caster.
 */
import { colorChosenIn } from './color-told.ts';
import type { ColorTold } from '../ir-events.ts';
import { personNotActor, personReading } from '../persons.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { clausePhrases } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import type { Sense } from '../senses.ts';
import type { CastOption } from '../castoption.ts';
import { oneObjectOf, playerOf, pluralThem } from '../refs.ts';
import { isPlayerish, pendingOnStack, push, role, saysAlso, useRole } from './util.ts';
import { targetObjects, walkerRival } from './target-phrases.ts';
import { storyWords } from '../locales/index.ts';
import { rivalForIt } from '../story-pronouns.ts';

/**
 * "with X=3", "(X=3)", ", X is 5", 「X=2で」: the value chosen for X (601.2b) said anywhere in the clause,
 * as a role or loose (an aside); one not yet read by another event of the clause.
 */
function xValueIn(story: Story, c: Clause, span: Span | null): { chunk: number; value: number } | null {
  for (const k of c.chunks) {
    if (story.used.has(k) || !inSpan(span, k)) continue;
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'x-value' }> => x.kind === 'x-value');
    if (s) return { chunk: k, value: s.value };
  }
  return null;
}

/**
 * "Can Toxic Deluge for X=1 kill it?", "… with X being 2": the value chosen for X (107.3a, 601.2b) said of a spell
 * named as what does it (intents/asked-objects.ts castInstrument) — as a "for"/"with" role or loose in the clause;
 * its words marked read. Null when none is said.
 */
export function saidX(story: Story, c: Clause): number | null {
  const r = c.roles.find((x) => (x.prep === 'for' || x.prep === 'with') && x.np?.kind === 'amount' && x.np.noun === 'x' && x.np.n !== null && !x.chunks.some((k) => story.used.has(k)));
  if (r && r.np?.kind === 'amount' && r.np.n !== null) {
    story.useChunks(r.chunks);
    return r.np.n;
  }
  const loose = xValueIn(story, c, null);
  if (!loose) return null;
  story.useChunks([loose.chunk]);
  return loose.value;
}

/**
 * The words of a clause that are one spell's when it casts two or more: "I cast Grizzly Bears, then Walking Ballista
 * with X=2" — from the spell's name to the next spell's (the first from the clause's start). What is said there
 * (X, 601.2b) belongs to the spell it follows, never to the first spell of the clause.
 */
export interface Span {
  from: number;
  to: number;
}

function inSpan(span: Span | null, k: number): boolean {
  return span === null || (k >= span.from && k < span.to);
}

/** "choosing the second mode", 「2番目のモードで」: the modes chosen (modechoice.ts), said anywhere in the clause; 0-based. */
function modesIn(story: Story, c: Clause): { modes: number[] } | { modeSaid: string[]; modeTold: string; modePurpose?: true } | { modesAll: true } | null {
  for (const k of c.chunks) {
    if (story.used.has(k)) continue;
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'mode-choice' }> => x.kind === 'mode-choice');
    if (s) {
      story.useChunks([k]);
      // "choosing the 3 damage mode": the words are matched against the spell's modes later (questions/story-casts.ts).
      if (s.all === true) return { modesAll: true };
      return s.said ? { modeSaid: s.said, modeTold: s.told ?? s.said.join(' '), ...(s.purpose === true ? { modePurpose: true as const } : {}) } : { modes: s.modes.map((m) => m - 1) };
    }
  }
  return null;
}

/**
 * "I Bolt their Bears and they Mana Leak it", "… I counterspell it": "it" found a permanent, but the
 * spell waiting on the stack (405.1) may be what is meant — which one the spell can target decides
 * (questions/index.ts, 115.1: a "target spell" is on the stack), never the latest creature by default.
 * The two, or null when no other spell waits on the stack or "it" found one itself.
 */
function spellForIt(story: Story, c: Clause, ids: readonly string[], spell: string): string[] | null {
  // ("then I Shock it": the spells before it have resolved, frames/util.ts push.)
  if (c.times.includes('later') || ids.length !== 1 || ids[0] === spell || pendingOnStack(story, story.events.length) === 0) return null;
  const waiting = story.events.filter((e): e is Extract<QEvent, { kind: 'cast' }> => e.kind === 'cast').map((e) => e.spell);
  const top = waiting[waiting.length - 1];
  if (top === undefined || top === spell || waiting.includes(ids[0]!)) return null;
  const o = story.get(ids[0]!);
  return o && o.zone === 'battlefield' && !o.cast ? [ids[0]!, top] : null;
}

/**
 * The card a cast clause names, cast again: "I cast Shock on it again", 「もう一度《ショック》を唱えた」, "Then I cast
 * Lightning Bolt on it too", "… then the 3/3 gets Giant Growth as well" — a card already cast in this story is in a
 * graveyard or on the stack, not in a hand (601.2a casts from the hand), so cast "again" or "too" it is another card of
 * that name (red team s18: read as the same card, "can't be cast from the graveyard"). Said cast from a zone (601.3),
 * or a permanent card with neither word (it may have come back to a hand), it stays the card named, left to the engine.
 */
export function castAgain(story: Story, c: Clause, np: NounPhrase, id: string, caster: Side): string | null {
  // (An instant or sorcery cast goes to its owner's graveyard as it resolves, 608.2n, and no rule casts it from there
  // unasked (601.3): named in a later cast with no zone said — 「《灰色熊》に《ショック》を唱えて、それから《丘巨人》に《ショック》
  // を唱えた」 — it is another card of that name, with or without "again" (red team s19: "can't be cast from the graveyard").)
  // (Said again within one list, "I cast Shock, Shock, Shock", it is left as told, for the engine to judge.)
  const spellCard = np.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine) && !clausePhrases(c).some((p) => p.kind === 'list');
  const repeated = c.times.includes('again') || c.times.includes('also') || ((saysAlso(story, c) || spellCard) && !c.roles.some((r) => r.prep === 'from'));
  const again = repeated && np.kind === 'object' && np.card !== null && story.events.some((e) => e.kind === 'cast' && e.spell === id);
  return again ? oneObjectOf(story, { ...np, det: 'another' }, { create: true, controller: caster }) : id;
}

/**
 * "I control Soul Warden. I cast Soul Warden.", 「《魂の管理人》をコントロールしている。《魂の管理人》を唱えた。」: a card cast
 * is cast from where its card is (the hand, 601.2a) — a permanent already told on the battlefield is not it, but
 * another object of that name (400.7, 110.1), unless the words point back at it ("the", "that", "it") or tell the
 * cast that brought it there ("this turn", "already", "has cast": 302.6 questions). Read as the same object, the
 * permanent told left the battlefield for the stack and its abilities never saw the new one enter (red team s21).
 */
export function anotherFromHand(story: Story, c: Clause, np: NounPhrase, id: string, caster: Side): string | null {
  if (np.kind !== 'object' || np.card === null || (np.det !== null && np.det !== 'a') || np.count !== null) return id;
  const o = story.get(id);
  const told = story.objects.findIndex((x) => x.id === id);
  // (Any event of the story that moved or acted on it — 「《送還》で戻した《灰色熊》をもう一度唱えた」: returned to the hand,
  // it is that card cast again — leaves it to the engine, as "again" does.)
  const acted = story.events.some((e) => Object.values(e).some((v) => v === id || (Array.isArray(v) && v.includes(id))));
  if (!o || o.zone !== 'battlefield' || o.cast === true || told < 0 || told >= story.objectsAtClause || acted || c.times.includes('again')) return id;
  if (o.controller !== null && o.controller !== caster) return id;
  if (c.verb?.perfect === true || c.times.some((t) => t === 'this-turn' || t === 'already' || t === 'earlier' || t === 'last-turn')) return id;
  if (!np.chunks.some((k) => c.chunks.includes(k)) || c.roles.some((r) => r.prep === 'from' && !(r.np?.kind === 'property' && r.np.noun === 'hand'))) return id;
  return oneObjectOf(story, { ...np, det: 'another' }, { create: true, controller: caster });
}

export function castSpell(story: Story, c: Clause, spell: string, caster: Side, targetNps: NounPhrase[], span: Span | null = null, colorSaid: ColorTold | null = null): void {
  const s = story.get(spell);
  if (s) {
    s.controller = caster;
    s.cast = true;
  }
  const aimed: Aimed = { targets: [], either: null };
  for (const t of targetNps) if (!readTarget(story, c, t, spell, caster, aimed)) return;
  const saidAs = c.verb?.card?.saidAs;
  const asWord = saidAs ? { saidAs } : {};
  const modes = modesIn(story, c);
  const option = castOptionIn(story, c);
  // "naming red", 「赤を選んで」, or the protection said as what it gives: the color chosen as it resolves (608.2d).
  const color = colorChosenIn(story, c) ?? colorSaid;
  const opt = { ...(option ? { castOption: option.option } : {}), ...(option?.times !== undefined ? { kicks: option.times } : {}), ...(color ? { color } : {}) };
  const told = amountTold(story, c, span);
  const { targets, either } = aimed;
  push(story, { kind: 'cast', spell, caster, targets, ...(modes ?? {}), ...opt, ...told, ...(either ? { eitherTarget: either } : {}), ...asWord }, c);
}

type CastEvent = Extract<QEvent, { kind: 'cast' }>;

/** A cast's targets as read so far, and a target word that may mean either of two (asked back by the questions layer). */
interface Aimed {
  targets: (string | Side)[];
  either: NonNullable<CastEvent['eitherTarget']> | null;
}

/** Reads one target phrase of a cast into `aimed`; false when the cast can't be told (asked back or named). */
function readTarget(story: Story, c: Clause, t: NounPhrase, spell: string, caster: Side, aimed: Aimed): boolean {
  // "Liliana is on 3 loyalty. I bolt her.": the planeswalker the story was just about. ("him" may have
  // been read as a player word: it is one too.)
  // (The same word means the same one all through the question, persons.ts: "I bolt her. Does she die?")
  const person = personNotActor(story, t, caster) ?? personReading(story, t, 'B');
  if (person === 'asked') return false;
  if (person !== null && 'object' in person) {
    story.use(t);
    story.resolved.set(t, [person.object]);
    aimed.targets.push(person.object);
    return true;
  }
  if (themTarget(story, c, t, caster, aimed)) return true;
  if (isPlayerish(t) || (t.kind === 'property' && t.noun === 'face')) {
    // "I bolt face", "they Shock face": "face" said of nobody is the player the caster plays against — the one
    // player a caster aims at by "going face" (115.1, 120.3); nobody says it of their own life.
    const p = t.kind === 'property' && t.of === null && t.adjectives.length === 0 ? bareFace(story, t, caster) : playerOf(story, t);
    if (p) aimed.targets.push(p);
    return true;
  }
  return objectTarget(story, c, t, spell, caster, aimed);
}

/**
 * "… my Grizzly Bears and I respond with Giant Growth on them": a plural pronoun may mean one creature
 * whose name is a plural as well as a player. Both go to the spell's target restriction (115.1):
 * a spell that can target only creatures takes the creature; one that could take either is asked back.
 * True when read so.
 */
function themTarget(story: Story, c: Clause, t: NounPhrase, caster: Side, aimed: Aimed): boolean {
  const named = pluralThem(story, t);
  if (named === null || aimed.either) return false;
  const side = playerOf(story, t);
  // ("my opponent Lightning Bolts them": a plain "them" is never the player who casts — that one would be
  // "themselves" — so the player reading is out and the creature is meant.)
  const selfCaster = side === caster && c.subject !== null && isPlayerish(c.subject) && !c.verb!.passive;
  if (side && !selfCaster) {
    const words = [story.get(named)?.words ?? named, storyWords(story.lang).opponent];
    aimed.either = { text: t.text, ids: [named, side], words };
    story.resolved.set(t, [named]);
    aimed.targets.push(named);
    return true;
  }
  if (!selfCaster) return false;
  story.resolved.set(t, [named]);
  aimed.targets.push(named);
  return true;
}

/** A target that is an object (115.1): the creature, spell or permanent the phrase names; false when named back. */
function objectTarget(story: Story, c: Clause, t: NounPhrase, spell: string, caster: Side, aimed: Aimed): boolean {
  const problems = story.problems.length;
  const ids = targetObjects(story, c, t, spell, caster, null);
  if (!ids) {
    // A target phrase that names nothing the story can hold ("his turn" read as a target): the cast can't be told,
    // and is named — never dropped with the rest of the story answered without it (issue 11).
    if (story.problems.length === problems) story.problem('not-understood', t.text, 'cast-target');
    return false;
  }
  // "it" found only the spell being cast (「《殺害》を撃たれた」 with nothing else told): a spell can't target
  // itself (115.5), so what it was cast at wasn't said.
  if (t.kind === 'pronoun' && ids.includes(spell)) {
    story.problem('unresolved', t.text, 'what-it-refers-to');
    return false;
  }
  const creature = t.kind === 'pronoun' && t.word === 'it' ? (rivalForIt(story, ids) ?? walkerRival(story, ids)) : null;
  // (Only the word "it" said: a target Japanese leaves unsaid is the one the sentence is about.)
  // (「それに《対抗呪文》を撃った」: a それ said is the word "it", as open between the two.)
  // (「…に《殺害》を撃ったら《対抗呪文》を撃たれた」: a target left unsaid in a passive of suffering is as open — the
  // spell waiting on the stack or the creature it was cast at; the spell's target restriction decides, 115.1.)
  const unsaidPassive = story.lang === 'ja' && t.chunks.length === 0 && c.verb?.passive === true;
  const said = /^it$/i.test(t.text.trim()) || (t.chunks.length > 0 && (storyWords(story.lang).demonstrative?.test(t.text.trim()) ?? false)) || unsaidPassive;
  const waiting = t.kind === 'pronoun' && t.word === 'it' && said && !creature ? spellForIt(story, c, ids, spell) : null;
  const rival = creature ?? waiting;
  if (rival) aimed.either = { text: t.text, ids: rival, words: rival.map((id) => story.get(id)?.words ?? id), ...(waiting ? { onStack: waiting[1]! } : {}) };
  aimed.targets.push(...ids);
  return true;
}

/**
 * An amount said with the cast: X ("for X=3", "with X=2", 107.3), life paid as its cost ("I cast Toxic Deluge for 4 life":
 * verbs.ts lifeForCast), or the damage it dealt — "I cast Lightning Bolt on their 3/3 for 2 damage", 「《ショック》で3/3に
 * 3点与えた」: kept to be checked against what the card deals in the run (answer.ts), never used instead of it.
 */
function amountTold(story: Story, c: Clause, span: Span | null): Partial<Pick<CastEvent, 'x' | 'xFor' | 'lifePaid' | 'dealt'>> {
  const forRole = c.roles.find((r) => r.prep === 'for');
  const x = forRole && forRole.chunks.every((k) => inSpan(span, k)) ? role(c, 'for') : null;
  if (x && x.kind === 'amount' && x.n !== null && (x.noun === 'total' || x.noun === 'x' || x.noun === 'life' || x.noun === 'damage')) {
    useRole(story, c, 'for');
    if (x.noun === 'life') return { lifePaid: x.n };
    if (x.noun === 'damage') return { dealt: x.n };
    return { x: x.n, ...(x.noun === 'total' ? { xFor: true as const } : {}) };
  }
  const said = xValueIn(story, c, span);
  if (!said) return {};
  story.useChunks([said.chunk]);
  return { x: said.value };
}

/** "kicked", "without overload", 「キッカーして」: whether the kicker or overload cost was paid (castoption.ts), said anywhere in the clause. */
function castOptionIn(story: Story, c: Clause): { option: CastOption; times?: number } | null {
  for (const k of c.chunks) {
    if (story.used.has(k)) continue;
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'cast-option' }> => x.kind === 'cast-option');
    if (s) {
      story.useChunks([k]);
      return s.times !== undefined ? { option: s.option, times: s.times } : { option: s.option };
    }
  }
  return null;
}

/** "face" said alone as a spell's target: the caster's opponent (a two-player game, 102.2). */
function bareFace(story: Story, t: NounPhrase, caster: Side): Side {
  story.use(t);
  return other(caster);
}

/** 「相手の《稲妻》で倒された」 "killed by the opponent's Lightning Bolt", "from their Healing Salve": the one whose spell it is cast it; else `said`. */
export function casterOfInstrument(story: Story, instrument: NounPhrase, said: Side): Side {
  const owner = instrument.kind === 'object' && instrument.owner ? playerOf(story, { kind: 'player', player: instrument.owner, chunks: [], start: instrument.start, end: instrument.start, text: '' }) : null;
  return owner ?? said;
}
