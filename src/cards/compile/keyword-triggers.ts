/**
 * Keyword abilities that are triggered abilities the engine runs as compiled triggers (each keyword's
 * rule defines its text): persist (702.79a) and undying (702.93a) — "When this permanent is put into
 * a graveyard from the battlefield, if it had no -1/-1 (+1/+1) counters on it, return it to the
 * battlefield under its owner's control with a -1/-1 (+1/+1) counter on it." The intervening "if"
 * (603.4) is judged on the permanent as it last existed (603.10a); "it" is the card in the graveyard
 * (603.6), which is not found once it has left there (400.7). Prowess (702.108a): a cast trigger
 * giving this creature +1/+1 until end of turn; each instance triggers on its own (702.108b: one
 * trigger per keyword line). Exalted (702.83a): an attacks-alone trigger giving that creature +1/+1.
 * Storm (702.40a): a cast trigger of the spell itself that copies it (stack/effects/copies.ts); cascade (702.85a)
 * one that exiles from the library's top and casts the hit for free.
 */
import type { TriggeredAbility } from '../../engine/types.ts';
import { parseTriggers } from './triggers.ts';
import { lookupTable } from '../../core/table.ts';

/**
 * 702.83a: exalted means "Whenever a creature you control attacks alone, that creature gets +1/+1
 * until end of turn" — read by the same trigger template as that sentence (506.5: attacks alone);
 * each instance triggers on its own (702.83b).
 */
const EXALTED = 'whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn';

/** The counter each of these keywords looks at and puts on. */
const RETURNS_WITH: Record<string, string> = lookupTable({ persist: '-1/-1', undying: '+1/+1' });
const RULE: Record<string, string> = lookupTable({ persist: '702.79a', undying: '702.93a' });

/** The triggered ability a keyword line stands for, or null (an unknown keyword, or one with a parameter). */
export function keywordTrigger(keyword: string, rest: string, text: string): TriggeredAbility | null {
  const k = keyword.toLowerCase();
  // 702.108a: prowess — a noncreature spell its controller casts gives this creature +1/+1 until end of
  // turn (the same ability the templates read from that sentence: a cast trigger of another spell).
  if (k === 'prowess' && rest.trim() === '') {
    return {
      text,
      rules: ['702.108a'],
      event: 'cast',
      who: 'another',
      filter: { kind: 'filter', notTypes: ['Creature'] },
      effects: [{ kind: 'apply-effect', effect: { text, affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }], duration: { kind: 'end-of-turn' } } }],
    };
  }
  // 702.40a: storm — "When you cast this spell, copy it for each other spell that was cast before it
  // this turn …": a cast trigger of the spell itself; each instance triggers on its own (702.40b).
  if (k === 'storm' && rest.trim() === '') {
    return { text, rules: ['702.40a'], event: 'cast', who: 'self', effects: [{ kind: 'copy-spell', count: 'storm', self: true }] };
  }
  // 702.85a: cascade — "When you cast this spell, exile cards from the top of your library until you exile a
  // nonland card whose mana value is less than this spell's …": a cast trigger of the spell itself, the
  // engine's cascade instruction (casting/during-resolution.ts); each instance triggers on its own (702.85c).
  if (k === 'cascade' && rest.trim() === '') return { text, rules: ['702.85a'], event: 'cast', who: 'self', effects: [{ kind: 'cascade' }] };
  if (k === 'exalted' && rest.trim() === '') {
    const t = parseTriggers(EXALTED, text);
    return t && t.length === 1 ? ({ ...t[0]!, text, rules: ['702.83a'] } as unknown as TriggeredAbility) : null;
  }
  const counter = RETURNS_WITH[k];
  if (counter === undefined || rest.trim() !== '') return null;
  return {
    text,
    rules: [RULE[k]!],
    event: 'to-graveyard',
    condition: { kind: 'own-counters', counter, atMost: 0 },
    effects: [{ kind: 'put-onto-battlefield', leftCard: true, underOwner: true, counters: { [counter]: 1 } }],
  };
}
