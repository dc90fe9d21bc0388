/**
 * The target of a permanent's enters-the-battlefield trigger, read from how players tell it. A creature
 * spell has no targets (115.1, 601.2c): "I cast Flametongue Kavu targeting his 3/3", "I cast Ravenous
 * Chupacabra on his Bears", 「…を対象に《火炎舌のカヴー》を唱えた」 say what its "when this enters" ability
 * targets as it is put on the stack (603.3d). So does what the story tells that ability did, right after
 * the cast: "I cast Flametongue Kavu, it deals 4 to his 3/3", "I cast Chupacabra and destroy his Bears" —
 * a told result, still checked against the run (claims.ts); only the choice of target is taken from it.
 *
 * Read so only when the card has exactly one such ability and it takes exactly one target; otherwise the
 * words are left as they were (the cast "on" something is then refused, questions/index.ts). Targets the
 * question did not say (what it asks about, `impliedTargets`) are not taken as the ability's choice.
 */
import { assertNever } from '../core/result.ts';
import type { QEvent, Side } from './types.ts';
import type { CardData } from './cards.ts';
import { causeOf } from '../language/results.ts';
import type { TriggerInput } from './scenario-input.ts';
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { QuestionError } from './types.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';


/** The permanent card's one self-ETB triggered ability with one target (603.6a, 603.3d), or null. */
export function enteringTargetTrigger(card: CardData | undefined): TriggerInput | null {
  const o = card?.object;
  if (!o) return null;
  const types = Array.isArray(o.types) ? o.types : [];
  const subtypes = Array.isArray(o.subtypes) ? o.subtypes : [];
  // An instant, a sorcery or an Aura targets as a spell (115.1a-b, 303.4a): its own targets, not an ability's.
  if (types.includes('Instant') || types.includes('Sorcery') || subtypes.includes('Aura')) return null;
  if ((o.spell?.targets?.length ?? 0) > 0) return null;
  const triggers = Array.isArray(o.triggers) ? o.triggers : [];
  const entering = triggers.filter((t) => t.event === 'enters' && (t.who === undefined || t.who === 'self') && t.modes === undefined && Array.isArray(t.targets) && t.targets.length > 0);
  if (entering.length !== 1) return null;
  const t = entering[0]!;
  const spec = t.targets![0]!;
  if (t.targets!.length !== 1 || spec.anyNumber === true || (typeof spec.count === 'number' && spec.count !== 1)) return null;
  return t;
}

/** What a told result right after the cast says the ability acted on: damage from the card, or a death (one object). */
function toldTarget(events: readonly QEvent[], at: number, spell: string): (string | Side)[] | null {
  const found = new Set<string | Side>();
  for (let k = at + 1; k < events.length; k++) {
    const e = events[k]!;
    if (causeOf(events, k)?.index !== at) continue;
    if (e.kind === 'damage' && e.result === true && e.source === spell && e.also === undefined) found.add(e.target);
    else if (e.kind === 'dies' && e.result === true) e.ids.filter((id) => id !== spell).forEach((id) => found.add(id));
  }
  return found.size === 1 ? [...found] : null;
}

/** The one effect of a "when this enters" ability, as far as a told effect is compared with it. */
type EntryEffect = { kind: string; amount?: unknown; counter?: unknown };

/**
 * The object a told effect right after the entering acted on, when it is what the ability does: damage from the
 * card itself, counters of the ability's kind, a destruction, a return to hand — one object each. The amount is
 * not compared here: damage and counters become told results, checked against the run (claims.ts), so "deals 5"
 * of a card that deals 4 is refused naming both.
 */
function toldEffect(e: QEvent, card: string, effect: EntryEffect): string | Side | null {
  switch (e.kind) {
    case 'damage':
      return effect.kind === 'damage' && e.source === card && e.also === undefined && e.ping === undefined ? e.target : null;
    case 'counters':
      return effect.kind === 'add-counters' && effect.counter === e.counter && e.ids.length === 1 && e.ids[0] !== card ? e.ids[0]! : null;
    case 'destroy':
    case 'bounce':
      return effect.kind === (e.kind === 'destroy' ? 'destroy' : 'return-to-hand') && e.ids.length === 1 && e.ids[0] !== card ? e.ids[0]! : null;
    case 'attack': case 'block': case 'exile': case 'remove-from-combat': case 'change': case 'sacrifice': case 'prevent':
    case 'double': case 'life': case 'draw': case 'cast': case 'end-turn': case 'resolve': case 'dies': case 'survives-told':
    case 'size-told': case 'attach': case 'return': case 'enter': case 'regenerate': case 'activate': case 'moment':
    case 'first-strike-damage': case 'combat-damage':
      return null;
    default:
      return assertNever(e);
  }
}

/**
 * "Their Flametongue Kavu enters and deals 4 damage to my 3/3", "Skinrender enters and puts three -1/-1 counters on
 * my Bears", "I cast Man-o'-War and bounce his 2/2": the effect told right after the card entered (or was cast) is
 * its "when this enters" ability resolving (603.6a, 608.2): what it acted on is the target chosen (603.3d). The told
 * damage or counters stay as results of that ability, checked against the run; a destruction or a return is what
 * the ability does, no event of its own (else it would happen twice). Told "in response", it is something else.
 */
function toldAfterEntering(events: QEvent[], at: number, card: string, trigger: TriggerInput, responses: ReadonlySet<QEvent>): (string | Side)[] | null {
  const next = events[at + 1];
  const effects = Array.isArray(trigger.effects) ? (trigger.effects as EntryEffect[]) : [];
  if (!next || responses.has(next) || effects.length !== 1) return null;
  const target = toldEffect(next, card, effects[0]!);
  if (target === null) return null;
  if (next.kind === 'damage' || next.kind === 'counters') next.result = true;
  else events.splice(at + 1, 1);
  return [target];
}

/**
 * For each permanent card cast or entering in the story whose card has one targeted "when this enters" ability:
 * the targets said with the cast, or the one object a told result says it acted on, become that ability's chosen
 * target (603.3d); the cast itself then has none (a creature spell targets nothing).
 */
export function enteringTriggerTargets(events: QEvent[], cards: Readonly<Record<string, CardData>>, triggerTargets: { source: string; targets: (string | Side)[] }[], responses: ReadonlySet<QEvent> = new Set()): void {
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const card = e.kind === 'cast' ? e.spell : e.kind === 'enter' && e.ids.length === 1 && !e.token ? e.ids[0]! : null;
    // ("… on it", where "it" could be either of two: asked back as for any spell, not settled here.)
    if (card === null || (e.kind === 'cast' && e.eitherTarget !== undefined) || triggerTargets.some((tt) => tt.source === card)) continue;
    const trigger = enteringTargetTrigger(cards[card]);
    if (!trigger) continue;
    const said = e.kind === 'cast' && e.targets.length > 0 && e.impliedTargets !== true ? [...e.targets] : ((e.kind === 'cast' ? toldTarget(events, i, card) : null) ?? toldAfterEntering(events, i, card, trigger, responses));
    if (said === null || said.length === 0) continue;
    triggerTargets.push({ source: card, targets: said });
    if (e.kind !== 'cast') continue;
    e.targets = [];
    delete e.impliedTargets;
  }
}

/**
 * "Their Llanowar Elves puts three -1/-1 counters on my Bears": a card told only as doing an effect (its entering
 * supposed, language/frames/attachments.ts) whose "when this enters" ability was not read as doing it — it has none
 * with one target, or its own does something else — is refused naming the card and its text, never answered as if
 * the effect came from nowhere.
 */
export function entryEffectUnmatched(events: readonly QEvent[], cards: Readonly<Record<string, CardData>>, triggerTargets: readonly { source: string }[], lang: Lang): Result<never, QuestionError> | null {
  for (const e of events) {
    if (e.kind !== 'enter' || e.byEffect !== true) continue;
    const id = e.ids[0]!;
    if (triggerTargets.some((tt) => tt.source === id)) continue;
    const card = cards[id];
    const name = card ? wordsFor(lang).localName(card.name, card.ja) : id;
    const text = card ? (enteringTargetTrigger(card)?.text ?? card.name) : id;
    return { ok: false, error: { code: 'unmodelled', message: message(lang, 'unmodelled', { detail: message(lang, 'entry_effect_other', { name, text: String(text) }) }), parts: [name] } };
  }
  return null;
}

/**
 * "Ravenous Chupacabra's trigger targets my Bears", the card named first there (language/frames/targets.ts): its
 * entering is supposed only when the card's one targeted triggered ability is its own "when this enters" ability
 * (603.6a, 603.3d) — then that ability is on the stack as told. Otherwise the event is dropped: the card is on the
 * battlefield from the start, and a target said for an ability that never triggers is refused after the run.
 */
export function supposedEntries(events: QEvent[], cards: Readonly<Record<string, CardData>>): void {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind !== 'enter' || e.byTarget !== true) continue;
    const card = cards[e.ids[0]!];
    const targeted = (Array.isArray(card?.object.triggers) ? card.object.triggers : []).filter((t) => Array.isArray(t.targets) && t.targets.length > 0);
    if (e.ids.length === 1 && targeted.length === 1 && enteringTargetTrigger(card) !== null) continue;
    events.splice(i, 1);
  }
}
