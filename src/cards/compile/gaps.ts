/**
 * Classifies an unmodelled piece of rules text by its shape (never by card name) into the engine's
 * Gap (src/engine/gaps.ts): a triggered ability starts with "When", "Whenever" or "At" (603.1); an
 * activated ability is "[Cost]: [Effect]" (602.1), a loyalty ability "+N: …" / "−N: …" (606.1); an
 * instant's or sorcery's instructions are its spell ability (113.3a); anything else (static,
 * replacement and prevention abilities, "As … enters" choices, shapes not recognised) is static.
 * For a triggered ability the trigger event and whose event it is are read from the condition
 * where the wording is recognisable, else 'unknown'.
 */
import type { Gap, GapKind, GapTrigger, GapTriggerEvent } from '../../engine/gaps.ts';
import { keywordKind } from './keyword-kinds.ts';

export type GapClass = Omit<Gap, 'text'>;

/** Heads before an em dash that change what the ability after them is (the rest are ability words, 207.2c). */
const ACTIVATED_HEADS = /^(?:boast|exhaust|forecast|power-up)$/i;
/** 714.2b: a Saga's chapter ability triggers as lore counters are put on it. */
const CHAPTER_HEAD = /^[IVX]+(?:, [IVX]+)*$/;

/** A spell's static abilities (they work while it is cast or on the stack, not as it resolves). */
const SPELL_STATIC =
  /^(?:this spell\b|as an additional cost to cast this spell|you may cast this spell|you can't cast this spell|cast this spell only|this spell can't|spend only|you may pay .+ rather than pay this spell's mana cost|if this spell would be put into)/i;

/** A "[Cost]: [Effect]" line (602.1a) or a loyalty ability (606.1): a colon before any quoted text. */
function isActivated(text: string): boolean {
  if (/^[+−-]?(?:\d+|X): /.test(text)) return true;
  const colon = text.indexOf(': ');
  if (colon < 0) return false;
  const quote = text.search(/["“]/);
  return quote < 0 || colon < quote;
}

/** The condition of a triggered ability: the words between "When/Whenever/At" and the first comma. */
function triggerCondition(text: string): string | null {
  const m = /^(?:when|whenever|at)\s+([^,]+)/i.exec(text);
  return m ? m[1]!.toLowerCase().replace(/[’‘]/g, "'") : null;
}

const EVENT_PATTERNS: [GapTriggerEvent, RegExp][] = [
  ['becomes-blocked', /\bbecomes? blocked\b/],
  ['becomes-target', /\bbecomes? the target\b/],
  ['dealt-damage', /\b(?:is|are|was|were) dealt (?:combat )?damage\b/],
  ['deals-combat-damage', /\bdeals? combat damage\b/],
  ['deals-damage', /\bdeals? (?:non-?combat )?damage\b/],
  ['leaves', /\bleaves? the battlefield\b|\bput into (?:a|an|your|its owner's|an opponent's|their) graveyard from the battlefield\b/],
  ['dies', /\bdies?\b/],
  ['enters', /\benters?\b/],
  ['attacks', /\battacks?\b/],
  ['blocks', /\bblocks?\b/],
  ['cast', /\bcasts?\b/],
  ['gains-life', /\bgains? life\b/],
  ['loses-life', /\bloses? life\b/],
  ['draws', /\bdraws?\b/],
  ['discards', /\bdiscards?\b/],
  ['sacrificed', /\bsacrifices?\b|\bis sacrificed\b/],
  ['counters', /\bcounters? (?:is|are) (?:put|placed)\b|\bputs? .*counters? on\b/],
  ['untapped', /\bbecomes? untapped\b|\buntaps?\b/],
  ['tapped', /\bbecomes? tapped\b|\btaps?\b/],
];

/** The verbs of trigger events: a condition with two of them names two events. */
const VERBS = /\b(?:enters?|dies|die|attacks?|blocks?|(?:is|are) put|leaves?|deals?|(?:is|are) dealt|becomes?|casts?|gains?|loses?|draws?|discards?|sacrifices?|(?:is|are) turned|taps?|untaps?)\b/g;

/** Events about a player rather than an object. */
const PLAYER_EVENTS: ReadonlySet<GapTriggerEvent> = new Set(['cast', 'gains-life', 'loses-life', 'draws', 'discards', 'sacrificed', 'beginning-of-step']);

function playerWho(subject: string): GapTrigger['who'] {
  if (/^you\b/.test(subject)) return 'you';
  if (/^(?:an|each|target) opponent\b|^your opponents?\b|^one or more opponents\b/.test(subject)) return 'opponent';
  return 'player';
}

function objectWho(subject: string, selfNames: readonly string[]): GapTrigger['who'] {
  const s = subject.trim();
  if (/^(?:this|it)\b/.test(s) && !/^this (?:\w+ )?or (?:another|a|an)\b/.test(s)) return 'self';
  if (selfNames.some((n) => s.startsWith(n.toLowerCase()) && !/ or (?:another|a|an) /.test(s.slice(n.length, n.length + 12)))) return 'self';
  if (/^(?:another|equipped|enchanted|fortified|haunted|paired|the chosen|that)\b/.test(s)) return 'another';
  return 'any';
}

/** The trigger of a "When/Whenever/At …" ability: its event and whose event it is. */
export function parseTrigger(text: string, selfNames: readonly string[] = []): GapTrigger {
  const c = triggerCondition(text);
  if (c === null) return { event: 'unknown', who: 'any' };
  if (/^(?:the )?beginning of\b|^end of combat\b/.test(c)) {
    const who: GapTrigger['who'] = /\byour\b|\bon your turn\b/.test(c) ? 'you' : /\bopponent's\b/.test(c) ? 'opponent' : 'player';
    return { event: 'beginning-of-step', who };
  }
  const found = EVENT_PATTERNS.filter(([, re]) => re.test(c));
  const events = new Set(found.map(([e]) => e));
  // "deals combat damage" also matches "deals damage", "becomes blocked" "blocks", "is dealt damage" "deals".
  if (events.has('deals-combat-damage')) events.delete('deals-damage');
  if (events.has('becomes-blocked') && !/\bblocks\b/.test(c.replace(/becomes? blocked/g, ''))) events.delete('blocks');
  if (events.has('leaves')) events.delete('enters');
  if (events.has('dealt-damage')) events.delete('deals-damage');
  if (events.has('counters')) events.delete('untapped');
  // One event only: "enters or attacks", "blocks or becomes blocked", "dies or … is put into a
  // graveyard from a library", "enters and at the beginning of your upkeep" name two; "attacks and
  // isn't blocked" is neither event alone.
  const verbs = c.match(VERBS) ?? [];
  const unblocked = /\bisn't blocked\b|\bis not blocked\b|\bunblocked\b/.test(c);
  if (events.size !== 1 || verbs.length > 1 || unblocked || /\band (?:at|when|whenever)\b/.test(c)) {
    return eitherEvent(c, selfNames) ?? { event: 'unknown', who: /^you\b/.test(c) ? 'you' : objectWho(c, selfNames) };
  }
  const event = [...events][0]!;
  // "Whenever you attack" / "Whenever a creature attacks you": who attacks, not whom.
  if (event === 'attacks' && /^you attack\b/.test(c)) return { event, who: 'you' };
  const who = PLAYER_EVENTS.has(event) ? playerWho(c) : objectWho(c, selfNames);
  return { event, who };
}

/**
 * "this creature attacks or blocks", "another creature you control enters or dies": one subject and two verbs joined by
 * "or", each naming one known event of that subject alone (603.2: either event triggers it). Null for anything else —
 * a second subject ("you cast a spell or a creature enters"), "and", an event not recognised — which stays 'unknown'.
 */
function eitherEvent(c: string, selfNames: readonly string[]): GapTrigger | null {
  const parts = c.split(' or ');
  if (parts.length !== 2) return null;
  const [left, right] = parts as [string, string];
  const verb = new RegExp(VERBS.source).exec(left);
  if (!verb || verb.index === 0 || new RegExp(`^(?:${VERBS.source})`).exec(right)?.index !== 0) return null;
  const subject = left.slice(0, verb.index);
  const first = parseTrigger(`whenever ${left}, x`, selfNames);
  const second = parseTrigger(`whenever ${subject}${right}, x`, selfNames);
  if (first.event === 'unknown' || second.event === 'unknown' || first.or || second.or || first.who !== second.who || first.event === second.event) return null;
  return { event: first.event, who: first.who, or: [second.event] };
}

export interface ClassifyContext {
  /** An instant or sorcery: its sentences are spell instructions. */
  spell: boolean;
  /** The card's own names (lower-cased when compared): "When Torbran enters" is this object. */
  names?: readonly string[];
}

/** The kind of an unmodelled line or sentence (verbatim, reminder text removed). */
export function classifyText(text: string, ctx: ClassifyContext): GapClass {
  const t = text.trim().replace(/[’‘]/g, "'");
  const head = /^([^—]+?) — (.*)$/.exec(t);
  if (head) {
    const h = head[1]!.trim();
    if (ACTIVATED_HEADS.test(h)) return { kind: 'activated' };
    if (CHAPTER_HEAD.test(h)) return { kind: 'triggered', trigger: { event: 'counters', who: 'self' } };
    // 719.3a: "To solve — …" is an end-step trigger; 702.178a: a max speed ability is static.
    if (/^to solve$/i.test(h)) return { kind: 'triggered', trigger: { event: 'beginning-of-step', who: 'you' } };
    if (/^max speed$/i.test(h)) return { kind: 'static' };
    if (/^visit$/i.test(h)) return { kind: 'triggered', trigger: { event: 'unknown', who: 'you' } };
    if (!/:/.test(h)) return classifyText(head[2]!, ctx);
  }
  if (/^(?:when|whenever|at) /i.test(t)) return { kind: 'triggered', trigger: parseTrigger(t, ctx.names ?? []) };
  if (isActivated(t)) return { kind: 'activated' };
  if (ctx.spell) return { kind: SPELL_STATIC.test(t) ? 'static' : 'spell' };
  return { kind: 'static' };
}

/** The kind of an unmodelled keyword ("cycling {2}", "protection from Goblins"). */
export function classifyKeyword(keyword: string): GapClass {
  const k = keywordKind(keyword);
  if (!k) return { kind: 'static' };
  return k.trigger ? { kind: k.kind, trigger: { ...k.trigger } } : { kind: k.kind };
}

/** The kind of a Japanese sentence (「…とき、」「…たび、」 triggers, 「コスト：効果」 activated abilities). */
export function classifyJapanese(text: string, spell = false): GapClass {
  const t = text.normalize('NFKC');
  if (/^[^「]*?(?:とき|たび|開始時に?)、/.test(t)) {
    const c = /^([^「]*?)(?:とき|たび|開始時に?)、/.exec(t)![1]!;
    const event: GapTriggerEvent = /開始時/.test(t.slice(0, c.length + 4))
      ? 'beginning-of-step'
      : /戦場に出/.test(c) ? 'enters' : /死亡/.test(c) ? 'dies' : /攻撃/.test(c) ? 'attacks' : /ブロック/.test(c) ? 'blocks' : /唱え/.test(c) ? 'cast' : 'unknown';
    const who: GapTrigger['who'] = /^(?:この|これ)/.test(c) ? 'self' : /^他の|^あなたがコントロールする他の/.test(c) ? 'another' : /^あなた(?:が|は|の)/.test(c) ? 'you' : /^対戦相手/.test(c) ? 'opponent' : 'any';
    return { kind: 'triggered', trigger: { event, who } };
  }
  if (/^[^「」]*?:/.test(t)) return { kind: 'activated' };
  return { kind: spell ? 'spell' : 'static' };
}

/** A Gap of a given kind. */
export function gapOf(text: string, c: GapClass): Gap {
  return { text, kind: c.kind, ...(c.trigger ? { trigger: { ...c.trigger, ...(c.trigger.or ? { or: [...c.trigger.or] } : {}) } } : {}), ...(c.chosen ? { chosen: true } : {}) };
}

export type { GapKind };
