/**
 * What an Aura, Equipment or Fortification may be attached to, used when attaching (701.3b) and by
 * the state-based actions (704.5m, 704.5n, 704.5p). Read on computed characteristics.
 */
import type { Unmodelled } from './unmodelled.ts';
import { enchantParams } from './keywords/enchant.ts';
import { protectionAgainst, sourceOf } from './keywords/protection.ts';
import { hasReconfigure } from './keywords/reconfigure.ts';
import { parseEnchant } from './keywords.ts';
import type { Computed, GameObject, GameState, ObjectId, PlayerId } from './types.ts';

export type AttachmentKind = 'aura' | 'equipment' | 'fortification' | 'other';

export function attachmentKind(c: Computed): AttachmentKind {
  const sub = c.subtypes.map((s) => s.toLowerCase());
  if (sub.includes('aura')) return 'aura';
  if (sub.includes('equipment')) return 'equipment';
  if (sub.includes('fortification')) return 'fortification';
  return 'other';
}

/**
 * The rule that says what being attached makes of the permanent, cited with the attach (701.3a):
 * an equipped creature (301.5a; an Equipment's equip ability, 702.6a, is what usually attaches
 * it), an enchanted object or player (303.4b), a fortified land (301.6).
 */
export function attachedRules(c: Computed | undefined): string[] {
  const kind = c ? attachmentKind(c) : 'other';
  if (kind === 'equipment') return ['301.5a'];
  if (kind === 'aura') return ['303.4b'];
  if (kind === 'fortification') return ['301.6'];
  return [];
}

export type Legality =
  | { kind: 'legal' }
  | { kind: 'illegal'; reason: string; rules: string[] }
  /** The engine can't tell (an enchant or protection quality it doesn't read). */
  | { kind: 'unknown'; why: Extract<Unmodelled, { reason: 'protection-quality' | 'enchant-quality' | 'reconfigure' }>; rules: string[] };

const LEGAL: Legality = { kind: 'legal' };


/** 702.16c/d: protection from a quality the attached permanent has makes the attachment illegal. */
function protectionLegality(target: Computed, attachment: Computed, rule: string): Legality {
  const p = protectionAgainst(target.keywords, sourceOf(attachment));
  if (p === null) return LEGAL;
  if (p.covers === null) return { kind: 'unknown', why: { reason: 'protection-quality', quality: p.quality }, rules: ['702.16a'] };
  return { kind: 'illegal', reason: `protection from ${p.quality}`, rules: [rule] };
}

export interface AttachView {
  state: GameState;
  computed: Record<ObjectId, Computed>;
}

export function attachmentLegality(view: AttachView, attachment: GameObject, to: ObjectId | PlayerId | null): Legality {
  const self = view.computed[attachment.id];
  if (!self) return LEGAL;
  const kind = attachmentKind(self);
  const player = to === null ? undefined : view.state.players.find((p) => p.id === to);
  const targetObj = to === null ? undefined : view.state.objects.find((o) => o.id === to);
  const target = targetObj ? view.computed[targetObj.id] : undefined;
  const isCreature = self.types.includes('Creature');

  if (kind === 'other') {
    if (to === null) return LEGAL;
    // 704.5p: creatures, battles and other permanents that aren't Auras, Equipment or Fortifications can't be attached.
    return { kind: 'illegal', reason: isCreature || self.types.includes('Battle') ? 'creature-or-battle' : 'not-attachable', rules: ['704.5p'] };
  }

  if (kind === 'aura') {
    if (to === null) return { kind: 'illegal', reason: 'not-attached', rules: ['704.5m'] };
    if (to === attachment.id) return { kind: 'illegal', reason: 'itself', rules: ['303.4d'] };
    if (isCreature) return { kind: 'illegal', reason: 'aura-is-creature', rules: ['303.4d'] };
    if (player) {
      if (player.lost !== null) return { kind: 'illegal', reason: 'player-left', rules: ['303.4c'] };
    } else if (!targetObj || !target) {
      return { kind: 'illegal', reason: 'object-gone', rules: ['303.4c'] };
    }
    // 702.5a/c: every enchant ability restricts what it can enchant; without one nothing restricts it.
    for (const param of enchantParams(self.keywords)) {
      const e = parseEnchant(param);
      if (e === null) return { kind: 'unknown', why: { reason: 'enchant-quality', text: `enchant ${param}` }, rules: ['702.5a'] };
      if (e.kind === 'player') {
        if (!player) return { kind: 'illegal', reason: `enchant ${param}`, rules: ['303.4c', '702.5d'] };
        if (e.opponentOnly && player.id === self.controller) return { kind: 'illegal', reason: `enchant ${param}`, rules: ['303.4c'] };
        continue;
      }
      if (!targetObj || !target) return { kind: 'illegal', reason: `enchant ${param}`, rules: ['303.4c', '702.5d'] };
      if (targetObj.zone !== 'battlefield') return { kind: 'illegal', reason: `enchant ${param}`, rules: ['303.4c'] };
      if (e.types !== 'any' && !e.types.some((t) => target.types.includes(t))) return { kind: 'illegal', reason: `enchant ${param}`, rules: ['303.4c'] };
      if (e.subtypes && !e.subtypes.some((st) => target.subtypes.some((x) => x.toLowerCase() === st))) {
        return { kind: 'illegal', reason: `enchant ${param}`, rules: ['303.4c'] };
      }
      if (e.controller === 'you' && target.controller !== self.controller) return { kind: 'illegal', reason: `enchant ${param}`, rules: ['303.4c'] };
      if (e.controller === 'opponent' && target.controller === self.controller) return { kind: 'illegal', reason: `enchant ${param}`, rules: ['303.4c'] };
    }
    if (target && targetObj?.zone === 'battlefield') return protectionLegality(target, self, '702.16c');
    return LEGAL;
  }

  // Equipment (301.5) and Fortification (301.6).
  if (to === null) return LEGAL;
  const needs = kind === 'equipment' ? 'Creature' : 'Land';
  const rule = kind === 'equipment' ? '301.5c' : '301.6';
  if (player) return { kind: 'illegal', reason: 'attached-to-player', rules: ['704.5n'] };
  if (!targetObj || !target || targetObj.zone !== 'battlefield') return { kind: 'illegal', reason: 'object-gone', rules: [rule] };
  if (to === attachment.id) return { kind: 'illegal', reason: 'itself', rules: [rule] };
  if (isCreature) {
    if (hasReconfigure(self)) {
      return { kind: 'unknown', why: { reason: 'reconfigure' }, rules: ['702.151b'] };
    }
    return { kind: 'illegal', reason: 'attachment-is-creature', rules: [rule, '704.5p'] };
  }
  if (!target.types.includes(needs)) return { kind: 'illegal', reason: `not-a-${needs.toLowerCase()}`, rules: [kind === 'equipment' ? '301.5' : '301.6'] };
  return protectionLegality(target, self, '702.16d');
}
