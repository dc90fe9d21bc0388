/**
 * A keyword that bore on a check and did not forbid what was done, with the rules that say so: a
 * flyer blocked by a creature with reach (702.9b, 702.17b), a creature that came under its
 * controller's control this turn attacking with haste (702.10b, 302.6), hexproof on a permanent its
 * own controller targets (702.11b), shroud on a creature an effect affects without targeting it
 * (702.18a)… When a keyword forbids, the refusal cites its rules itself. Each keyword's module makes
 * its notes; the code that records the outcome (combat/block.ts, combat/attack.ts, casting, the
 * resolution of a spell) follows it with a `keyword.checked` step citing them (render words `note`).
 */
import { emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';

/** What the note says; each has an English and a Japanese sentence (render/trace-keywords.ts). */
export const KEYWORD_NOTES = [
  /** The attacker has flying; the blocker has flying too (702.9b). */
  'block-flying-by-flying',
  /** The attacker has flying; the blocker has reach (702.9b, 702.17b). */
  'block-flying-by-reach',
  /** The blocker has flying; the attacker has not: a flyer may block a creature with or without flying (702.9b). */
  'block-ground-by-flying',
  /** Both have shadow (702.28b). */
  'block-shadow-by-shadow',
  /** Both have horsemanship (702.31b). */
  'block-horsemanship-by-horsemanship',
  /** Fear: the blocker is black or an artifact creature (702.36b). */
  'block-fear-allowed',
  /** Intimidate: the blocker shares a color or is an artifact creature (702.13b). */
  'block-intimidate-allowed',
  /** Skulk: the blocker's power isn't greater (702.118b). */
  'block-skulk-allowed',
  /** Landwalk: the defending player controls no such land (702.14c). */
  'block-landwalk-no-land',
  /** Protection: the blocker doesn't have the quality (702.16f). */
  'block-protection-not-covered',
  /** The blocker has protection from the attacker: it may still block, and the attacker's damage to it is prevented (702.16f, 702.16e). */
  'block-by-protected',
  /** Menace: two or more creatures block it (702.111b). */
  'block-menace-enough',
  /** Defender restricts only attacking (702.3b): the creature may block. */
  'block-defender',
  /** Summoning sickness stops only attacking and {T} abilities (302.6): the creature may block. */
  'block-summoning-sick',
  /** Haste: it may attack although it came under its controller's control this turn (702.10b, 302.6). */
  'attack-haste',
  /** Hexproof stops only opponents' spells and abilities (702.11b). */
  'target-hexproof-own',
  /** Hexproof from a quality the spell or ability doesn't have (702.11d). */
  'target-hexproof-not-covered',
  /** Protection from a quality the spell or source doesn't have (702.16b). */
  'target-protection-not-covered',
  /** Ward triggers only for an opponent's spell or ability (702.21a). */
  'target-ward-own',
  /** Shroud, hexproof or ward concerns only targeting; this effect doesn't target (702.18a, 702.11b, 702.21a). */
  'not-targeted',
  /** Lifelink gains life only for damage dealt; all of this source's damage was prevented (702.15b, 615.6). */
  'lifelink-no-damage',
  /** Toxic gives poison counters only for combat damage to a player (702.164c). */
  'toxic-no-player-damage',
  /** Split second doesn't stop mana abilities (702.61a, 702.61b). */
  'split-second-mana-ability',
] as const;
export type KeywordNoteCode = (typeof KEYWORD_NOTES)[number];

export interface KeywordNote {
  /** The object with the keyword (an object id). */
  object: string;
  /** The keyword as written on it ("flying", "hexproof", "protection from red"). */
  ability: string;
  /** The other object the check was about (the blocker, the attacker, the spell), if any. */
  other: string | null;
  note: KeywordNoteCode;
  rules: string[];
}

function labelOf(run: Run, id: string | null): string | null {
  if (id === null) return null;
  return run.state.objects.find((o) => o.id === id)?.label ?? null;
}

/** The `keyword.checked` steps of some notes, once each (the same keyword, object, other and note). */
export function emitNotes(run: Run, notes: readonly KeywordNote[]): void {
  const seen = new Set<string>();
  for (const n of notes) {
    const key = `${n.object}|${n.ability}|${n.other ?? ''}|${n.note}`;
    if (seen.has(key)) continue;
    seen.add(key);
    emit(run, step('keyword.checked', n.rules, { object: labelOf(run, n.object) ?? n.object, ability: n.ability, other: labelOf(run, n.other), note: n.note }));
  }
}
