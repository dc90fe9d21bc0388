/**
 * English and Japanese templates for the casting, stack, target, counter and trigger trace keys
 * (issue 5). Spread into the EN and JA tables of trace.ts like trace-combat.ts, so every key in
 * TRACE_KEYS has a template in both languages.
 */
import type { TraceKey } from '../engine/trace-keys.ts';
import type { Template } from './trace-format.ts';
import { STEP_JA, targetKindJa, targetWordJa } from './locales/ja-stack.ts';
import { ALT_EN, ALT_JA } from './trace-alt.ts';
import { RESOLVE_EN, RESOLVE_JA } from './trace-resolve.ts';
import { detailEn, detailJa, engineDetailJa, instr, kind, permission, quotedList, timingDetail, triggerOrder, why, whyActivation } from './trace-stack-words.ts';

export type StackKey = Extract<
  TraceKey,
  | `cast.${string}`
  | `activate.${string}`
  | `stack.${string}`
  | `target.${string}`
  | `counter.${string}`
  | `trigger.${string}`
  | 'turn.step'
  | 'turn.begins'
  | 'turn.untap-others'
  | 'turn.mana-emptied'
  | 'turn.attacks-forgotten'
  | 'restriction.added'
  | 'event.drew'
  | `alt.${string}`
  | `face.${string}`
  | `land.${string}`
  | `resolve.${string}`
  | 'effect.never-starts'
>;



export const STACK_EN: Record<StackKey, Template> = {
  'cast.proposed': (f) => `${f.citeLead}${f.player('player')} begins to cast ${f.who('spell')}${f.has('permission') ? ` (allowed at this time by ${permission(f)})` : ''}: it moves from ${f.zone('from')} to the stack.`,
  'cast.targets': (f) => `${f.citeLead}Targets for “${f.v('word')}” of ${f.who('spell')}: ${f.whos('targets')}${f.bool('shared') ? ' (an object may be chosen again for a different “target” word)' : ''}.`,
  'cast.cost': (f) =>
    `${f.citeLead}The total cost of ${f.who('spell')} is locked in: ${f.v('total')}${f.has('alternative') ? ` (the alternative cost: ${f.v('alternative')})` : ''}${f.has('additional') ? ` (with the additional ${f.v('additional')})` : ''}${f.has('x') ? ` (X = ${f.v('x')})` : ''}${f.has('sacrificed') ? `, plus sacrificing ${f.v('sacrificed')}` : ''}${f.has('reductions') ? ` (changed by ${f.v('reductions')})` : ''}. ${f.bool('unpaid') ? 'It can’t be paid with the mana available.' : f.bool('simulated') ? 'It is then paid; later changes to the cost have no effect.' : 'It is then paid (mana payment itself is not simulated).'}`,
  'cast.announced': (f) =>
    `${f.citeLead}While casting ${f.who('spell')} the choices are announced:${f.has('modes') ? ` modes ${quotedList(f)};` : ''}${f.bool('kicked') ? (Number(f.p.kicks) > 1 ? ` the multikicker cost will be paid ${f.v('kicks')} times (kicked ${f.v('kicks')} times);` : ' the kicker cost will be paid (kicked);') : ''}${f.has('alternative') ? ` the alternative cost ${f.v('alternative')};` : ''}${f.has('x') ? ` X = ${f.v('x')}${f.bool('xDefault') ? ' (not given: assumed 0)' : ''};` : ''} they are fixed from now on.`,
  'cast.may-begin': (f) =>
    `${f.citeLead}“${f.v('restriction')}” could stop ${f.who('spell')}, but a choice still to be made while casting it may change that, so ${f.player('player')} may begin to cast it; the spell is checked again once the choices are made.`,
  'cast.mana-ability': (f) => `${f.citeLead}${f.player('player')} activates the mana ability “${f.v('ability')}” of ${f.who('source')} while paying: it doesn't use the stack and adds ${f.bool('untold') ? `one mana of a type the question didn't tell (counted as ${f.v('adds')}: only generic mana could take it)` : f.v('adds')} to the mana pool.`,
  'cast.divided': (f) => `${f.citeLead}${f.player('player')} announces how ${f.who('spell')} divides its ${f.v('total')}: ${f.has('division') ? f.v('division') : 'all to its one target'} (each target at least 1).`,
  'cast.paid': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('paid')} for ${f.who('spell')} from the mana pool; left in the pool: ${f.v('left')}.`,
  'cast.convoke': (f) => `${f.citeLead}${f.player('player')} taps ${f.whos('creatures')} to convoke ${f.who('spell')}: each pays one mana of its total cost (a colored one of its color, or a generic one); left to pay with mana: ${f.v('rest')}.`,
  'cast.exile-cost': (f) => `${f.citeLead}${f.player('player')} exiles ${f.who('card')} from their hand to pay the alternative cost of ${f.who('spell')}.`,
  'cast.improvise': (f) => `${f.citeLead}${f.player('player')} taps ${f.whos('artifacts')} to improvise ${f.who('spell')}: each pays one generic mana of its total cost; left to pay with mana: ${f.v('rest')}.`,
  'cast.pay-life': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('amount')} life as ${f.bool('alternative') ? 'part of the alternative cost' : 'an additional cost'} of ${f.who('spell')} (paying life is losing it).`,
  'cast.pay-phyrexian': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('amount')} life for ${f.p.symbols === 1 ? 'one Phyrexian mana symbol' : `${f.v('symbols')} Phyrexian mana symbols`} of ${f.who('spell')}, 2 life each instead of mana (paying life is losing it).`,
  'cast.cast': (f) => `${f.citeLead}${f.player('player')} has cast ${f.who('spell')}; abilities that trigger on casting trigger now.`,
  'cast.rewound': (f) => `${f.citeLead}${f.player('player')} can't cast ${f.who('spell')}: ${why(f)}${f.has('detail') ? ` (${timingDetail(f) ?? detailEn(f)})` : ''}. The game returns to the moment before it was proposed; nothing happens.`,
  'activate.activated': (f) => `${f.citeLead}${f.player('player')} activates ${f.who('source')}'s ability “${f.v('ability')}”; it goes on the stack.`,
  'activate.mana': (f) => `${f.citeLead}${f.player('player')} activates the mana ability “${f.v('ability')}” of ${f.who('source')}; it resolves immediately and doesn't use the stack${f.has('adds') ? `: ${f.v('adds')} is added to the mana pool (now ${f.v('pool')})` : ' (mana itself is not tracked)'}.`,
  'activate.modes': (f) => `${f.citeLead}As ${f.player('player')} activates “${f.v('ability')}” (${f.who('source')}), they choose the mode ${quotedList(f)}; only those modes' targets are chosen and only their instructions are followed (700.2c).`,
  'activate.loyalty-cost': (f) => {
    const n = Number(f.v('amount'));
    const counters = `${Math.abs(n)} loyalty counter${Math.abs(n) === 1 ? '' : 's'}`;
    const what = n > 0 ? `${counters} ${Math.abs(n) === 1 ? 'is' : 'are'} put on ${f.who('source')}` : n < 0 ? `${counters} ${Math.abs(n) === 1 ? 'is' : 'are'} removed from ${f.who('source')}` : `no loyalty counter is put on or removed from ${f.who('source')}`;
    return `${f.citeLead}As the cost of its loyalty ability, ${what} (its loyalty is now ${f.v('loyalty')}).`;
  },
  'activate.pay-counters': (f) =>
    `${f.citeLead}To activate an ability of ${f.who('source')}, ${f.player('player')} ${f.p.remove === true ? 'removes' : 'puts'} ${f.v('amount')} ${f.v('counter')} counter${f.p.amount === 1 ? '' : 's'} ${f.p.remove === true ? 'from' : 'on'} it as part of the cost.`,
  'activate.pay-life': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('amount')} life to activate an ability of ${f.who('source')} (paying life is losing it).`,
  'activate.tap-cost': (f) => `${f.citeLead}${f.player('player')} taps ${f.whos('objects')} to pay the cost of ${f.who('source')}'s ability.`,
  'activate.crew': (f) => `${f.citeLead}${f.player('player')} taps ${f.whos('creatures')} to crew ${f.who('source')}: their total power is ${f.v('power')}, at least the ${f.v('amount')} its crew ability needs.`,
  'activate.rewound': (f) => `${f.citeLead}${f.player('player')} can't activate “${f.v('ability')}” of ${f.who('source')}: ${whyActivation(f)}${f.has('detail') ? ` (${timingDetail(f) ?? detailEn(f)})` : ''}. The activation is reversed.`,
  'stack.put': (f) => `${f.citeLead}${f.who('item')} (${kind(f)}, controlled by ${f.player('controller')}) is put on top of the stack (${f.v('depth')} on the stack).`,
  'stack.storm-count': (f) => `${f.citeLead}Storm: ${f.v('count')} other spell${f.p.count === 1 ? ' was' : 's were'} cast before ${f.who('spell')} this turn, so it is copied ${f.p.count === 1 ? 'once' : `${f.v('count')} times`}. The copies keep its targets (new ones may be chosen).`,
  'stack.copy': (f) => `${f.citeLead}${f.player('player')} puts a copy of ${f.who('spell')} on the stack. A copy is not cast.`,
  'stack.pass': (f) => `${f.citeLead}${f.player('player')} passes priority (${f.v('passes')} of ${f.v('players')} in succession).`,
  // (Whether it does resolve is said later: one whose targets are all illegal doesn't, 608.2b.)
  'stack.all-passed': (f) => `${f.citeLead}All players pass in succession: ${f.who('item')}, on top of the stack, is the next to resolve.`,
  'stack.empty-pass': (f) => `${f.citeLead}All players pass with the stack empty: the step or phase ends.`,
  'stack.resolves': (f) => `${f.citeLead}${f.who('item')} starts to resolve.`,
  'stack.fizzles': (f) => `${f.citeLead}All of ${f.who('item')}'s targets are illegal: it doesn't resolve after all, and none of its effects happen. It is removed from the stack (it is not countered).`,
  'stack.permanent-enters': (f) => `${f.citeLead}${f.who('item')} is a permanent spell: it resolves by entering the battlefield under ${f.player('controller')}'s control.`,
  'stack.leaves': (f) =>
    f.p.to === 'graveyard'
      ? `${f.citeLead}${f.who('item')} has resolved: as the last step of its resolution it is put into its owner's graveyard.`
      : f.p.resolved === false
        ? `${f.citeLead}${f.who('item')} leaves the stack without resolving and ceases to exist.`
        : `${f.citeLead}${f.who('item')} has resolved: it leaves the stack and ceases to exist.`,
  'stack.instead-if': (f) =>
    `${f.citeLead}As ${f.who('item')} follows “${f.v('text')}”, its condition is checked now: ${f.bool('holds') ? 'it is true, so that instruction replaces the one before it' : 'it is false, so the instruction before it is followed as written'}.`,
  'stack.instead-if-moot': (f) => `${f.citeLead}Whether the condition of “${f.v('text')}” holds doesn't matter for ${f.who('item')}: its target meets both instructions' conditions or neither, so either instruction does the same.`,
  'stack.effect-skipped': (f) => `${f.citeLead}“${f.v('effect')}” of ${f.who('item')} does nothing to ${f.who('object')}: ${why(f)}.`,
  'stack.priority': (f) => `${f.citeLead}${f.player('player')} receives priority.`,
  'target.illegal': (f) => `${f.citeLead}${f.who('target')} is no longer a legal target of ${f.who('item')} (${why(f)}); it is not affected.`,
  'counter.countered': (f) => `${f.citeLead}${f.who('item')} is countered by ${f.who('by')}: it leaves the stack without resolving${f.has('owner') ? `; a spell goes to its owner's (${f.player('owner')}) graveyard` : ''}. Costs paid for it are not refunded.`,
  'counter.cant': (f) => `${f.citeLead}${f.who('item')} can't be countered: ${f.who('by')} doesn't counter it (“can't” beats “can”).`,
  'counter.paid': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('cost')}: ${f.who('item')} is not countered by ${f.who('by')}.`,
  'trigger.triggers': (f) =>
    `${f.citeLead}${f.who('source')}'s ability “${f.v('ability')}” triggers (${f.cause('cause')}), controlled by ${f.player('controller')}${f.bool('lookBack') ? '; it looks back in time at the game before the event' : ''}. It goes on the stack the next time a player would receive priority.`,
  'trigger.condition-false': (f) =>
    f.p.stage === 'resolution'
      ? `${f.citeLead}On resolution the “if” condition of “${f.v('ability')}” (${f.who('source')}) is false: it does nothing.`
      : `${f.citeLead}The “if” condition of “${f.v('ability')}” (${f.who('source')}) is false when its event happens: it doesn't trigger.`,
  'trigger.additional': (f) =>
    `${f.citeLead}${f.who('by')}'s ability “${f.v('text')}” applies: ${f.who('source')}'s ability “${f.v('ability')}” triggers ${f.p.count === 1 ? 'an additional time' : `${f.v('count')} additional times`}.`,
  'trigger.not-dies': (f) =>
    `${f.citeLead}${f.who('source')} went to ${f.zone('to')}, not to a graveyard${f.p.event === 'dies' ? ', so it did not die' : ''}: its ability “${f.v('ability')}” doesn't trigger.`,
  'trigger.order': (f) =>
    `${f.citeLead}Triggered abilities are put on the stack in APNAP order: the active player's first, then the other player's, so the active player's resolve last. A player puts their own in the order they choose (${f.p.policy === 'chosen' ? 'as the question says' : "the question doesn't say, so they are shown in the order told"}). Put on the stack first to last (the last one put there resolves first): ${triggerOrder(f)}.`,
  'trigger.no-targets': (f) => `${f.citeLead}“${f.v('ability')}” (${f.who('source')}) has no legal target for “${f.v('word')}”: it is removed from the stack.`,
  'trigger.only-target': (f) => `${f.citeLead}“${f.v('ability')}” (${f.who('source')}) must target a legal “${f.v('word')}”, and ${f.who('target')} is the only one: it targets ${f.who('target')}.`,
  'trigger.which-target': (f) =>
    `${f.citeLead}Stopped rather than guess: “${f.v('ability')}” (${f.who('source')}) must target a legal “${f.v('word')}” as it is put on the stack, its controller chooses which (603.3d, 601.2c), and the question doesn't say: it could be ${f.whos('options')}. Please say what it targets (for example “${f.who('source')}'s trigger targets …”).`,
  'trigger.modes': (f) =>
    `${f.citeLead}As “${f.v('ability')}” (${f.who('source')}) is put on the stack, its controller chooses the mode ${quotedList(f)}${f.bool('forced') ? ' (no other mode could be chosen: the others have no legal target)' : ''}.`,
  'trigger.no-mode': (f) => `${f.citeLead}No mode of “${f.v('ability')}” (${f.who('source')}) can be chosen (none has a legal target): it is removed from the stack.`,
  'trigger.delayed-created': (f) => `${f.citeLead}A delayed triggered ability is created: “${f.v('ability')}” (${f.player('controller')}). It triggers only once.`,
  'turn.step': (f) => `${f.citeLead}The ${f.v('step')} step begins (${f.player('player')} is the active player).`,
  'turn.begins': (f) => {
    const one = Array.isArray(f.p.ready) && f.p.ready.length === 1;
    const untapped = f.has('untapped') ? `; in the untap step ${f.v('untapped')} untap${Array.isArray(f.p.untapped) && f.p.untapped.length === 1 ? 's' : ''}` : '';
    const ready = f.has('ready') ? `; ${f.v('ready')} ${one ? 'has' : 'have'} been under ${f.player('player')}'s control continuously since the turn began, so ${one ? 'it is' : 'they are'} no longer summoning sick` : '';
    const kept = f.has('stayTapped') ? `; ${f.v('stayTapped')} ${Array.isArray(f.p.stayTapped) && f.p.stayTapped.length === 1 ? 'stays' : 'stay'} tapped (an ability keeps ${Array.isArray(f.p.stayTapped) && f.p.stayTapped.length === 1 ? 'it' : 'them'} from untapping in the untap step)` : '';
    return `${f.citeLead}${f.player('player')}'s turn begins: ${f.player('player')} is the active player${untapped}${kept}${ready}.`;
  },
  'turn.untap-others': (f) => `${f.citeLead}In that untap step ${f.who('source')}'s “${f.v('text')}” untaps ${f.player('player')}'s ${f.has('untapped') ? f.v('untapped') : 'permanents (none is tapped)'} too, at the same time as the active player's.`,
  'turn.mana-emptied': (f) => `${f.citeLead}As the ${f.v('step')} step ends, unspent mana empties from the mana pool of ${f.whos('players')}.`,
  'turn.attacks-forgotten': (f) => `${f.citeLead}The turn ends: the creatures attacked with this turn (${f.v('objects')}) are no longer “attacked with this turn”.`,
  'restriction.added': (f) => `${f.citeLead}A “can't” effect begins: “${f.v('text')}”.`,
  'event.drew': (f) => `${f.citeLead}${f.player('player')} draws a card (${f.who('object')}).`,
  ...ALT_EN,
  ...RESOLVE_EN,
};


export const STACK_JA: Record<StackKey, Template> = {
  'cast.proposed': (f) => `${f.citeLead}${f.player('player')} が ${f.who('spell')} を唱え始めます${f.has('permission') ? `（この時点で唱えられるのは${permission(f)}によります）` : ''}：${f.zone('from')}からスタックに移動します。`,
  'cast.targets': (f) => `${f.citeLead}${f.who('spell')} の「${targetWordJa(f.v('word'))}」の対象：${f.whos('targets')}${f.bool('shared') ? '（別の「対象」の語であれば同じものを再び選べます）' : ''}。`,
  'cast.cost': (f) =>
    `${f.citeLead}${f.who('spell')} の総コストが確定します：${f.v('total')}${f.has('alternative') ? `（代替コスト：${f.costName('alternative')}）` : ''}${f.has('additional') ? `（追加コスト：${f.costName('additional')}）` : ''}${f.has('x') ? `（X＝${f.v('x')}）` : ''}${f.has('sacrificed') ? `、および ${f.v('sacrificed')} の生け贄` : ''}${f.has('reductions') ? `（増減：${(Array.isArray(f.p.reductions) ? f.p.reductions : [f.v('reductions')]).map((r) => engineDetailJa(f, String(r))).join('、')}）` : ''}。${f.bool('unpaid') ? '利用できるマナでは支払えません。' : f.bool('simulated') ? 'その後支払われます。この後にコストを変える効果は影響しません。' : 'その後支払われます（マナの支払い自体はシミュレートしません）。'}`,
  'cast.announced': (f) =>
    `${f.citeLead}${f.who('spell')} を唱える際の選択を宣言します：${f.has('modes') ? `選んだモードは${quotedList(f)}；` : ''}${f.bool('kicked') ? (Number(f.p.kicks) > 1 ? `多重キッカー・コストを${f.v('kicks')}回支払う（${f.v('kicks')}回キッカーした）；` : 'キッカー・コストを支払う（キッカーした）；') : ''}${f.has('alternative') ? `代替コスト ${f.costName('alternative')}；` : ''}${f.has('x') ? `X＝${f.v('x')}${f.bool('xDefault') ? '（指定がないため0とみなします）' : ''}；` : ''}以後これらは変わりません。`,
  'cast.may-begin': (f) =>
    `${f.citeLead}${f.quotedText('restriction')}は ${f.who('spell')} を禁止しうるものの、唱える際にこれから行う選択によって変わりうるため、${f.player('player')} はそれを唱え始めることができます。選択の後で改めて確認されます。`,
  'cast.mana-ability': (f) => `${f.citeLead}${f.player('player')} は支払いの途中で ${f.who('source')} のマナ能力${f.abilityQuoted('ability')}を起動します：スタックを使わず、${f.bool('untold') ? `質問に種類の書かれていないマナ1点（${f.v('adds')}として数えます。支払えるのは不特定マナだけです）` : `${f.v('adds')} `}をマナ・プールに加えます。`,
  'cast.divided': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} の${f.v('total')}の割り振りを宣言します：${f.has('division') ? f.v('division') : 'すべてを1つの対象に'}（各対象に少なくとも1）。`,
  'cast.paid': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} のためにマナ・プールから ${f.v('paid')} を支払います。プールに残ったマナ：${f.v('left')}。`,
  'cast.convoke': (f) => `${f.citeLead}${f.player('player')} は ${f.whos('creatures')} をタップして ${f.who('spell')} を召集します：それぞれが総コストのうち1点（その色の色マナ1点か、不特定マナ1点）を支払います。マナで支払う残り：${f.v('rest')}。`,
  'cast.exile-cost': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} の代替コストとして手札から ${f.who('card')} を追放します。`,
  'cast.improvise': (f) => `${f.citeLead}${f.player('player')} は ${f.whos('artifacts')} をタップして ${f.who('spell')} に即席を使います：それぞれが総コストのうち不特定マナ1点を支払います。マナで支払う残り：${f.v('rest')}。`,
  'cast.pay-life': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} の${f.bool('alternative') ? '代替コストの一部' : '追加コスト'}として${f.v('amount')}点のライフを支払います（ライフを支払うことはそれを失うことです）。`,
  'cast.pay-phyrexian': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} のファイレクシア・マナ・シンボル${f.v('symbols')}個を、それぞれマナの代わりに2点のライフで支払います（合計${f.v('amount')}点。ライフを支払うことはそれを失うことです）。`,
  'cast.cast': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} を唱えました。唱えたときに誘発する能力はここで誘発します。`,
  'cast.rewound': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} を唱えられません：${why(f)}${f.has('detail') ? `（${timingDetail(f) ?? detailJa(f)}）` : ''}。ゲームは唱えることを宣言する直前まで巻き戻され、何も起こりません。`,
  'activate.activated': (f) => `${f.citeLead}${f.player('player')} が ${f.abilityOf(f.who('source'), f.v('ability'))}を起動し、スタックに置きます。`,
  'activate.mana': (f) => `${f.citeLead}${f.player('player')} が ${f.who('source')} のマナ能力${f.abilityQuoted('ability')}を起動します。スタックを使わずただちに解決します${f.has('adds') ? `：${f.v('adds')} がマナ・プールに加わります（現在 ${f.v('pool')}）` : '（マナ自体は追跡しません）'}。`,
  'activate.modes': (f) => `${f.citeLead}${f.player('player')} は${f.abilityQuoted('ability')}（${f.who('source')}）を起動する際、モード${quotedList(f)}を選びます。選んだモードの対象だけを選び、その指示だけを行います（700.2c）。`,
  'activate.loyalty-cost': (f) => `${f.citeLead}${f.player('player')} は忠誠度能力を起動するために ${f.who('source')} ${Number(f.v('amount')) > 0 ? `に忠誠カウンターを${f.v('amount')}個置きます` : Number(f.v('amount')) < 0 ? `から忠誠カウンターを${-Number(f.v('amount'))}個取り除きます` : 'の忠誠カウンターは増減しません'}（忠誠度は${f.v('loyalty')}になります）。`,
  'activate.pay-counters': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('source')} の能力を起動するコストとして、${f.v('counter')}カウンターを${f.v('amount')}個${f.p.remove === true ? '取り除きます' : '置きます'}。`,
  'activate.pay-life': (f) => `${f.citeLead}${f.player('player')} は ${f.who('source')} の能力を起動するために${f.v('amount')}点のライフを支払います（ライフを支払うことはそれを失うことです）。`,
  'activate.tap-cost': (f) => `${f.citeLead}${f.player('player')} は ${f.who('source')} の能力のコストとして ${f.whos('objects')} をタップします。`,
  'activate.crew': (f) => `${f.citeLead}${f.player('player')} は ${f.whos('creatures')} をタップして ${f.who('source')} に搭乗します：パワーの合計は${f.v('power')}で、搭乗に必要な${f.v('amount')}以上です。`,
  // (The ability's text is quoted only when it is Japanese: an English text is named as its ability.)
  'activate.rewound': (f) => `${f.citeLead}${f.player('player')} は ${f.who('source')} の${/[A-Za-z]{2,}/.test(f.v('ability')) ? '能力' : `${f.abilityQuoted('ability')}`}を起動できません：${whyActivation(f)}${f.has('detail') ? `（${timingDetail(f) ?? detailJa(f)}）` : ''}。起動は巻き戻されます。`,
  'stack.put': (f) => `${f.citeLead}${f.who('item')}（${kind(f)}、コントローラーは${f.player('controller')}）がスタックの一番上に置かれます（スタック上に${f.v('depth')}個）。`,
  'stack.storm-count': (f) => `${f.citeLead}ストーム：このターンに${f.who('spell')}より前に唱えられた呪文は${f.v('count')}つなので、それを${f.v('count')}回コピーします。コピーの対象は元の呪文と同じです（新しい対象を選ぶこともできます）。`,
  'stack.copy': (f) => `${f.citeLead}${f.player('player')} が ${f.who('spell')} のコピーをスタックに置きます。コピーは唱えられたものではありません。`,
  'stack.pass': (f) => `${f.citeLead}${f.player('player')} が優先権をパスします（連続して${f.v('players')}人中${f.v('passes')}人）。`,
  'stack.all-passed': (f) => `${f.citeLead}全プレイヤーが連続してパスしました：次に解決するのは、スタックの一番上にある${f.who('item')}です。`,
  'stack.empty-pass': (f) => `${f.citeLead}スタックが空の状態で全プレイヤーがパスしました：そのステップかフェイズが終わります。`,
  'stack.resolves': (f) => `${f.citeLead}${f.who('item')} の解決を始めます。`,
  'stack.fizzles': (f) => `${f.citeLead}${f.who('item')} の対象がすべて不適正です：結局解決されず、効果は一切発生しません。スタックから取り除かれます（打ち消されたのではありません）。`,
  'stack.permanent-enters': (f) => `${f.citeLead}${f.who('item')} はパーマネント呪文です：解決され、${f.player('controller')}のコントロール下で戦場に出ます。`,
  'stack.leaves': (f) =>
    f.p.to === 'graveyard'
      ? `${f.citeLead}${f.who('item')} の解決が終わりました：解決の最後の手順として、オーナーの墓地に置かれます。`
      : f.p.resolved === false
        ? `${f.citeLead}${f.who('item')} は解決されずにスタックを離れ、消滅します。`
        : `${f.citeLead}${f.who('item')} の解決が終わりました：スタックを離れ、消滅します。`,
  'stack.instead-if': (f) =>
    `${f.citeLead}${f.who('item')} の「代わりに」の指示の条件を、その指示の時点で確認します：${f.bool('holds') ? '満たされているので、その指示が前の指示の代わりに実行されます' : '満たされていないので、前の指示がそのまま実行されます'}。`,
  'stack.instead-if-moot': (f) => `${f.citeLead}${f.who('item')} の「代わりに」の指示の条件が満たされているかどうかは結果に影響しません：対象はどちらの指示の条件も満たすか、どちらも満たさないので、どちらの指示でも同じです。`,
  'stack.effect-skipped': (f) => `${f.citeLead}${f.who('item')} の「${instr(f)}」は ${f.who('object')} に何もしません：${why(f)}。`,
  'stack.priority': (f) => `${f.citeLead}${f.player('player')} が優先権を得ます。`,
  'target.illegal': (f) => `${f.citeLead}${f.who('target')} はもう ${f.who('item')} の適正な対象ではありません（${why(f)}）。影響を受けません。`,
  'counter.countered': (f) => `${f.citeLead}${f.who('item')} は ${f.who('by')} によって打ち消されます：解決せずにスタックを離れ${f.has('owner') ? `、呪文はオーナー（${f.player('owner')}）の墓地に置かれ` : ''}ます。支払ったコストは戻りません。`,
  'counter.cant': (f) => `${f.citeLead}${f.who('item')} は打ち消されません：${f.who('by')} はそれを打ち消せません（「できない」が「できる」に優先します）。`,
  'counter.paid': (f) => `${f.citeLead}${f.player('player')} が ${f.v('cost')} を支払いました：${f.who('item')} は ${f.who('by')} によって打ち消されません。`,
  'trigger.triggers': (f) =>
    `${f.citeLead}${f.abilityOf(f.who('source'), f.v('ability'))}が誘発します（きっかけ：${f.cause('cause')}）。コントローラーは${f.player('controller')}です${f.bool('lookBack') ? '。この能力は、出来事が起こる直前の状態を「さかのぼって」見ます' : ''}。次にプレイヤーが優先権を得るときにスタックに置かれます。`,
  'trigger.condition-false': (f) =>
    f.p.stage === 'resolution'
      ? `${f.citeLead}解決時に${f.abilityQuoted('ability')}（${f.who('source')}）の条件が満たされていません：何もしません。`
      : `${f.citeLead}出来事の時点で${f.abilityQuoted('ability')}（${f.who('source')}）の条件が満たされていません：誘発しません。`,
  'trigger.additional': (f) =>
    `${f.citeLead}${f.who('by')}の能力${f.abilityQuoted('text')}により、${f.abilityOf(f.who('source'), f.v('ability'))}が追加で${f.v('count')}回誘発します。`,
  'trigger.not-dies': (f) =>
    `${f.citeLead}${f.who('source')}は墓地ではなく${f.zone('to')}に置かれました${f.p.event === 'dies' ? '（死亡したのではありません）' : ''}。能力${f.abilityQuoted('ability')}は誘発しません。`,
  'trigger.order': (f) =>
    `${f.citeLead}誘発型能力はAPNAP順にスタックに置かれます：まずアクティブ・プレイヤーのもの、次にもう一方のプレイヤーのもので、アクティブ・プレイヤーのものが後に解決されます。同じプレイヤーの能力はそのプレイヤーが選んだ順に置かれます（${f.p.policy === 'chosen' ? '質問に書かれたとおり' : '指定がないので、書かれた順で示します'}）。スタックに置かれる順（最後に置かれたものが最初に解決されます）：${triggerOrder(f)}。`,
  'trigger.no-targets': (f) => `${f.citeLead}${f.abilityQuoted('ability')}（${f.who('source')}）には適正な対象（${targetKindJa(f.v('word'))}）がありません：スタックから取り除かれます。`,
  'trigger.only-target': (f) => `${f.citeLead}${f.abilityQuoted('ability')}（${f.who('source')}）は適正な対象（${targetKindJa(f.v('word'))}）を選ばなければならず、適正な対象は${f.who('target')}だけです：${f.who('target')}を対象にします。`,
  'trigger.which-target': (f) =>
    `${f.citeLead}推測で答えず中断しました：${f.abilityQuoted('ability')}（${f.who('source')}）はスタックに置かれる際に適正な対象（${targetKindJa(f.v('word'))}）を選ばなければならず、どれを選ぶかはコントローラーが決めます（603.3d、601.2c）。質問には書かれておらず、候補は${f.whos('options')}です。何を対象にしたか書いてください。`,
  'trigger.modes': (f) =>
    `${f.citeLead}${f.abilityQuoted('ability')}（${f.who('source')}）をスタックに置く際、コントローラーはモード${quotedList(f)}を選びます${f.bool('forced') ? '（他のモードには適正な対象がないため、これ以外は選べません）' : ''}。`,
  'trigger.no-mode': (f) => `${f.citeLead}${f.abilityQuoted('ability')}（${f.who('source')}）のどのモードも選べません（適正な対象がありません）：スタックから取り除かれます。`,
  'trigger.delayed-created': (f) => `${f.citeLead}遅延誘発型能力が作られます：${f.abilityQuoted('ability')}（${f.player('controller')}）。一度だけ誘発します。`,
  'turn.step': (f) => `${f.citeLead}${STEP_JA[String(f.p.step)] ?? f.v('step')}が始まります（アクティブ・プレイヤーは${f.player('player')}）。`,
  'turn.begins': (f) =>
    `${f.citeLead}${f.player('player')}のターンが始まります（アクティブ・プレイヤーは${f.player('player')}）${f.has('untapped') ? `。アンタップ・ステップに${f.v('untapped')}がアンタップします` : ''}${f.has('stayTapped') ? `。${f.v('stayTapped')}は能力によりアンタップ・ステップにアンタップせず、タップ状態のままです` : ''}${f.has('ready') ? `。${f.v('ready')}はターンの開始時から続けて${f.player('player')}のコントロール下にあるので、召喚酔いではなくなります` : ''}。`,
  'turn.untap-others': (f) => `${f.citeLead}そのアンタップ・ステップに、${f.who('source')}の${f.quotedText('text')}により${f.player('player')}の${f.has('untapped') ? f.v('untapped') : 'パーマネント（タップ状態のものはありません）'}もアクティブ・プレイヤーのものと同時にアンタップします。`,
  'turn.mana-emptied': (f) => `${f.citeLead}${STEP_JA[String(f.p.step)] ?? f.v('step')}の終わりに、${f.whos('players')}のマナ・プールから使われなかったマナが消えます。`,
  'turn.attacks-forgotten': (f) => `${f.citeLead}ターンが終わります：このターンに攻撃したクリーチャー（${f.v('objects')}）の記録は消えます。`,
  'restriction.added': (f) => `${f.citeLead}「できない」効果が始まります：${f.quotedText('text')}。`,
  'event.drew': (f) => `${f.citeLead}${f.player('player')} がカードを1枚引きます（${f.who('object')}）。`,
  ...ALT_JA,
  ...RESOLVE_JA,
};
