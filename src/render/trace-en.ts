/** The English template of every trace key (combat, stack, hand, gaps and keywords add theirs). */
import type { Fmt, Template } from './trace-format.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import { GAPS_EN } from './trace-gaps.ts';
import { unmodelledWhat } from './unmodelled.ts';
import { HAND_EN } from './trace-hand.ts';
import { KEYWORDS_EN } from './trace-keywords.ts';
import { COMBAT_EN } from './trace-combat.ts';
import { OTHER_REPLACEMENT_EN } from './trace-replacement.ts';
import { STACK_EN } from './trace-stack.ts';
import { LEFT_EN } from './trace-left.ts';

/** "Layer 7c (613.4c), P/T changes" */
const layerEn = (f: Fmt): string => `Layer ${f.layer()}${f.cite}${f.layerName() ? `, ${f.layerName()}` : ''}`;
const changeEn = (f: Fmt): string => {
  const c = f.changed();
  return c ? `: ${c.before} → ${c.after}` : '';
};

export const TRACE_EN: Record<TraceKey, Template> = {
  'layer.applied': (f) => `${layerEn(f)}: ${f.effectText()}${f.ts()} applies to ${f.who('object')}'s ${f.characteristic()}${changeEn(f)}.`,
  'layer.cda': (f) =>
    `${layerEn(f)}: ${f.effectText()} is a characteristic-defining ability, so it applies before other effects in its layer: ${f.who('object')}'s ${f.characteristic()}${changeEn(f)}.`,
  'layer.counters': (f) => `${layerEn(f)}: counters on ${f.who('object')} (${f.v('effect')}) change its power and toughness like any other +N/+N effect${changeEn(f)}.`,
  'layer.keyword-counter': (f) => `${layerEn(f)}: ${f.who('object')} has ${f.v('effect')}; a keyword counter gives the permanent that keyword${changeEn(f)}.`,
  'layer.switch': (f) =>
    `${layerEn(f)}: ${f.effectText()}${f.ts()} switches ${f.who('object')}'s power and toughness; switching comes after every other P/T effect${changeEn(f)}.`,
  'layer.cant-have': (f) => `${layerEn(f)}: ${f.effectText()}${f.ts()}: ${f.who('object')} can't have these abilities, so nothing can give them to it${changeEn(f)}.`,
  'layer.dependency': (f) =>
    `${layerEn(f)}: ${f.effectText()} depends on ${f.v('dependsOn')} (applying that changes what this one does or applies to), so it waits and applies after it, whatever the timestamps.`,
  'layer.dependency-loop': (f) => `${layerEn(f)}: ${f.v('effects')} depend on each other in a loop, so the dependencies are ignored and they apply in timestamp order.`,
  'layer.ability-removed': (f) =>
    `${layerEn(f)}: ${f.effectText()} from ${f.who('object')} does not apply: the ability that generates it was removed before the effect began to apply.`,
  'layer.continues': (f) =>
    `${layerEn(f)}: ${f.effectText()} keeps applying to ${f.who('object')}: it had already begun to apply in an earlier layer when its ability was removed.`,
  'layer.condition-unmet': (f) => `${layerEn(f)}: ${f.effectText()} does not apply now: its "as long as" condition isn't met.`,
  'layer.breakdown': (f) => `${f.citeLead}${f.who('object')}: its characteristics, worked out layer by layer from its printed values.`,
  'layer.result': (f) =>
    `${f.citeLead}Result: ${f.who('object')} is ${[f.objectPt(), f.objectColors('colors'), f.typesText(String(f.p.types ?? ''))].filter(Boolean).join(' ')}; abilities: ${f.abilitiesText(String(f.p.abilities ?? ''))}; controlled by ${f.player('controller')}.`,

  'effect.created': (f) =>
    `${f.citeLead}A continuous effect begins: ${f.createdEffectEn()}, timestamp ${f.v('timestamp')}${f.has('affects') ? `; it affects ${f.v('affects')}, and that set won't change` : ''}${f.has('duration') ? ` (${f.reason('duration')})` : ''}${f.has('counts') ? `; counted now: ${f.v('counts')}` : ''}.`,
  'effect.ended': (f) => `${f.citeLead}${f.has('text') ? `“${f.v('text')}”` : f.effectText()} ends${f.has('reason') ? `: ${f.reason('reason')}` : ''}.`,
  'effect.new-timestamp': (f) => `${f.citeLead}${f.who('object')} becomes attached and gets a new timestamp (${f.v('timestamp')}), so its effects now apply after older ones.`,

  'event.damage': (f) =>
    `${f.citeLead}${f.has('source') ? f.who('source') : 'A source'} deals ${f.v('amount')}${f.bool('combat') ? ' combat' : ''} damage to ${f.who('target')}${f.bool('deathtouch') ? ' (the source has deathtouch)' : ''}.`,
  'event.damage-marked': (f) => `${f.citeLead}Damage dealt to a creature stays marked on it: ${f.who('object')} now has ${f.v('total')} damage marked.`,
  'event.damage-prevented': (f) =>
    `${f.citeLead}${f.v('amount')} damage from ${f.who('source')} to ${f.who('target')} is prevented: ${f.who('target')} has protection from ${f.v('quality')}.`,
  'event.life': (f) => {
    const n = f.n('amount');
    return `${f.citeLead}${f.player('player')} ${n >= 0 ? 'gains' : 'loses'} ${Math.abs(n)} life: ${f.v('before')} → ${f.v('after')}.`;
  },
  'event.counters': (f) => {
    const n = f.n('amount');
    const c = f.counters(Math.abs(n), f.v('counter'));
    return `${f.citeLead}${n >= 0 ? `${c} put on` : `${c} removed from`} ${f.who('target')}: ${f.v('before')} → ${f.v('after')}.`;
  },
  'event.tapped': (f) => `${f.citeLead}${f.who('object')} becomes tapped.`,
  'event.untapped': (f) => `${f.citeLead}${f.who('object')} becomes untapped.`,
  'event.attached': (f) => `${f.citeLead}${f.who('object')} becomes attached to ${f.who('to')}.`,
  'event.unattached': (f) => `${f.citeLead}${f.who('object')} becomes unattached${f.has('from') ? ` from ${f.who('from')}` : ''}.`,
  'event.created': (f) =>
    `${f.citeLead}${f.who('object')}${f.bool('token') && !/\btoken\b/i.test(f.who('object')) ? ' (a token)' : ''} is put onto ${f.zone('zone')} under ${f.player('controller')}'s control; it is a new object with a new timestamp.`,
  'event.no-effect': (f) => `${f.citeLead}Nothing happens to ${f.who('object')}${f.has('reason') ? `: ${f.reason('reason')}` : ''}.`,

  'action.destroy': (f) =>
    f.bool('replaced')
      ? `${f.citeLead}${f.who('object')} is destroyed: it would be put into its owner's graveyard, but a replacement effect changes that (below).`
      : `${f.citeLead}${f.who('object')} is destroyed: it is put into its owner's graveyard.`,
  'action.sacrifice': (f) =>
    `${f.citeLead}${f.who('object')} is sacrificed: it ${f.bool('replaced') ? "would be put into its owner's graveyard (a replacement effect changes that, below)" : "is put into its owner's graveyard"}${f.bool('indestructible') ? ' (sacrificing is not destroying, so indestructible does not help)' : ''}.`,
  'action.exile': (f) => `${f.citeLead}${f.who('object')} is exiled${f.has('from') ? ` from ${f.zone('from')}` : ''}.`,
  'action.return-to-hand': (f) => `${f.citeLead}${f.who('object')} is returned to its owner's hand.`,
  'action.move': (f) =>
    `${f.citeLead}${f.who('object')} is put ${f.p.to === 'battlefield' ? 'onto' : 'into'} ${f.zone('to')}${f.p.from === 'battlefield' && f.p.to === 'graveyard' ? ' from the battlefield: it dies' : ''}.`,

  'zone.moved': (f) => {
    const owned = f.has('owner') && (f.p.to === 'graveyard' || f.p.to === 'hand' || f.p.to === 'library');
    return `${f.citeLead}${f.who('object')} moves from ${f.zone('from')} to ${owned ? `${f.player('owner')}'s ${String(f.p.to)}` : f.zone('to')}.`;
  },
  'zone.new-object': (f) =>
    `${f.citeLead}After changing zones it is a new object with no memory of its previous existence${f.has('lost') ? `; ${f.reasons('lost')} ${Array.isArray(f.p.lost) && f.p.lost.length === 1 && f.p.lost[0] !== 'counters' ? 'is' : 'are'} gone` : ''}.`,
  'zone.effect-lost': (f) => `${f.citeLead}“${f.has('text') ? f.v('text') : f.v('effect')}” no longer applies: it applied to ${f.who('object')}, which is now a new object.`,
  'zone.until-returns': (f) => `${f.citeLead}${f.who('source')} has left the battlefield, so ${f.who('object')}, exiled until it did, returns to the battlefield under its owner's control.`,
  'zone.effect-follows': (f) =>
    `${f.citeLead}“${f.has('text') ? f.v('text') : f.v('effect')}” applied to ${f.who('object')} as a permanent spell, so it follows it onto the battlefield.`,
  'zone.follows': (f) => `${f.citeLead}${f.who('reference')} has become a new object (${f.who('object')} ${f.p.zone === 'battlefield' ? 'on' : 'in'} ${f.zone('zone')}); the action applies to that object.`,

  'indestructible.survives': (f) => `${f.citeLead}${f.who('object')} has indestructible, so it isn't destroyed${f.has('reason') ? ` by ${f.reason('reason')}` : ''}.`,

  'ascend.blessing': (f) => `${f.citeLead}${f.player('player')} controls ten or more permanents, one of them with ascend, and gets the city's blessing for the rest of the game.`,
  'sba.check': (f) => `${f.citeLead}State-based actions are checked${f.has('round') ? ` (round ${f.v('round')})` : ''}: all that apply happen at the same time, then they are checked again.`,
  'sba.zero-life': (f) => `${f.citeLead}${f.player('player')} has ${f.v('life')} life (0 or less) and loses the game.`,
  'sba.poison': (f) => `${f.citeLead}${f.player('player')} has ${f.v('poison')} poison counters (ten or more) and loses the game.`,
  'sba.token-ceases': (f) => `${f.citeLead}${f.who('object')} is a token in ${f.zone('zone')}, not on the battlefield, so it ceases to exist.`,
  'sba.copy-ceases': (f) => `${f.citeLead}${f.who('object')} is a copy in ${f.zone('zone')}, where a copy can't exist, so it ceases to exist.`,
  'sba.zero-toughness': (f) =>
    `${f.citeLead}${f.who('object')} has toughness ${f.v('toughness')} (0 or less), so it is put into its owner's graveyard. This isn't destruction: indestructible doesn't save it.`,
  'sba.lethal-damage': (f) =>
    `${f.citeLead}${f.who('object')} has ${f.v('damage')} damage marked and toughness ${f.v('toughness')}: that is lethal damage, so it is destroyed.`,
  'sba.deathtouch': (f) => `${f.citeLead}${f.who('object')} was dealt damage by a source with deathtouch, so it is destroyed, whatever its toughness.`,
  'sba.zero-loyalty': (f) => `${f.citeLead}${f.who('object')} has ${f.v('loyalty')} loyalty, so it is put into its owner's graveyard.`,
  'sba.legend-rule': (f) =>
    `${f.citeLead}Legend rule: ${f.player('controller')} controls more than one legendary permanent named ${f.v('name')}. That player chooses one to keep; ${f.p.policy === 'chosen' ? 'as told, ' : 'by default the newest is kept ('}${f.who('kept')}${f.p.policy === 'chosen' ? ' is kept' : ')'}, and the rest (${f.v('removed')}) go to their owners' graveyards.`,
  'sba.legend-apart': (f) =>
    `${f.citeLead}Legendary permanents named ${f.v('name')} (${f.v('objects')}) are each controlled by a different player: the legend rule only applies to two or more that one player controls, so none of them is put into the graveyard.`,
  'sba.legend-names-differ': (f) =>
    `${f.citeLead}${f.player('controller')} controls legendary permanents (${f.v('objects')}) that each have a different name: the legend rule only applies to two or more with the same name, so none of them is put into the graveyard.`,
  'sba.aura-illegal': (f) =>
    `${f.citeLead}${f.who('object')} is an Aura ${f.has('attachedTo') ? `attached to ${f.who('attachedTo')}` : 'attached to nothing'}${f.has('reason') ? ` (${f.reason('reason')})` : ''}, which is not legal, so it is put into its owner's graveyard.`,
  'sba.bestow-ends': (f) =>
    `${f.citeLead}${f.who('object')} is a bestowed Aura ${f.has('attachedTo') && f.p.attachedTo !== '-' ? `attached to ${f.who('attachedTo')}` : 'attached to nothing'}${f.has('reason') ? ` (${f.reason('reason')})` : ''}: instead of going to the graveyard, it becomes unattached and stops being bestowed, so it stays on the battlefield as a creature.`,
  'sba.equipment-unattached': (f) =>
    `${f.citeLead}${f.who('object')} can't stay attached to ${f.who('attachedTo')}${f.has('reason') ? ` (${f.reason('reason')})` : ''}, so it becomes unattached and stays on the battlefield.`,
  'sba.attached-unattached': (f) =>
    `${f.citeLead}${f.who('object')} can't be attached to anything${f.has('reason') ? ` (${f.reason('reason')})` : ''}, so it becomes unattached from ${f.who('attachedTo')} and stays on the battlefield.`,
  'sba.counters-cancel': (f) => `${f.citeLead}${f.who('object')} has both +1/+1 and -1/-1 counters, so ${f.v('removed')} of each are removed.`,
  'sba.zero-defense': (f) => `${f.citeLead}${f.who('object')} is a battle with defense 0, so it is put into its owner's graveyard.`,
  'sba.role': (f) => `${f.citeLead}A permanent can have only one Role from the same player: ${f.who('object')} goes to the graveyard and the newest, ${f.who('kept')}, stays.`,

  'cleanup.damage-removed': (f) => `${f.citeLead}Cleanup step: damage marked on permanents is removed${f.has('objects') ? ` (${f.v('objects')})` : ''}.`,
  'cleanup.effects-ended': (f) => `${f.citeLead}Cleanup step: “until end of turn” effects end${f.has('effects') ? ` (${f.v('effects')})` : ''}.`,

  'game.over': (f) =>
    `${f.citeLead}The game is over: ${f.bool('draw') ? 'it is a draw' : f.has('winner') ? `${f.player('winner')} wins` : 'no player remains'}. The remaining actions are not performed.`,
  'bound.exceeded': (f) => `${f.citeLead}Stopped: this scenario needs more ${f.reason('bound')} than the limit of ${f.v('limit')}${f.has('count') ? ` (it reached ${f.v('count')})` : ''}.`,
  'bound.work': (f) =>
    `${f.citeLead}Stopped: working this scenario out needs more than ${f.v('limit')} units of work (effects applied to objects and dependency checks in the layer system), the engine's bound on how long an answer may take. Try fewer objects, continuous effects or actions.`,
  'loop.detected': (f) => `${f.citeLead}Stopped: a loop was detected (${f.v('what')}${f.has('repeats') ? `, repeated ${f.v('repeats')} times` : ''}); it would never end.`,
  'error.bad-reference': (f) => `${f.citeLead}There is no ${f.has('what') ? f.v('what') : 'object or player'} “${f.v('reference')}”.`,
  'error.illegal-action': (f) =>
    `${f.citeLead}${f.has('action') ? `Action ${f.v('action')}` : 'This action'} can't be performed${f.has('reason') ? `: ${f.reason('reason')}` : ''}${f.has('rule') ? ` (see ${f.v('rule')})` : ''}.`,
  'error.unmodelled': (f) =>
    `${f.citeLead}Stopped rather than guess: the answer depends on ${unmodelledWhat(f)}, which the engine does not model${f.has('rule') ? ` (see ${f.v('rule')})` : ''}.`,
  'unmodelled.text': (f) =>
    `${f.citeLead}Not modelled: ${f.who('object')} has rules text the engine does not model (“${f.v('text')}”); an answer is given only if that text can't change it.`,
  ...GAPS_EN,
  // Unseen cards drawn from a library nobody described (engine/hand.ts): src/render/trace-hand.ts.
  ...HAND_EN,
  // A keyword checked that didn't forbid (engine/keywords/note.ts): src/render/trace-keywords.ts.
  ...KEYWORDS_EN,
  // Combat, damage, replacement and fight (issue 4): src/render/trace-combat.ts.
  ...COMBAT_EN,
  // Casting, the stack, targets and triggered abilities (issue 5): src/render/trace-stack.ts.
  ...STACK_EN,
  ...OTHER_REPLACEMENT_EN,
  // A permanent-only act on a card that left the battlefield (400.7): src/render/trace-left.ts.
  ...LEFT_EN,
};
