/** Japanese clause roles: role helpers, the verbs that take an object or an agent, zero pronouns and relative gaps. */
import type { Clause, NounPhrase, RolePhrase } from '../clause.ts';
import type { Verb } from '../senses.ts';
import type { VerbMorph } from './morph.ts';
import type { JaReader } from './reader.ts';

/** Verbs whose missing argument in a relative clause is the object (唱えた《X》, 奪ったクリーチャー). */
export const TRANSITIVE = new Set<Verb>([
  'cast', 'flash', 'play', 'use', 'target', 'destroy', 'kill', 'exile', 'sacrifice', 'return', 'bounce', 'counter', 'flicker', 'steal', 'attach', 'put',
  'activate', 'tap', 'untap', 'pump', 'copy', 'create', 'discard', 'draw', 'prevent', 'regenerate', 'switch', 'control',
]);

/** Verbs a player does: with no subject said, the asker does them (5/5で攻撃して, 《巨大化》を唱えた). */
export const AGENTIVE = new Set<Verb>([
  'attack', 'block', 'chump', 'double-block', 'cast', 'play', 'use', 'target', 'activate', 'equip', 'attach', 'move', 'sacrifice', 'exile', 'destroy',
  'kill', 'return', 'bounce', 'counter', 'flicker', 'steal', 'pay', 'control', 'regenerate', 'switch', 'give', 'draw',
]);

/** Verbs only a player does (an object is never their subject). */
export const PLAYER_ONLY = new Set<Verb>(['cast', 'play']);

/** Verbs of removal whose topic, asked with できる and no object, is what is removed (「天使は破壊できますか」). */
export const REMOVED_TOPIC = new Set<Verb>(['destroy', 'kill', 'exile']);
/** Zones (400.1), by their nouns: said with a passive's に, the place it is put (never its agent). */
export const PASSIVE_PLACES: ReadonlySet<string> = new Set(['hand', 'graveyard', 'battlefield', 'exile', 'library']);

/** Verbs told of a creature: with no subject said, a statement is about "it" (その後、+2/+2の修整を受ける). */
export const TOLD_OF_IT = new Set<Verb>(['get', 'gain', 'lose', 'become', 'die', 'survive', 'remain']);

/** Verbs asked of a creature: with no subject said, the question is about "it" (死にますか？). */
const ASKED_OF_IT = new Set<Verb>(['die', 'survive', 'remain', 'have', 'fly', 'keep', 'attack', 'go-through', 'deal', 'trigger', 'come-back', 'regenerate']);

export function role(c: Clause, ...preps: string[]): RolePhrase | undefined {
  return c.roles.find((r) => preps.includes(r.prep));
}

export function dropRole(c: Clause, r: RolePhrase | undefined): void {
  if (r) c.roles = c.roles.filter((x) => x !== r);
}

export function isPlayer(np: NounPhrase | null | undefined): boolean {
  return np?.kind === 'player';
}

export function implicitPlayer(c: Clause): NounPhrase {
  return { kind: 'player', player: { who: 'me' }, chunks: [], start: c.verb ? c.start : 0, end: c.start, text: '' };
}

export function implicitOpponent(c: Clause): NounPhrase {
  return { kind: 'player', player: { who: 'opponent' }, chunks: [], start: c.verb ? c.start : 0, end: c.start, text: '' };
}

/** Actions that 〜てくる turns toward the speaker, so the one doing them is the other player. */
export const TOWARD_ACTOR = new Set<Verb>(['attack', 'block', 'chump', 'double-block', 'cast', 'use', 'target', 'activate', 'exile', 'destroy', 'kill', 'bounce', 'counter', 'steal']);

/** Time words a player's name may stand before, bare, as whose they are (a turn's steps and phases, 500.1). */
export const TIME_OF_TURN: ReadonlySet<string> = new Set(['end-step', 'upkeep', 'draw-step', 'untap-step', 'main-phase', 'postcombat', 'during-combat', 'cleanup', 'turn-ends']);

/** Bare phrases (に, を or が dropped in speech): the object of a transitive verb, else the subject. */
export function placeBare(c: Clause): void {
  for (const r of c.roles.filter((x) => x.prep === 'as')) {
    dropRole(c, r);
    const np = r.np!;
    const v = c.verb?.verb;
    // (「ライフ2点払って」「ライフを3点失った」: an amount of life said bare is what is paid, lost or gained — its player is who does it.)
    const lifeDone = np.kind === 'amount' && np.noun === 'life' && (v === 'pay' || v === 'lose' || v === 'gain');
    // (What is taken is damage, an amount or a change, never a creature or a player: 「両方とも何点受ける？」「それぞれ何点のダメージを
    // 受ける？」「お互い何点受ける？」 say who takes it — placed as the object, the question was answered of the defending player.)
    const taker = v === 'take' && (np.kind === 'object' || np.kind === 'player' || np.kind === 'pronoun' || np.kind === 'list');
    // (「《悲哀まみれ》撃たれた時」: an instant or sorcery said bare before 撃たれた is the spell cast at one, as 《X》を撃たれた.)
    const spellSuffered = v === 'cast' && c.verb!.passive && np.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine);
    const wantsObject = v !== undefined && (((TRANSITIVE.has(v) || v === 'deal' || (v === 'take' && !taker) || v === 'give' || lifeDone) && !c.verb!.passive) || spellSuffered);
    if (wantsObject && !c.object) c.object = np;
    else if (!c.subject) c.subject = np;
    else if (!c.object && c.verb && v !== 'be') c.object = np;
    else c.complement ??= np;
  }
}

/** 2点, 3点: a bare number of points is life when life is gained or lost. */
export function pointsAsLife(np: NounPhrase | null): void {
  if (np?.kind === 'amount' && np.noun === 'total') np.noun = 'life';
}

/** The gap of a relative clause is the noun after it: subject, object, or what damage is dealt to. */
export function relativeGap(c: Clause, noun: NounPhrase, _marks: Map<NounPhrase, string | null>): void {
  placeBare(c);
  // 「追放された《宿命の旅人》の能力」: the clause tells of the creature, not of its ability or P/T.
  const head = noun.kind === 'property' && noun.of?.kind === 'object' ? noun.of : noun;
  const v = c.verb?.verb;
  if (!v || !c.verb) return;
  if (c.verb.passive && !c.subject) c.subject = head;
  // (「2点のダメージを与える呪文」: a spell deals the damage — it is never what is dealt it, 120.1.)
  else if (v === 'deal' && (c.object?.kind === 'amount' || c.keywords.length > 0) && !role(c, 'to') && !(head.kind === 'object' && head.head === 'spell')) c.roles.push({ prep: 'to', np: head, time: null, chunks: [] });
  else if ((v === 'cast' || v === 'use') && c.object && !role(c, 'to', 'on')) c.roles.push({ prep: 'to', np: head, time: null, chunks: [] });
  else if (TRANSITIVE.has(v) && !c.object) c.object = head;
  else if (!c.subject) c.subject = head;
  else if (!c.object) c.object = head;
}

export interface FinishOptions {
  morph: VerbMorph | null;
  /** The subject this clause shares with the one before (te-form chains). */
  inherited: NounPhrase | null;
  relative: boolean;
  /** The chunks that said the clause's keywords. */
  keywordChunks: number[];
  /** A keyword was said with は/が/も/って: it is what the clause is about. */
  keywordTopic: boolean;
}

export function zeroPronoun(c: Clause): void {
  c.subject = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.end, text: c.verb?.text ?? c.text };
}

/** A question with no subject said asks about "it" (死にますか？), quoted as its verb. */
export function zeroSubject(c: Clause): void {
  const v = c.verb;
  // 「4/4に戻っていますか」「5/5ですか」: a size asked as what it is or becomes, of no subject, is asked of "it" too.
  const sizeAsked = (v?.verb === 'be' || v?.verb === 'become') && c.complement?.kind === 'object' && c.complement.power !== null && c.complement.toughness !== null && !c.object;
  if (!v || c.subject || c.wh || (!ASKED_OF_IT.has(v.verb) && !sizeAsked)) return;
  if (v.verb === 'attack' && role(c, 'with')) return;
  zeroPronoun(c);
}

export function spanOf(r: JaReader, c: Clause): Clause {
  // Punctuation is no part of what a clause says (a refusal quotes its words, not its commas).
  const sorted = [...new Set([...c.chunks, ...(c.verb?.chunks ?? [])])].filter((k) => r.chunks[k]?.senses[0]?.kind !== 'punct').sort((a, b) => a - b);
  c.chunks = sorted;
  if (sorted.length > 0) {
    c.start = r.chunks[sorted[0]!]!.start;
    c.end = r.chunks[sorted[sorted.length - 1]!]!.end;
    c.text = r.text.slice(c.start, c.end);
  }
  return c;
}

/** An instant or a sorcery by its type line: a spell that is only ever cast, never a permanent that targets. */
export function isSpellCard(typeLine: string): boolean {
  return /\b(?:Instant|Sorcery)\b/u.test(typeLine) && !/\bCreature\b/u.test(typeLine);
}
