/**
 * "I sacrifice Selfless Spirit", 「《無私の霊魂》を生け贄に捧げた」: a player sacrifices a permanent only
 * when a cost or an instruction tells them to (701.21a); nothing else lets them. So a sacrifice told as a
 * player's own act, with nothing else in the story that could make it, is the payment of the cost of an
 * activated ability (602.2b, 601.2h) — its own ("Sacrifice this creature: …") or another permanent's
 * ("Sacrifice another creature: …"). Read as a bare sacrifice, the ability's effect was dropped and the
 * answer was confidently wrong (red team s9: Selfless Spirit before a Wrath, Fanatical Firebrand
 * "targeting my opponent").
 *
 * Each permanent of the story whose ability could be paid with the sacrificed objects is a use of the
 * sacrifice, and so is a spell or ability of the story whose instruction could make a player sacrifice.
 * One use: the sacrifice is that ability's activation, with the targets the clause told. Several: which
 * one is asked back, never picked. An ability whose text the compiler can't read counts as a use (the
 * activation is then refused, naming that text). None: it stays a sacrifice (the outlet is off the
 * story), unless targets were told for it, which only an ability could have: refused then.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { CardData } from './cards.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import type { QEvent, QuestionError, Side, Thing } from './types.ts';
import type { ActivatedInput, FilterInput, ObjectInput } from './scenario-input.ts';

type SacrificeEvent = Extract<QEvent, { kind: 'sacrifice' }>;

interface Use {
  /** The permanent whose ability it is, or null for an instruction ("each player sacrifices …"). */
  source: string | null;
  /** The text as printed, for asking back. */
  text: string;
  /** The compiled ability, when it is one the compiler read. */
  ability?: ActivatedInput;
}

/** "Sacrifice this creature: …", "Sacrifice another creature: …" in text the compiler left unread: the cost part before the colon. */
const UNREAD_SELF = /^[^:.]*\bsacrifice (?:this|it)\b[^:.]*:/i;
const UNREAD_OTHER = /^[^:.]*\bsacrifice (?:a|an|another|one|two|three|x|\d+)\b[^:.]*:/i;
/** An instruction that makes a player sacrifice ("each player sacrifices a creature", "target opponent sacrifices …"). */
const INSTRUCTION = /\bsacrifices?\b(?![^:]*:)/i;

/** Whether what the filter asks of a sacrificed object is met as far as the question tells it (unchecked keys count as met). */
function fits(f: FilterInput | undefined, t: Thing, source: string): boolean {
  if (!f) return true;
  if (f.other === true && t.id === source) return false;
  if (Array.isArray(f.types) && t.types.length > 0 && !f.types.some((x) => (t.types as string[]).includes(x))) return false;
  if (Array.isArray(f.subtypes) && t.subtypes.length > 0 && !f.subtypes.some((x) => t.subtypes.includes(x))) return false;
  if (Array.isArray(f.notSubtypes) && f.notSubtypes.some((x) => t.subtypes.includes(x))) return false;
  return true;
}

/** The uses of one told sacrifice in the story (see the header). */
function usesOf(e: SacrificeEvent, events: readonly QEvent[], things: readonly Thing[], cards: Readonly<Record<string, CardData>>, quoted: Readonly<Record<string, { object: ObjectInput; unmodelled: string[] }>>): Use[] {
  const sacrificed = e.ids.map((id) => things.find((t) => t.id === id)).filter((t): t is Thing => t !== undefined);
  const controller = sacrificed[0]?.controller ?? null;
  const uses: Use[] = [];
  for (const t of things) {
    if (t.zone !== 'battlefield' || t.cast === true) continue;
    // Only its controller activates an ability (602.2), paying with what they control (701.21a).
    if (controller !== null && t.controller !== null && t.controller !== controller) continue;
    const objects = [cards[t.id]?.object, quoted[t.id]?.object].filter((o): o is ObjectInput => o !== undefined);
    for (const o of objects) {
      for (const ab of o.activated ?? []) {
        const self = e.ids.length === 1 && e.ids[0] === t.id && ab.sacrificeSelf === true;
        const other = ab.sacrificeCost !== undefined && (ab.sacrificeCost.count ?? 1) === e.ids.length && sacrificed.length === e.ids.length && sacrificed.every((s) => fits(ab.sacrificeCost!.filter, s, t.id));
        if (self || other) uses.push({ source: t.id, text: ab.text ?? '', ability: ab });
      }
    }
    const unread = [...(cards[t.id]?.unmodelled ?? []), ...(quoted[t.id]?.unmodelled ?? [])];
    const itself = e.ids.length === 1 && e.ids[0] === t.id;
    for (const text of unread) {
      if (UNREAD_SELF.test(text) ? itself : UNREAD_OTHER.test(text) && !(itself && /\bsacrifice another\b/i.test(text))) uses.push({ source: t.id, text });
    }
  }
  // A spell cast or an ability activated earlier in the story whose instruction makes a player sacrifice.
  const before = events.slice(0, events.indexOf(e));
  for (const b of before) {
    const id = b.kind === 'cast' ? b.spell : b.kind === 'activate' ? b.source : null;
    if (id === null) continue;
    const o = cards[id]?.object;
    const texts = [o?.spell?.text ?? '', ...((o?.activated ?? []).map((a) => (a.text ?? '').replace(/^[^:]*:/, ''))), ...(cards[id]?.unmodelled ?? [])];
    const hit = texts.find((x) => INSTRUCTION.test(x));
    if (hit !== undefined) uses.push({ source: null, text: hit });
  }
  return uses;
}

/**
 * The one use that takes each of several sacrificed objects alone (an outlet whose cost is one
 * permanent, fitting each of them); null when there is none, when they differ, or when anything else
 * (an instruction, an ability taking more) could be the use.
 */
function eachOne(e: SacrificeEvent, events: readonly QEvent[], things: readonly Thing[], cards: Readonly<Record<string, CardData>>, quoted: Readonly<Record<string, { object: ObjectInput; unmodelled: string[] }>>): Use | null {
  let found: Use | null = null;
  for (const id of e.ids) {
    const uses = usesOf({ ...e, ids: [id] }, events, things, cards, quoted);
    if (uses.length !== 1 || uses[0]!.source === null || uses[0]!.source === id) return null;
    if (found && (found.source !== uses[0]!.source || found.text !== uses[0]!.text)) return null;
    found = uses[0]!;
  }
  return found;
}

/**
 * Reads each told sacrifice as the activation it pays for, where the story settles which (see the
 * header); events are replaced in place, and one told "in response" stays so.
 */
export function readSacrifices(
  events: QEvent[],
  responses: Set<QEvent>,
  things: readonly Thing[],
  cards: Readonly<Record<string, CardData>>,
  quoted: Readonly<Record<string, { object: ObjectInput; unmodelled: string[] }>>,
  lang: Lang,
  label: (id: string) => string,
): Result<null, QuestionError> {
  for (let i = 0; i < events.length; i++) {
    const e0 = events[i]!;
    // "I sacrifice two creatures to Carrion Feeder": an activation told with more sacrificed than its cost
    // takes, whose cost takes one — one activation each (602.2b), each resolved before the next (608.1).
    // 「《灰色熊》を3体《ゴブリンの砲撃》に生け贄に捧げて対戦相手に3点与えた」, "I sac my Bears to Goblin Bombardment and
    // deal 1 damage to them": an activation told with its sacrifice and no target, then damage with no other source —
    // what the ability does, one activation per sacrificed object (below), so its recipient is the ability's target.
    if (e0.kind === 'activate' && (e0.sacrifice?.length ?? 0) > 0 && e0.targets.length === 0) {
      const n = e0.sacrifice!.length;
      const uses = n === 1 ? usesOf({ kind: 'sacrifice', ids: e0.sacrifice! }, events, things, cards, quoted).filter((u) => u.source === e0.source) : [eachOne({ kind: 'sacrifice', ids: e0.sacrifice! }, events, things, cards, quoted)].filter((u): u is Use => u?.source === e0.source);
      if (uses.length === 1) foldToldDamage(events, i, e0, uses[0]!.ability, n, responses);
    }
    if (e0.kind === 'activate' && (e0.sacrifice?.length ?? 0) > 1) {
      const one = eachOne({ kind: 'sacrifice', ids: e0.sacrifice!, ...(e0.targets.length > 0 ? { targets: e0.targets } : {}) }, events, things, cards, quoted);
      if (one !== null && one.source === e0.source && !usesOf({ kind: 'sacrifice', ids: e0.sacrifice! }, events, things, cards, quoted).some((u) => u.source === e0.source)) {
        const acts = e0.sacrifice!.map((id): QEvent => ({ ...e0, sacrifice: [id] }));
        events.splice(i, 1, ...acts.flatMap((a, k) => (k === 0 ? [a] : [{ kind: 'resolve', then: true } as QEvent, a])));
        if (responses.delete(e0)) responses.add(acts[0]!);
        i += acts.length * 2 - 2;
      }
      continue;
    }
    if (e0.kind !== 'sacrifice') continue;
    if (paysForNext(events, i, responses, things, cards, quoted)) {
      i--;
      continue;
    }
    let e: SacrificeEvent = e0;
    let uses = usesOf(e, events, things, cards, quoted);
    // "I sacrifice two creatures, both targeting my opponent" with Goblin Bombardment: no cost takes two,
    // but one takes one — the sacrifices are one activation each of that outlet (602.2b), told in turn.
    const each = uses.length === 0 && e.ids.length > 1 ? eachOne(e, events, things, cards, quoted) : null;
    if (each !== null) {
      const parts: QEvent[] = e.ids.map((id): SacrificeEvent => ({ ...e, ids: [id] }));
      events.splice(i, 1, ...parts.flatMap((a, k) => (k === 0 ? [a] : [{ kind: 'resolve', then: true } as QEvent, a])));
      if (responses.delete(e0)) responses.add(parts[0]!);
      e = parts[0] as SacrificeEvent;
      uses = [each];
    }
    const targets = e.targets ?? [];
    if (uses.length > 1) {
      const say = wordsFor(lang);
      const options = uses.map((u) => say.abilityUse(u.source ? label(u.source) : null, u.text));
      return { ok: false, error: { code: 'needs_detail', message: message(lang, 'which_sacrifice_use', { objects: say.andList(e.ids.map(label)), options: say.orList(options) }), parts: [] } };
    }
    // Targets told for a sacrifice with no ability to have them: the activation of the sacrificed
    // object's own ability is what was told; with none, the activation is refused as impossible (scenario.ts).
    const source = uses[0]?.source ?? (targets.length > 0 && e.ids.length === 1 ? e.ids[0]! : null);
    if (source === null) continue;
    const player: Side = things.find((t) => t.id === source)?.controller ?? 'A';
    const act: Extract<QEvent, { kind: 'activate' }> = { kind: 'activate', source, player, targets, sacrifice: [...e.ids] };
    events[i] = act;
    // 「狂信者を生け贄に捧げて相手に1点与えた」, "I sac Mogg Fanatic and deal 1 damage to their elf": the damage
    // told next, with no other source, is what the ability does — exactly its one damage instruction —
    // so its recipient is the ability's target (601.2c via 602.2b), not a second damage.
    if (targets.length === 0) foldToldDamage(events, i, act, uses[0]?.ability, 1, responses, e.ids);
    const response = responses.delete(e);
    if (response) responses.add(act);
    // Told as done, not "in response", and followed by a spell or ability that isn't a response: the
    // activation resolved before it (608.1), as "then" reads (language/frames/util.ts push) — a
    // reading the answer drops when it alone makes the story impossible (answer.ts).
    const next = events[i + 1];
    if (!response && next && (next.kind === 'cast' || next.kind === 'activate') && !responses.has(next)) events.splice(i + 1, 0, { kind: 'resolve', then: true });
  }
  // "sac it to ping me" that no sacrificed object's ability dealing that 1 damage took up: which ability
  // pings is the card's, so it is no damage of its own (language/frames/damage.ts `ping`): not read.
  const ping = events.find((x) => x.kind === 'damage' && x.ping !== undefined);
  if (ping?.kind === 'damage' && ping.ping !== undefined) return { ok: false, error: { code: 'not_understood', message: message(lang, 'not_understood', { parts: `'${ping.ping}'` }), parts: [ping.ping] } };
  return { ok: true, value: null };
}

/**
 * The damage told right after an activation, with no other source (or the sacrificed object, or the ability's own
 * source), is what the ability does when it is exactly the ability's one damage instruction to one target (120.3),
 * dealt once per activation (`times`, one for each object sacrificed): its recipient is then the target chosen for each
 * (601.2c via 602.2b), and the damage event is taken as that, not a second damage. Anything else is left as told.
 */
function foldToldDamage(events: QEvent[], i: number, act: Extract<QEvent, { kind: 'activate' }>, ab: ActivatedInput | undefined, times: number, responses: Set<QEvent>, sacrificed: readonly string[] = []): void {
  const told = events[i + 1];
  const effects = ab?.effects ?? [];
  if (told?.kind !== 'damage' || !(told.source === null || told.source === act.source || sacrificed.includes(told.source))) return;
  if (ab?.targets?.length !== 1 || effects.length !== 1 || effects[0]!.kind !== 'damage' || typeof effects[0]!.amount !== 'number') return;
  if (effects[0]!.amount * times !== told.amount) return;
  act.targets = [told.target];
  events.splice(i + 1, 1);
  responses.delete(told);
}

/**
 * 「《灰色熊》を生け贄に捧げて《ゴブリンの砲撃》を起動し、…」, "I sacrifice my Bears and activate Goblin Bombardment
 * targeting …": a sacrifice told with no target, right before an activation told with no cost, where that activation's
 * ability is the sacrifice's one use (each object alone, for several): the sacrifice is that activation's cost
 * (602.2b, 601.2h), not an activation of its own. The sacrifice event is folded into the activation (re-read next).
 */
function paysForNext(events: QEvent[], i: number, responses: Set<QEvent>, things: readonly Thing[], cards: Readonly<Record<string, CardData>>, quoted: Readonly<Record<string, { object: ObjectInput; unmodelled: string[] }>>): boolean {
  const e = events[i];
  const next = events[i + 1];
  if (e?.kind !== 'sacrifice' || e.targets !== undefined || next?.kind !== 'activate') return false;
  if (next.sacrifice !== undefined || next.payLife !== undefined || next.tap === true || next.removeCounters !== undefined || next.loyalty !== undefined || next.described !== undefined) return false;
  const uses = usesOf(e, events, things, cards, quoted);
  const use = uses.length === 1 ? uses[0]! : uses.length === 0 && e.ids.length > 1 ? eachOne(e, events, things, cards, quoted) : null;
  if (use?.source !== next.source || use.ability === undefined) return false;
  next.sacrifice = [...e.ids];
  events.splice(i, 1);
  if (responses.delete(e)) responses.add(next);
  return true;
}
