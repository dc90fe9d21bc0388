/**
 * English and Japanese templates for the choices and instructions made as a spell or ability
 * resolves (608.2c-608.2k), spread into the stack tables of trace-stack.ts.
 */
import type { Fmt, Template } from './trace-format.ts';
import type { StackKey } from './trace-stack.ts';
import { answer, instr, policy, stackWords as words } from './trace-stack-words.ts';

/** A P/T change as printed: +3, -2 (701.10c: a negative value doubled is lowered). */
const signed = (v: unknown): string => (typeof v !== 'number' ? '—' : v < 0 ? String(v) : `+${v}`);

/** The phase an effect adds phases after (500.8), in words. */
const PHASE_EN: Readonly<Record<string, string>> = { main1: 'precombat main phase', main2: 'postcombat main phase', combat: 'combat phase', upkeep: 'upkeep step', draw: 'draw step', end: 'end step', untap: 'untap step', cleanup: 'cleanup step' };
const PHASE_JA: Readonly<Record<string, string>> = { main1: '戦闘前メイン・フェイズ', main2: '戦闘後メイン・フェイズ', combat: '戦闘フェイズ', upkeep: 'アップキープ・ステップ', draw: 'ドロー・ステップ', end: '終了ステップ', untap: 'アンタップ・ステップ', cleanup: 'クリンナップ・ステップ' };

// Session 2 (H2): choices and instructions on resolution (608.2c-608.2k).
const FROM_EN: Record<string, string> = { x: 'X as announced', event: 'the amount of the event that triggered it', 'that-many': 'that many', 'mana-value': 'that card’s mana value', power: 'that creature’s power (last known)', count: 'counted from the permanents on the battlefield', counters: 'the number of counters on its source (last known once it has left the battlefield)', 'sacrificed-power': 'the sacrificed creature’s power (last known)', 'source-power': 'its source’s power (last known once it has left the battlefield)', 'source-toughness': 'its source’s toughness (last known once it has left the battlefield)', 'greatest-power': 'the greatest power among the permanents counted' };
const FROM_JA: Record<string, string> = { x: '唱えたときに決めたX', event: '誘発した出来事の量', 'that-many': 'その数', 'mana-value': 'そのカードのマナ総量', power: 'そのクリーチャーのパワー（最後の情報）', count: '戦場のパーマネントを数えた数', counters: 'その発生源の上のカウンターの数（戦場を離れていれば最後の情報）', 'sacrificed-power': '生け贄に捧げたクリーチャーのパワー（最後の情報）', 'source-power': 'その発生源のパワー（戦場を離れていれば最後の情報）', 'source-toughness': 'その発生源のタフネス（戦場を離れていれば最後の情報）', 'greatest-power': '数えたパーマネントの中で最も大きいパワー' };
/** The choice made while resolving: "may" (608.2d) said in Japanese as 「してもよい」; other choices quoted as rules text. */
const choiceName = (f: Fmt): string => {
  if (!f.has('choice')) return '';
  return words(f).choice(f.v('choice'));
};
export const RESOLVE_EN: Record<Extract<StackKey, `resolve.${string}` | 'effect.never-starts'>, Template> = {
  'resolve.all': (f) => `${f.citeLead}${f.v('item')}: “all” means the objects that match now: ${f.v('objects')} (${instr(f)}, at the same time).`,
  'resolve.choice': (f) => `${f.citeLead}${f.v('item')}: ${f.player('player')} answers${choiceName(f)} while it resolves: ${answer(f)} (${policy(f)}).`,
  'resolve.amount': (f) => `${f.citeLead}${f.v('item')}: the amount is ${FROM_EN[String(f.p.from)] ?? f.v('from')}, determined now: ${f.v('amount')}.`,
  'resolve.investigate': (f) => `${f.citeLead}${f.v('item')}: to investigate is to create a Clue token (a colorless Clue artifact token with “{2}, Sacrifice this token: Draw a card.”)${Number(f.p.count) > 1 ? `, ${f.v('count')} times` : ''}.`,
  'resolve.token-copy': (f) => `${f.citeLead}${f.v('item')}: the token ${f.who('object')} is created as a copy of ${f.who('of')}: it has that object’s copiable values (what is printed on it, as changed only by other copy effects)${f.p.except === true ? ', changed by the exceptions of the text' : ''}, not its counters, damage, tapped status or the other effects on it.`,
  'resolve.double-counters': (f) => `${f.citeLead}${f.v('item')}: doubling the ${f.v('counter')} counters on ${f.v('object')} gives it as many more as it has now: ${f.v('amount')}.`,
  'resolve.for-each': (f) => `${f.citeLead}${f.v('item')}: the instructions are followed for each of them, one at a time: ${f.v('order')} (${policy(f)}).`,
  'resolve.discard': (f) => `${f.citeLead}${f.player('player')} discards ${f.has('cards') ? f.v('cards') : 'nothing'} (${policy(f)}).`,
  'resolve.discard-unseen': (f) => {
    const n = Number(f.p.count ?? 0);
    const unseen = f.p.whole === true ? 'every other card in that hand' : `${f.p.upTo === true ? 'up to ' : ''}${n} unseen card${n === 1 ? '' : 's'}`;
    const why = f.p.upTo === true || f.p.whole === true ? `the question doesn't describe ${f.player('player')}'s hand, so which cards, and how many of them there are, is unknown` : `${n === 1 ? 'it was' : 'they were'} drawn from a library the question doesn't describe, so which card${n === 1 ? ' it is' : 's they are'} is unknown`;
    return `${f.citeLead}${f.player('player')} discards ${f.has('cards') ? `${f.v('cards')} and ` : ''}${unseen} (${why}).`;
  },
  'resolve.exile-top': (f) => `${f.citeLead}${f.player('player')} exiles the top of their library: ${f.has('cards') ? f.v('cards') : 'nothing (the library is empty)'}${f.has('manaValues') ? ` (mana value ${f.v('manaValues')})` : ''}.`,
  'resolve.enters-as': (f) => `${f.citeLead}${f.who('object')} enters with “${f.v('text')}” already applying: it is never on the battlefield without it.`,
  'resolve.enters-with-counters': (f) => `${f.citeLead}${f.who('object')} enters with ${f.v('amount')} ${f.v('counter')} counter${f.p.amount === 1 ? '' : 's'} on it: it is never on the battlefield without ${f.p.amount === 1 ? 'it' : 'them'}.`,
  'resolve.cant-regenerate': (f) => `${f.citeLead}${f.who('object')} can’t be regenerated: its regeneration shield isn’t applied.`,
  'resolve.revealed': (f) => `${f.citeLead}${f.player('player')} reveals ${f.who('object')}, the first card they drew this turn (${f.who('source')}: “${f.v('text')}”).`,
  'resolve.scry': (f) =>
    f.has('cards')
      ? `${f.citeLead}${f.player('player')} scries ${f.v('cards')}: on the bottom ${f.has('bottom') ? f.v('bottom') : 'none'}; on top ${f.has('top') ? f.v('top') : 'none'} (${policy(f)}).`
      : `${f.citeLead}${f.player('player')} scries 0: no scry happens.`,
  'resolve.scry-unseen': (f) => `${f.citeLead}${f.player('player')} scries ${f.v('amount')}: the library was not described, so which cards go to the bottom is unseen; nothing else in this run looks at that library's order (a draw from it is an unseen card).`,
  'resolve.look-reorder': (f) => `${f.citeLead}${f.player('player')} looks at the top ${f.p.cards instanceof Array ? f.p.cards.length : ''} cards of their library and puts them back in any order: from the top, ${f.v('cards')} (${policy(f)}).`,
  'resolve.look': (f) => `${f.citeLead}${f.player('player')} looks at ${f.p.at === 'hand' ? `${f.player('owner')}'s hand` : `the top card of ${f.player('owner')}'s library`}; only they see it, and nothing in the game changes.`,
  'resolve.look-pick': (f) =>
    `${f.citeLead}${f.player('player')} looks at the top of their library (${f.v('cards')}) and puts ${f.has('picked') ? f.v('picked') : 'no card'} into their hand; ${f.has('rest') ? `${f.v('rest')} ${f.p.to === 'graveyard' ? 'go into the graveyard' : 'go on the bottom of the library'}` : 'no card is left'} (${policy(f)}).`,
  'resolve.look-unseen': (f) => `${f.citeLead}${f.player('player')} looks at the top ${f.v('amount')} cards of their library and puts them back in any order: the library was not described, so those cards and their order are unseen; nothing else in this run reads that library's order (a draw from it is an unseen card).`,
  'resolve.surveil': (f) => `${f.citeLead}${f.player('player')} surveils ${f.has('cards') ? f.v('cards') : 'nothing (the library is empty)'}: into the graveyard ${f.has('graveyard') ? f.v('graveyard') : 'none'}; on top ${f.has('top') ? f.v('top') : 'none'} (${policy(f)}).`,
  'resolve.cant-cast': (f) => `${f.citeLead}For the rest of this turn, ${f.bool('all') ? 'no player' : `no opponent of ${f.player('player')}`} can cast ${Array.isArray(f.p.notTypes) && f.p.notTypes.length > 0 ? 'noncreature spells' : 'spells'}.`,
  'resolve.bite': (f) =>
    f.bool('dealt')
      ? `${f.citeLead}${f.v('a')} deals damage equal to its power (${f.v('power')}) to ${f.v('b')}; only it deals damage (this is not a fight).`
      : `${f.citeLead}${f.v('a')} deals no damage to ${f.v('b')}: one of the two targets is no longer legal, so its power can't be read or the other can't be dealt damage.`,
  'resolve.additional-phases': (f) =>
    f.bool('added')
      ? `${f.citeLead}${f.v('item')} adds an additional combat phase${f.bool('main') ? ' followed by an additional main phase (a postcombat main phase)' : ''} to this turn, directly after the current ${PHASE_EN[String(f.p.phase)] ?? 'phase'}.`
      : `${f.citeLead}${f.v('item')} adds no phase: it is the ${PHASE_EN[String(f.p.phase)] ?? 'current step'}, not a main phase, so there is no "this main phase" to add one after.`,
  'resolve.additional-land': (f) => `${f.citeLead}${f.player('player')} may play ${f.v('count')} more land${f.p.count === 1 ? '' : 's'} this turn (${f.v('allowed')} in all this turn).`,
  'resolve.wins-game': (f) => `${f.citeLead}${f.player('player')} wins the game; the game is over.`,
  'resolve.loses-game': (f) => `${f.citeLead}${f.player('player')} loses the game.`,
  'resolve.cant-win-game': (f) => `${f.citeLead}${f.player('player')} would win the game, but can't (${f.effectText()}), so nothing happens.`,
  'resolve.cant-lose-game': (f) => `${f.citeLead}${f.player('player')} would lose the game, but can't (${f.effectText()}), so nothing happens.`,
  'resolve.add-mana': (f) => `${f.citeLead}${f.player('player')} adds ${f.v('adds')} to their mana pool (now ${f.v('pool')}).`,
  'resolve.pay-mana': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('cost')} from their mana pool (now ${f.v('pool')}).`,
  'resolve.proliferate': (f) =>
    f.has('chosen') ? `${f.citeLead}${f.player('player')} proliferates: ${f.whos('chosen')} each get one more counter of each kind already there.` : `${f.citeLead}${f.player('player')} proliferates, choosing nothing${f.p.policy === 'none-have-counters' ? ' (no permanent or player has a counter)' : ''}.`,
  'resolve.search': (f) =>
    f.has('card')
      ? `${f.citeLead}${f.player('player')} searches their library, finds ${f.v('card')}${f.p.reveal === true ? ', reveals it' : ''} and puts it ${f.p.to === 'battlefield' ? `onto the battlefield${f.p.tapped === true ? ' tapped' : ''}` : f.p.to === 'top' ? 'on top of their library once it is shuffled' : f.p.to === 'graveyard' ? 'into their graveyard' : 'into their hand'}.`
      : `${f.citeLead}${f.player('player')} searches their library and finds nothing.`,
  'resolve.search-split': (f) =>
    `${f.citeLead}${f.player('player')} searches their library, finds ${f.v('battlefield')}${f.has('hand') ? ` and ${f.v('hand')}` : ''}, reveals ${f.has('hand') ? 'them' : 'it'}, and puts ${f.v('battlefield')} onto the battlefield${f.p.tapped === true ? ' tapped' : ''}${f.has('hand') ? ` and ${f.v('hand')} into their hand` : ''}.`,
  'resolve.search-unseen': (f) =>
    f.p.to === 'battlefield'
      ? `${f.citeLead}${f.player('player')} searches their library, finds a basic land card and puts it onto the battlefield${f.p.tapped === true ? ' tapped' : ''}. The question doesn't describe that library, so which basic land it is is unknown: it takes part as a basic land nobody named.`
      : `${f.citeLead}${f.player('player')} searches their library and puts ${f.p.maybe === true ? 'the card they find, if any,' : 'the card they find'} ${f.p.to === 'top' ? 'on top of it once it is shuffled' : 'into their hand'}. The question doesn't describe that library, so which card it is is unknown (an unseen card).`,
  'resolve.shuffle': (f) => `${f.citeLead}${f.player('player')} shuffles their library: its order is no longer known.`,
  'resolve.library-top': (f) => `${f.citeLead}${f.who('object')} is now the top card of ${f.player('player')}'s library.`,
  'resolve.double': (f) => `${f.citeLead}${f.who('object')} has power ${f.v('power')}${f.p.pt === 'both' ? ` and toughness ${f.v('toughness')}` : ''} now, so doubling gives it ${f.p.pt === 'both' ? `${signed(f.p.power)}/${signed(f.p.toughness)}` : `${signed(f.p.power)}/+0`} until end of turn.`,
  'resolve.mill': (f) => `${f.citeLead}${f.player('player')} mills ${f.v('amount')}: ${f.has('cards') ? f.v('cards') : 'nothing (the library is empty)'} go${f.has('cards') ? '' : 'es'} into the graveyard.`,
  'resolve.divided': (f) => `${f.citeLead}${f.v('item')}: the ${f.v('total')} damage stays divided as announced; only legal targets are dealt their share: ${f.has('division') ? f.v('division') : 'none'}.`,
  'resolve.aura-attached': (f) => `${f.citeLead}The Aura spell ${f.who('object')} becomes a permanent attached to ${f.who('target')}, the object or player it targeted.`,
  'resolve.bestow-ends': (f) => `${f.citeLead}${f.who('object')}'s target is illegal as the bestowed Aura spell begins resolving: it stops being bestowed and resolves as a creature spell.`,
  'resolve.cant-enter': (f) => `${f.citeLead}${f.who('object')} can’t enter the battlefield (“${f.v('text')}”, ${f.who('source')}), judged as it would be there: it is put into its owner’s graveyard instead.`,
  'effect.never-starts': (f) => `${f.citeLead}“${f.v('text')}” does nothing: its duration (as long as its controller controls ${f.who('object')}) was already over.`,
};
export const RESOLVE_JA: Record<Extract<StackKey, `resolve.${string}` | 'effect.never-starts'>, Template> = {
  'resolve.all': (f) => `${f.citeLead}${f.who('item')}：「すべて」とは今条件を満たすもの：${f.v('objects')}（${instr(f)}、同時に）。`,
  'resolve.choice': (f) => `${f.citeLead}${f.who('item')}：解決中に${f.player('player')}が${choiceName(f)}を選びます：${answer(f)}（${policy(f)}）。`,
  'resolve.amount': (f) => `${f.citeLead}${f.who('item')}：数は${FROM_JA[String(f.p.from)] ?? f.v('from')}で、今決まります：${f.v('amount')}。`,
  'resolve.token-copy': (f) => `${f.citeLead}${f.who('item')}：トークン${f.who('object')}を${f.who('of')}のコピーとして生成します。コピー可能な値（印刷されている値を他のコピー効果だけが変えたもの）${f.p.except === true ? 'を文章の例外で変えたもの' : ''}を持ち、カウンター、ダメージ、タップ状態、それにかかる他の効果は写しません。`,
  'resolve.investigate': (f) => `${f.citeLead}${f.who('item')}：調査を行うとは、手掛かり・トークン（「{2}, このトークンを生け贄に捧げる：カードを1枚引く。」を持つ無色の手掛かり・アーティファクト・トークン）を生成することです${Number(f.p.count) > 1 ? `（${f.v('count')}個）` : ''}。`,
  'resolve.double-counters': (f) => `${f.citeLead}${f.who('item')}：${f.who('object')}の${f.v('counter')}カウンターを2倍にするため、今ある数と同じだけ置きます：${f.v('amount')}個。`,
  'resolve.for-each': (f) => `${f.citeLead}${f.who('item')}：それぞれについて1つずつ指示に従います：${f.v('order')}（${policy(f)}）。`,
  'resolve.discard': (f) => `${f.citeLead}${f.player('player')}は${f.has('cards') ? f.v('cards') : '何も'}捨てます（${policy(f)}）。`,
  'resolve.discard-unseen': (f) => {
    const n = Number(f.p.count ?? 0);
    const why = f.p.upTo === true || f.p.whole === true ? `${f.player('player')}の手札が書かれていないので、どのカードを何枚捨てるかは分かりません` : '中身の書かれていないライブラリーから引いたカードなので、どのカードかは分かりません';
    const unseen = f.p.whole === true ? '手札の残りのカードすべて' : `見えないカードを${n}枚${f.p.upTo === true ? 'まで' : ''}`;
    return `${f.citeLead}${f.player('player')}は${f.has('cards') ? `${f.v('cards')}と、` : ''}${unseen}捨てます（${why}）。`;
  },
  'resolve.exile-top': (f) => `${f.citeLead}${f.player('player')}はライブラリーの一番上を追放します：${f.has('cards') ? f.v('cards') : 'なし（ライブラリーが空）'}${f.has('manaValues') ? `（マナ総量 ${f.v('manaValues')}）` : ''}。`,
  'resolve.enters-as': (f) => `${f.citeLead}${f.who('object')}は${f.quotedText('text')}が適用された状態で戦場に出ます。それなしで戦場にあることはありません。`,
  'resolve.enters-with-counters': (f) => `${f.citeLead}${f.who('object')}は${f.v('counter')}カウンターが${f.v('amount')}個置かれた状態で戦場に出ます。それなしで戦場にあることはありません。`,
  'resolve.cant-regenerate': (f) => `${f.citeLead}${f.who('object')}は再生できません：再生の盾は適用されません。`,
  'resolve.revealed': (f) => `${f.citeLead}${f.player('player')}はこのターン最初に引いたカード ${f.who('object')} を公開します（${f.who('source')}：${f.quotedText('text')}）。`,
  'resolve.scry': (f) =>
    f.has('cards')
      ? `${f.citeLead}${f.player('player')}は占術を行います（${f.v('cards')}）：ライブラリーの一番下へ ${f.has('bottom') ? f.v('bottom') : 'なし'}、一番上へ ${f.has('top') ? f.v('top') : 'なし'}（${policy(f)}）。`
      : `${f.citeLead}${f.player('player')}は占術0を行います：占術は起こりません。`,
  'resolve.scry-unseen': (f) => `${f.citeLead}${f.player('player')}は占術${f.v('amount')}を行います：ライブラリーの中身は示されていないので、どのカードを一番下に置くかは分かりません。この実行でそのライブラリーの並びを見るものはほかにありません（そこから引くカードは見えないカードです）。`,
  'resolve.look-reorder': (f) => `${f.citeLead}${f.player('player')}はライブラリーの一番上から${f.p.cards instanceof Array ? f.p.cards.length : ''}枚を見て、好きな順番で戻します：一番上から${f.v('cards')}（${policy(f)}）。`,
  'resolve.look': (f) => `${f.citeLead}${f.player('player')}は${f.player('owner')}の${f.p.at === 'hand' ? '手札' : 'ライブラリーの一番上のカード'}を見ます。見るのはそのプレイヤーだけで、ゲームの状態は何も変わりません。`,
  'resolve.look-pick': (f) =>
    `${f.citeLead}${f.player('player')}はライブラリーの一番上（${f.v('cards')}）を見て、${f.has('picked') ? f.v('picked') : 'どのカードも'}手札に${f.has('picked') ? '加えます' : '加えません'}。${f.has('rest') ? `${f.v('rest')}は${f.p.to === 'graveyard' ? '墓地に置かれます' : 'ライブラリーの一番下に置かれます'}` : '残りのカードはありません'}（${policy(f)}）。`,
  'resolve.look-unseen': (f) => `${f.citeLead}${f.player('player')}はライブラリーの一番上から${f.v('amount')}枚を見て、好きな順番で戻します：ライブラリーの中身は示されていないので、そのカードも順番も分かりません。この実行でそのライブラリーの並びを見るものはほかにありません（そこから引くカードは見えないカードです）。`,
  'resolve.surveil': (f) => `${f.citeLead}${f.player('player')}は諜報を行います（${f.has('cards') ? f.v('cards') : 'ライブラリーが空'}）：墓地へ ${f.has('graveyard') ? f.v('graveyard') : 'なし'}、一番上へ ${f.has('top') ? f.v('top') : 'なし'}（${policy(f)}）。`,
  'resolve.cant-cast': (f) => `${f.citeLead}このターンの残りの間、${f.bool('all') ? 'すべてのプレイヤー' : `${f.player('player')}の対戦相手`}は${Array.isArray(f.p.notTypes) && f.p.notTypes.length > 0 ? 'クリーチャーでない' : ''}呪文を唱えられません。`,
  'resolve.bite': (f) =>
    f.bool('dealt')
      ? `${f.citeLead}${f.v('a')}は自身のパワー（${f.v('power')}）に等しい点数のダメージを${f.v('b')}に与えます。ダメージを与えるのはこのクリーチャーだけです（格闘ではありません）。`
      : `${f.citeLead}${f.v('a')}は${f.v('b')}にダメージを与えません：対象の一方がもう適正ではないため、パワーを参照できないか、ダメージを与える先がありません。`,
  'resolve.additional-phases': (f) =>
    f.bool('added')
      ? `${f.citeLead}${f.v('item')}により、現在の${PHASE_JA[String(f.p.phase)] ?? 'フェイズ'}の直後に追加の戦闘フェイズ${f.bool('main') ? 'と、その後に追加のメイン・フェイズ（戦闘後メイン・フェイズ）' : ''}がこのターンに加わります。`
      : `${f.citeLead}${f.v('item')}はフェイズを追加しません：今は${PHASE_JA[String(f.p.phase)] ?? '現在のステップ'}で、メイン・フェイズではないため、「このメイン・フェイズ」がありません。`,
  'resolve.additional-land': (f) => `${f.citeLead}${f.player('player')} はこのターン、追加で土地を${f.v('count')}つプレイできます（このターン合計${f.v('allowed')}つ）。`,
  'resolve.wins-game': (f) => `${f.citeLead}${f.player('player')}はゲームに勝利します。ゲームは終わります。`,
  'resolve.loses-game': (f) => `${f.citeLead}${f.player('player')}はゲームに敗北します。`,
  'resolve.cant-win-game': (f) => `${f.citeLead}${f.player('player')}はゲームに勝利するはずですが、勝利できない（${f.effectText()}）ので、何も起こりません。`,
  'resolve.cant-lose-game': (f) => `${f.citeLead}${f.player('player')}はゲームに敗北するはずですが、敗北しない（${f.effectText()}）ので、何も起こりません。`,
  'resolve.add-mana': (f) => `${f.citeLead}${f.player('player')}は${f.v('adds')}をマナ・プールに加えます（プールは${f.v('pool')}）。`,
  'resolve.pay-mana': (f) => `${f.citeLead}${f.player('player')}はマナ・プールから${f.v('cost')}を支払います（プールは${f.v('pool')}）。`,
  'resolve.proliferate': (f) =>
    f.has('chosen') ? `${f.citeLead}${f.player('player')}は増殖を行います：${f.whos('chosen')}に、すでに置かれている各種類のカウンターをもう1個ずつ置きます。` : `${f.citeLead}${f.player('player')}は増殖を行いますが、何も選びません${f.p.policy === 'none-have-counters' ? '（カウンターが置かれたパーマネントもプレイヤーもありません）' : ''}。`,
  'resolve.search': (f) =>
    f.has('card')
      ? `${f.citeLead}${f.player('player')}はライブラリーを探して${f.v('card')}を見つけ、${f.p.reveal === true ? '公開して' : ''}${f.p.to === 'battlefield' ? `${f.p.tapped === true ? 'タップ状態で' : ''}戦場に出します` : f.p.to === 'top' ? 'ライブラリーを切り直したあと、その一番上に置きます' : f.p.to === 'graveyard' ? '墓地に置きます' : '手札に加えます'}。`
      : `${f.citeLead}${f.player('player')}はライブラリーを探しますが、何も見つけません。`,
  'resolve.search-split': (f) =>
    `${f.citeLead}${f.player('player')}はライブラリーを探して${f.v('battlefield')}${f.has('hand') ? `と${f.v('hand')}` : ''}を見つけて公開し、${f.v('battlefield')}を${f.p.tapped === true ? 'タップ状態で' : ''}戦場に出${f.has('hand') ? `し、${f.v('hand')}を手札に加えます` : 'します'}。`,
  'resolve.search-unseen': (f) =>
    f.p.to === 'battlefield'
      ? `${f.citeLead}${f.player('player')}はライブラリーから基本土地カードを探し、${f.p.tapped === true ? 'タップ状態で' : ''}戦場に出します（ライブラリーの中身が書かれていないので、どの基本土地かは分かりません。名前の分からない基本土地として扱います）。`
      : `${f.citeLead}${f.player('player')}はライブラリーを探して、見つけたカード${f.p.maybe === true ? '（あれば）' : ''}を${f.p.to === 'top' ? 'ライブラリーを切り直したあとその一番上に置きます' : '手札に加えます'}（ライブラリーの中身が書かれていないので、どのカードかは分かりません）。`,
  'resolve.shuffle': (f) => `${f.citeLead}${f.player('player')}はライブラリーを切り直します（その順番はもう分かりません）。`,
  'resolve.library-top': (f) => `${f.citeLead}${f.who('object')} は${f.player('player')}のライブラリーの一番上のカードになります。`,
  'resolve.double': (f) => `${f.citeLead}${f.who('object')} のパワーは今${f.v('power')}${f.p.pt === 'both' ? `、タフネスは${f.v('toughness')}` : ''}なので、倍にすると、ターン終了時まで${f.p.pt === 'both' ? `${signed(f.p.power)}/${signed(f.p.toughness)}` : `${signed(f.p.power)}/+0`}の修整を受けます。`,
  'resolve.mill': (f) => `${f.citeLead}${f.player('player')}はカードを${f.v('amount')}枚切削します：${f.has('cards') ? f.v('cards') : 'なし（ライブラリーが空）'}が墓地に置かれます。`,
  'resolve.divided': (f) => `${f.citeLead}${f.who('item')}：${f.v('total')}点のダメージは宣言どおりに割り振られたままで、適正な対象にだけその分が与えられます：${f.has('division') ? f.v('division') : 'なし'}。`,
  'resolve.aura-attached': (f) => `${f.citeLead}オーラ呪文 ${f.who('object')} はパーマネントになり、対象としていた ${f.who('target')} につけられた状態で戦場に出ます。`,
  'resolve.bestow-ends': (f) => `${f.citeLead}授与されたオーラ呪文 ${f.who('object')} の解決開始時に対象が不適正なので、授与されなくなり、クリーチャー呪文として解決されます。`,
  'resolve.cant-enter': (f) => `${f.citeLead}${f.who('object')}は戦場に出られません（${f.who('source')}の${f.quotedText('text')}、戦場に出た場合の状態で判断）。代わりにオーナーの墓地に置かれます。`,
  'effect.never-starts': (f) => `${f.citeLead}${f.quotedText('text')}は何もしません：その期間（${f.who('object')}をコントロールしている限り）はすでに終わっていました。`,
};
