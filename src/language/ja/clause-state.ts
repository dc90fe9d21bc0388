/** Japanese clause building: arguments gathered by their particles, the clause under construction and the reader's state. */
import type { Clause, NounPhrase, VerbInfo } from '../clause.ts';
import { emptyClause } from '../clause.ts';
import type { Prep, Sub } from '../senses.ts';
import type { JaChunk } from './chunk.ts';
import type { JaReader } from './reader.ts';
import { itemChunks } from './items.ts';
import type { Item } from './items.ts';
import { lookupTable } from '../../core/table.ts';

/** 〜ために, 〜ため: "in order to" after a verb's plain form. */
const PURPOSE_NOUNS: ReadonlySet<string> = new Set(['ため', '為']);

/** The particle that decides an argument's role: に of には, で of でも; は or も only when alone. */
export function roleParticle(particles: readonly string[]): string | null {
  const main = particles.find((p) => p !== 'は' && p !== 'も');
  return main ?? particles[0] ?? null;
}

const PARTICLE_PREP: Record<string, Prep> = lookupTable({ に: 'to', へ: 'to', で: 'with', から: 'from', まで: 'until', より: 'than', と: 'with', の: 'of', 対象に: 'targeting' });

export interface Arg {
  np: NounPhrase;
  particles: string[];
  chunks: number[];
}

/** What a clause has gathered before its verb. */
export interface Building {
  args: Arg[];
  /** Everything else the clause holds (times, question word, keywords…); its roles are filled at the verb. */
  rest: Clause;
  /** The chunks that said the clause's keywords (飛行を得る: 飛行). */
  keywordChunks: number[];
  /** A keyword was said as the clause's subject or topic (「飛行は残りますか」: は, が, も, って). */
  keywordTopic: boolean;
}

export function startClause(sentence: number, question: boolean): Building {
  return { args: [], rest: emptyClause(sentence, question), keywordChunks: [], keywordTopic: false };
}

/** Puts one noun phrase where its particle says; `topic` tells whether the subject so far came from は/も. */
function addArg(c: Clause, a: Arg, marks: Map<NounPhrase, string | null>, topic: { v: boolean }): void {
  const { np } = a;
  const p = roleParticle(a.particles);
  c.chunks.push(...a.chunks);
  marks.set(np, p);
  if (p === 'が' || p === 'は' || p === 'も' || p === 'って') {
    if (!c.subject) {
      c.subject = np;
      topic.v = p !== 'が';
    } else if (p === 'が' && topic.v) {
      // 「XはYが…」: Y is the subject; the topic X is kept as the complement.
      c.complement ??= c.subject;
      c.subject = np;
      topic.v = false;
    } else if (!c.object) c.object = np;
    else c.complement ??= np;
    return;
  }
  if (p === 'を') {
    if (!c.object) c.object = np;
    else c.object2 ??= np;
    return;
  }
  // A bare phrase (particle dropped in speech) is placed by the verb (valency.ts).
  const prep: Prep | undefined = p === null ? 'as' : PARTICLE_PREP[p];
  if (prep) c.roles.push({ prep, np, time: null, chunks: [...a.chunks] });
}

/** The clause the gathered arguments and the verb make. */
export function build(b: Building, verb: VerbInfo | null, sub: Sub | null, extra: number[]): { clause: Clause; marks: Map<NounPhrase, string | null> } {
  const c: Clause = { ...b.rest, chunks: [...b.rest.chunks, ...extra], roles: [], verb, sub };
  const marks = new Map<NounPhrase, string | null>();
  const topic = { v: false };
  for (const a of b.args) addArg(c, a, marks, topic);
  return { clause: c, marks };
}

export function verbInfo(it: Extract<Item, { kind: 'verb' }>): VerbInfo | null {
  const c = it.c;
  const s = c.senses[0]!;
  const m = c.ja.verb!.morph;
  const base = { passive: m.passive, negated: m.negated, modal: m.potential ? ('can' as const) : null, perfect: m.perfect, hypothetical: m.link === 'if', ...(m.toward ? { toward: true } : {}), ...(c.ja.verb!.placing === true ? { placing: true as const } : {}), ...(c.ja.verb!.battlefield === true ? { battlefield: true as const } : {}), chunks: itemChunks(it), text: c.text };
  if (s.kind === 'verb') return { verb: s.verb, card: null, ...base };
  if (s.kind === 'card') return { verb: 'cast', card: { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) }, ...base };
  return null;
}

/** The sub a verb's ending or a following noun (場合, とき, 後) gives its clause. */
export function subOf(it: Extract<Item, { kind: 'verb' }>, next: Item | undefined): { sub: Sub | null; eat: boolean; purpose?: true } {
  const link = it.c.ja.verb!.morph.link;
  if (next?.kind === 'chunk' && next.c.ja.sub) return { sub: next.c.ja.sub, eat: true };
  // 「相手の3/3を倒すために」: what the clause after is done for (Clause.purpose), never told as done.
  if (it.c.ja.verb!.morph.attributive && next?.kind === 'chunk' && PURPOSE_NOUNS.has(next.c.text)) return { sub: 'since', eat: true, purpose: true };
  if (link === 'if' || link === 'even-if') return { sub: 'if', eat: false };
  if (link === 'when') return { sub: 'when', eat: false };
  // 〜けど, 〜ので: told as background to what is asked after, never asked themselves.
  if (link === 'but') return { sub: 'although', eat: false };
  if (link === 'because') return { sub: 'since', eat: false };
  return { sub: null, eat: false };
}

export type Morph = NonNullable<JaChunk['ja']['verb']>['morph'];

export interface State {
  r: JaReader;
  sentence: number;
  question: boolean;
  out: Clause[];
  cur: Building;
  /** The subject of the clause before, and whether this clause may share it (te-form chains). */
  lastSubject: NounPhrase | null;
  share: boolean;
  /** The sentence's topic (Xは): the subject of later clauses that say none. */
  topic: NounPhrase | null;
  /** The clause before ended in 〜てから ("after doing"): the next one happens after it, as told with それから. */
  afterLink?: boolean;
  /** A topic set off by a comma (「Xは、…」): it belongs to the sentence's last clause. */
  held: Arg | null;
  /**
   * 「毒カウンター7個の相手に、《X》に《Y》を撃って殴ったら」: a player marked に and set off by a comma, with another に-phrase
   * before the first verb — the player is the sentence's last clause's (whom it attacks), as a held topic is.
   */
  heldTo?: Arg | null;
  /** The player a life total was told of (「ライフが2のとき」): who takes, loses or is dead after, unsaid. */
  lifeHolder: NounPhrase | null;
  /** The attacked player, taken as the unsaid subject of a defender's act after an attack (defenderOf): carried on in its chain. */
  defender?: NounPhrase | null;
  /** Clauses said without their verb, which the next verb closes too (「自分の場にXが2体、相手の場にYがある」). */
  gapped?: Building[];
  /** A list whose last item was closed by its count and と (「《灰色熊》が2体と…」): the next phrase is its next item. */
  pendingItem?: Arg | null;
  /** Relative clauses told after the clause they are in (what an unnamed spell does, told once it is cast). */
  afterNext?: Clause[];
}

export const TOPIC = new Set(['は', 'も', 'って']);

/** Adds chunks to a clause already read, and quotes it again over its whole span. */
export function extendClause(r: JaReader, c: Clause, more: number[]): void {
  c.chunks = [...new Set([...c.chunks, ...more])].filter((k) => r.chunks[k]?.senses[0]?.kind !== 'punct').sort((a, b) => a - b);
  c.start = r.chunks[c.chunks[0]!]!.start;
  c.end = r.chunks[c.chunks[c.chunks.length - 1]!]!.end;
  c.text = r.text.slice(c.start, c.end);
}

/** です, だ: "is". */
/** ない said alone (「パーマネントがない」「何もなくて」): ある negated, with the link its ending gives (なければ: if). */
export function negatedBe(it: Extract<Item, { kind: 'verb' }>, chunks: number[]): VerbInfo {
  const m = it.c.ja.verb!.morph;
  return { ...copula(chunks, it.c.text), negated: true, perfect: m.perfect, hypothetical: m.link === 'if' };
}

export function copula(chunks: number[], text: string): VerbInfo {
  return { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks, text };
}

/**
 * 「毒カウンター7個の相手に、《X》に《Y》を撃って殴ったら」: a second に-phrase before any verb, after a player marked に
 * and set off by a comma — the player is held for the sentence's last clause (clause-close.ts), never two targets of one.
 */
export function heldTo(st: State, arg: Arg): void {
  if (roleParticle(arg.particles) !== 'に' || arg.np.kind === 'player' || st.heldTo) return;
  const k = st.cur.args.findIndex((a) => a.np.kind === 'player' && a.particles.length === 1 && a.particles[0] === 'に' && st.r.chunks[a.chunks[a.chunks.length - 1]! + 1]?.text === '、');
  if (k < 0) return;
  st.heldTo = st.cur.args.splice(k, 1)[0]!;
}
