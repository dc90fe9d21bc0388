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
