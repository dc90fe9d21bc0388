/**
 * "Walking Ballista with 2 counters", "my Hangarback Walker, which has 3 counters": counters told with no kind (issue 12).
 * A counter's kind is what it does (122.1: "+1/+1" changes power and toughness, 122.1a; "charge" only what an ability
 * reads). Said of a card whose own rules text uses one kind of counter only, the counters are that kind — what the
 * card puts on itself, enters with (122.6) or counts. With no card, a card whose text names no kind or several, or text
 * the compiler didn't read that might name another, the kind is asked back, never assumed.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import { UNSAID_COUNTER_KIND } from '../language/ir-basics.ts';
import type { CardData } from './cards.ts';
import type { QuestionError } from './types.ts';
import type { Story } from './reading.ts';
import { message } from './messages.ts';
import { fail, quote } from './unmodelled-setups.ts';
import { lookupTable } from '../core/table.ts';

/** The kinds of counters a compiled card's abilities name: put, removed, entered with or counted. */
function counterKindsOf(card: CardData): Set<string> {
  const kinds = new Set<string>();
  const walk = (v: unknown, key: string | null, parent: string | null): void => {
    if (typeof v === 'string') {
      if (key === 'counter' || key === 'amountCounter' || (parent === 'entersWithCounters' && key === 'x')) kinds.add(v);
      return;
    }
    if (Array.isArray(v)) {
      for (const x of v) walk(x, key, parent);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'counters' && x !== null && typeof x === 'object' && !Array.isArray(x)) for (const c of Object.keys(x)) kinds.add(c);
      walk(x, k, key);
    }
  };
  walk(card.object, null, null);
  walk(card.replacements, null, null);
  return kinds;
}

/** Settles each told count of counters with no kind from its card (mutating the story), or asks the kind back. */
export function unsaidCounterKinds(st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang): Result<never, QuestionError> | null {
  for (const t of st.things) {
    const n = t.counters[UNSAID_COUNTER_KIND];
    if (n === undefined) continue;
    const card = cards[t.id];
    const kinds = card ? counterKindsOf(card) : new Set<string>();
    // (Text the compiler left unread could name another kind: "counter" in it leaves the kind open.)
    const unread = card?.unmodelled.some((x) => /counter/i.test(x)) ?? false;
    const kind = kinds.size === 1 && !unread ? [...kinds][0]! : null;
    if (kind === null || t.counters[kind] !== undefined) return fail('needs_detail', message(lang, 'counter_kind', { what: quote(t.words) }), [t.words]);
    const { [UNSAID_COUNTER_KIND]: _unsaid, ...rest } = t.counters;
    t.counters = { ...rest, [kind]: n };
  }
  return null;
}

/**
 * Counter kinds whose rules the CR gives them (122.1d stun, 122.1h finality, 122.1j hone; lore, 714.2 and 714.4) and the
 * engine does not apply: a permanent told with one is refused naming it — a shield counter, before the engine applied
 * it, was answered as if it weren't there. (+X/+Y counters, 122.1a, keyword counters, 122.1b, shield counters, 122.1c,
 * loyalty, defense and poison counters are applied; kinds with no rules of their own, such as charge or oil counters,
 * do only what a card's text reads of them.)
 */
const UNAPPLIED_COUNTERS: Readonly<Record<string, string>> = lookupTable({ stun: '122.1d', finality: '122.1h', hone: '122.1j', lore: '714.2' });

/** Refuses a told object with counters of a kind whose own rules the engine doesn't apply (UNAPPLIED_COUNTERS). */
export function unappliedCounterKinds(st: Story, lang: Lang): Result<never, QuestionError> | null {
  for (const t of st.things) {
    for (const kind of Object.keys(t.counters)) {
      const rule = UNAPPLIED_COUNTERS[kind];
      if (rule !== undefined && (t.counters[kind] ?? 0) > 0) return fail('unmodelled', message(lang, 'counter_rules', { what: quote(t.words), counter: kind, rule }), [t.words]);
    }
  }
  // ("I put a shield counter on my Bears": put by the story, the same.)
  for (const e of st.events) {
    const rule = e.kind === 'counters' ? UNAPPLIED_COUNTERS[e.counter] : undefined;
    if (e.kind !== 'counters' || rule === undefined) continue;
    const words = st.things.find((t) => t.id === e.ids[0])?.words ?? e.counter;
    return fail('unmodelled', message(lang, 'counter_rules', { what: quote(words), counter: e.counter, rule }), [words]);
  }
  return null;
}
