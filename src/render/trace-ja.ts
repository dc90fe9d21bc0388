/** The Japanese template of every trace key (combat, stack, hand, gaps and keywords add theirs). */
import type { Fmt, Template } from './trace-format.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import { quoteRulesJa } from './ja-text.ts';
import { GAPS_JA } from './trace-gaps.ts';
import { unmodelledWhat } from './unmodelled.ts';
import { HAND_JA } from './trace-hand.ts';
import { KEYWORDS_JA } from './trace-keywords.ts';
import { COMBAT_JA } from './trace-combat.ts';
import { OTHER_REPLACEMENT_JA } from './trace-replacement.ts';
import { STACK_JA } from './trace-stack.ts';
import { LEFT_JA } from './trace-left.ts';

const layerJa = (f: Fmt): string => `種類別${f.layer()}${f.layerName() ? `（${f.layerName()}）` : ''}${f.cite}`;
const changeJa = (f: Fmt): string => {
  const c = f.changed();
  return c ? `：${c.before} → ${c.after}` : '';
};

export const TRACE_JA: Record<TraceKey, Template> = {
  'layer.applied': (f) => `${layerJa(f)}：${f.effectText()}${f.ts()}が ${f.who('object')} の${f.characteristic()}に適用されます${changeJa(f)}。`,
  'layer.cda': (f) =>
    `${layerJa(f)}：${f.effectText()} は特性定義能力なので、この種類別のほかの効果より先に適用されます。${f.who('object')} の${f.characteristic()}${changeJa(f)}。`,
  'layer.counters': (f) => `${layerJa(f)}：${f.who('object')}に置かれたカウンター（${f.effectText()}）は、ほかの+N/+Nの効果と同じくパワーとタフネスを修整します${changeJa(f)}。`,
  'layer.keyword-counter': (f) => `${layerJa(f)}：${f.who('object')} には ${f.effectText()} があります。キーワード・カウンターは、そのキーワード能力をパーマネントに与えます${changeJa(f)}。`,
  'layer.switch': (f) =>
    `${layerJa(f)}：${f.effectText()}${f.ts()}により ${f.who('object')} のパワーとタフネスが入れ替わります。入れ替えは、ほかのすべてのP/T効果の後に行われます${changeJa(f)}。`,
  'layer.cant-have': (f) => `${layerJa(f)}：${f.effectText()}${f.ts()}により、${f.who('object')} はこれらの能力を持つことができず、何がそれを与えようとしても持ちません${changeJa(f)}。`,
  'layer.dependency': (f) =>
    `${layerJa(f)}：${f.effectText()} は ${f.v('dependsOn')} に依存している（あちらを適用すると、こちらの働きや適用先が変わる）ため、タイムスタンプに関係なくその後に適用されます。`,
  'layer.dependency-loop': (f) => `${layerJa(f)}：${f.v('effects')} は互いに依存し合ってループになるため、依存関係は無視され、タイムスタンプ順に適用されます。`,
  'layer.ability-removed': (f) =>
    `${layerJa(f)}：${f.who('object')} の ${f.effectText()} は適用されません。それを生み出す能力が、効果の適用が始まる前に失われたためです。`,
  'layer.continues': (f) =>
    `${layerJa(f)}：${f.effectText()} は ${f.who('object')} に適用され続けます。能力が失われた時点で、より前の種類別ですでに適用が始まっていたためです。`,
  'layer.condition-unmet': (f) => `${layerJa(f)}：${f.effectText()} は今は適用されません。「～限り」の条件を満たしていないためです。`,
  'layer.breakdown': (f) => `${f.citeLead}${f.who('object')}：印刷された値から、種類別ごとに特性を求めます。`,
  'layer.result': (f) =>
    `${f.citeLead}結果：${f.who('object')} は ${[f.objectPt(), f.objectColors('colors'), f.typesText(String(f.p.types ?? ''))].filter(Boolean).join('・')}、能力：${f.abilitiesText(String(f.p.abilities ?? ''))}、コントローラー：${f.player('controller')}。`,

  'effect.created': (f) =>
    `${f.citeLead}継続的効果が始まります：${f.createdEffectJa()}、タイムスタンプ ${f.v('timestamp')}${f.has('affects') ? `。影響を受けるのは ${f.v('affects')} で、この組は後から変わりません` : ''}${f.has('duration') ? `（${f.reason('duration')}）` : ''}${f.has('counts') ? `。この時点で数えた値：${f.v('counts')}` : ''}。`,
  'effect.ended': (f) => `${f.citeLead}${f.has('text') ? quoteRulesJa(f.v('text')) : f.v('effect')} が終わります${f.has('reason') ? `（${f.reason('reason')}）` : ''}。`,
  'effect.new-timestamp': (f) => `${f.citeLead}${f.who('object')} はつけられたときに新しいタイムスタンプ（${f.v('timestamp')}）を得るので、その効果はより古い効果の後で適用されます。`,

  'event.damage': (f) =>
    `${f.citeLead}${f.has('source') ? f.who('source') : '発生源'} が ${f.who('target')} に ${f.v('amount')} 点の${f.bool('combat') ? '戦闘' : ''}ダメージを与えます${f.bool('deathtouch') ? '（発生源は接死を持っています）' : ''}。`,
  'event.damage-marked': (f) => `${f.citeLead}クリーチャーに与えられたダメージはそのクリーチャーに負わされたままになります：${f.who('object')} のダメージは合計 ${f.v('total')} 点です。`,
  'event.damage-prevented': (f) =>
    `${f.citeLead}${f.who('source')} から ${f.who('target')} への ${f.v('amount')} 点のダメージは軽減されます：${f.who('target')} は${f.protectionJa('quality')}を持っています。`,
  'event.life': (f) => {
    const n = f.n('amount');
    return `${f.citeLead}${f.player('player')} は ${Math.abs(n)} 点のライフを${n >= 0 ? '得ます' : '失います'}：${f.v('before')} → ${f.v('after')}。`;
  },
  'event.counters': (f) => {
    const n = f.n('amount');
    return `${f.citeLead}${f.who('target')} ${n >= 0 ? 'に' : 'から'}${f.counters(Math.abs(n), f.v('counter'))}${n >= 0 ? 'が置かれます' : 'が取り除かれます'}：${f.v('before')} → ${f.v('after')}。`;
  },
  'event.tapped': (f) => `${f.citeLead}${f.who('object')} がタップ状態になります。`,
  'event.untapped': (f) => `${f.citeLead}${f.who('object')} がアンタップ状態になります。`,
  'event.attached': (f) => `${f.citeLead}${f.who('object')} が ${f.who('to')} につけられます。`,
  'event.unattached': (f) => `${f.citeLead}${f.who('object')} が${f.has('from') ? ` ${f.who('from')} から` : ''}はずれます。`,
  'event.created': (f) =>
    `${f.citeLead}${f.who('object')}${f.bool('token') && !f.who('object').includes('トークン') ? '（トークン）' : ''} が ${f.player('controller')} のコントロール下で${f.zone('zone')}に出ます。新しいタイムスタンプを持つ新しいオブジェクトです。`,
  'event.no-effect': (f) => `${f.citeLead}${f.who('object')} には何も起こりません${f.has('reason') ? `（${f.reason('reason')}）` : ''}。`,

  'action.destroy': (f) =>
    f.bool('replaced')
      ? `${f.citeLead}${f.who('object')} は破壊されます。オーナーの墓地に置かれるはずですが、置換効果がそれを変えます（下記）。`
      : `${f.citeLead}${f.who('object')} は破壊され、オーナーの墓地に置かれます。`,
  'action.sacrifice': (f) =>
    `${f.citeLead}${f.who('object')} は生け贄に捧げられ、${f.bool('replaced') ? 'オーナーの墓地に置かれるはずですが、置換効果がそれを変えます（下記）' : 'オーナーの墓地に置かれます'}${f.bool('indestructible') ? '（生け贄は破壊ではないので、破壊不能でも防げません）' : ''}。`,
  'action.exile': (f) => `${f.citeLead}${f.who('object')} は${f.has('from') ? `${f.zone('from')}から` : ''}追放されます。`,
  'action.return-to-hand': (f) => `${f.citeLead}${f.who('object')} はオーナーの手札に戻ります。`,
  'action.move': (f) =>
    `${f.citeLead}${f.who('object')} は${f.zone('to')}に置かれます${f.p.from === 'battlefield' && f.p.to === 'graveyard' ? '（戦場から墓地に置かれるので、死亡します）' : ''}。`,

  'zone.moved': (f) => {
    const owned = f.has('owner') && (f.p.to === 'graveyard' || f.p.to === 'hand' || f.p.to === 'library');
    return `${f.citeLead}${f.who('object')} が${f.zone('from')}から${owned ? `${f.player('owner')}の` : ''}${f.zone('to')}へ移動します。`;
  },
  'zone.new-object': (f) =>
    `${f.citeLead}領域を移動したので、以前の存在とは関係のない新しいオブジェクトになります${f.has('lost') ? `。${f.reasons('lost')}は失われます` : ''}。`,
  'zone.effect-lost': (f) => `${f.citeLead}${f.has('text') ? f.quotedText('text') : f.quotedText('effect')}はもう適用されません。影響を与えていた ${f.who('object')} は新しいオブジェクトになったためです。`,
  'zone.until-returns': (f) => `${f.citeLead}${f.who('source')} が戦場を離れたので、それが離れるまで追放されていた ${f.who('object')} がオーナーのコントロール下で戦場に戻ります。`,
  'zone.effect-follows': (f) =>
    `${f.citeLead}${f.has('text') ? f.quotedText('text') : f.quotedText('effect')}はパーマネント呪文だった ${f.who('object')} に適用されていたので、戦場に出た後も引き続き適用されます。`,
  'zone.follows': (f) => `${f.citeLead}${f.who('reference')} は新しいオブジェクト（${f.zone('zone')}にある ${f.who('object')}）になっています。処理はそのオブジェクトに対して行います。`,

  'indestructible.survives': (f) => `${f.citeLead}${f.who('object')} は破壊不能を持つので、${f.has('reason') ? `${f.reason('reason')}でも` : ''}破壊されません。`,

  'ascend.blessing': (f) => `${f.citeLead}${f.player('player')} は昇殿を持つパーマネントを含む10個以上のパーマネントをコントロールしているので、このゲームの残りの間、都市の承認を得ます。`,
  'sba.check': (f) => `${f.citeLead}状況起因処理をチェックします${f.has('round') ? `（${f.v('round')}回目）` : ''}。該当するものはすべて同時に実行され、その後もう一度チェックします。`,
  'sba.zero-life': (f) => `${f.citeLead}${f.player('player')} のライフは ${f.v('life')}（0以下）なので、そのプレイヤーはゲームに敗北します。`,
  'sba.poison': (f) => `${f.citeLead}${f.player('player')} は毒カウンターを${f.v('poison')}個（10個以上）持っているので、ゲームに敗北します。`,
  'sba.token-ceases': (f) => `${f.citeLead}${f.who('object')} は戦場ではなく${f.zone('zone')}にあるトークンなので、消滅します。`,
  'sba.copy-ceases': (f) => `${f.citeLead}${f.who('object')} はコピーで、コピーが存在できない${f.zone('zone')}にあるので、消滅します。`,
  'sba.zero-toughness': (f) =>
    `${f.citeLead}${f.who('object')} のタフネスは ${f.v('toughness')}（0以下）なので、オーナーの墓地に置かれます。これは破壊ではないので、破壊不能でも防げません。`,
  'sba.lethal-damage': (f) =>
    `${f.citeLead}${f.who('object')} には ${f.v('damage')} 点のダメージが負わされていて、タフネスは ${f.v('toughness')} です。致死ダメージなので破壊されます。`,
  'sba.deathtouch': (f) => `${f.citeLead}${f.who('object')} は接死を持つ発生源からダメージを受けたので、タフネスにかかわらず破壊されます。`,
  'sba.zero-loyalty': (f) => `${f.citeLead}${f.who('object')} の忠誠度は ${f.v('loyalty')} なので、オーナーの墓地に置かれます。`,
  'sba.legend-rule': (f) =>
    `${f.citeLead}レジェンド・ルール：${f.player('controller')} は「${f.v('name')}」という名前の伝説のパーマネントを2つ以上コントロールしています。そのプレイヤーが1つを選んで残します。${f.p.policy === 'chosen' ? `指定どおり${f.who('kept')}を残し、` : `既定では最も新しいもの（${f.who('kept')}）を残し、`}残り（${f.v('removed')}）はオーナーの墓地に置かれます。`,
  'sba.legend-apart': (f) =>
    `${f.citeLead}「${f.v('name')}」という名前の伝説のパーマネント（${f.v('objects')}）は、それぞれ別のプレイヤーがコントロールしています。レジェンド・ルールは1人のプレイヤーが2つ以上コントロールしているときだけ適用されるので、どれも墓地に置かれません。`,
  'sba.legend-names-differ': (f) =>
    `${f.citeLead}${f.player('controller')} がコントロールしている伝説のパーマネント（${f.v('objects')}）は、それぞれ名前が違います。レジェンド・ルールは同じ名前のものが2つ以上あるときだけ適用されるので、どれも墓地に置かれません。`,
  'sba.aura-illegal': (f) =>
    `${f.citeLead}${f.who('object')} はオーラで、${f.has('attachedTo') ? `${f.who('attachedTo')} に適正でない状態でついている` : '何にもついていない'}${f.has('reason') ? `（${f.reason('reason')}）` : ''}ため、オーナーの墓地に置かれます。`,
  'sba.bestow-ends': (f) =>
    `${f.citeLead}${f.who('object')} は授与されたオーラで、${f.has('attachedTo') && f.p.attachedTo !== '-' ? `${f.who('attachedTo')} に適正でない状態でついている` : '何にもついていない'}${f.has('reason') ? `（${f.reason('reason')}）` : ''}ため、墓地に置かれる代わりにはずれて授与されていない状態になり、クリーチャーとして戦場に残ります。`,
  'sba.equipment-unattached': (f) =>
    `${f.citeLead}${f.who('object')} は ${f.who('attachedTo')} についたままでいられない${f.has('reason') ? `（${f.reason('reason')}）` : ''}ため、はずれて戦場に残ります。`,
  'sba.attached-unattached': (f) =>
    `${f.citeLead}${f.who('object')} は何かにつくことができない${f.has('reason') ? `（${f.reason('reason')}）` : ''}ため、${f.who('attachedTo')} からはずれて戦場に残ります。`,
  'sba.counters-cancel': (f) => `${f.citeLead}${f.who('object')} には+1/+1カウンターと-1/-1カウンターの両方が置かれているので、それぞれ${f.v('removed')}個ずつ取り除かれます。`,
  'sba.zero-defense': (f) => `${f.citeLead}${f.who('object')} は守備値が0のバトルなので、オーナーの墓地に置かれます。`,
  'sba.role': (f) => `${f.citeLead}同じプレイヤーがコントロールする役割は1つのパーマネントに1つまでです：${f.who('object')} は墓地に置かれ、最も新しい ${f.who('kept')} が残ります。`,

  'cleanup.damage-removed': (f) => `${f.citeLead}クリンナップ・ステップ：パーマネントに負わされたダメージが取り除かれます${f.has('objects') ? `（${f.v('objects')}）` : ''}。`,
  'cleanup.effects-ended': (f) => `${f.citeLead}クリンナップ・ステップ：「ターン終了時まで」の効果が終わります${f.has('effects') ? `（${f.quotedTexts('effects')}）` : ''}。`,

  'game.over': (f) =>
    `${f.citeLead}ゲームが終了しました：${f.bool('draw') ? '引き分けです' : f.has('winner') ? `${f.player('winner')} の勝利です` : '残っているプレイヤーはいません'}。残りの処理は行いません。`,
  'bound.exceeded': (f) => `${f.citeLead}中断しました：このシナリオは${f.reason('bound')}の上限 ${f.v('limit')} を超えます${f.has('count') ? `（${f.v('count')} に達しました）` : ''}。`,
  'bound.work': (f) =>
    `${f.citeLead}中断しました：このシナリオを処理するには、作業量の上限 ${f.v('limit')}（種類別の処理でオブジェクトに効果を適用した回数と依存関係の確認の回数）を超える作業が必要です。これは答えにかかる時間を抑えるためのエンジンの上限です。オブジェクト、継続的効果、処理の数を減らしてください。`,
  'loop.detected': (f) => `${f.citeLead}中断しました：ループを検出しました（${f.reason('what')}${f.has('repeats') ? `、${f.v('repeats')}回繰り返し` : ''}）。終わることがありません。`,
  'error.bad-reference': (f) => `${f.citeLead}${f.has('what') ? `${f.reason('what')} ` : ''}「${f.v('reference')}」は存在しません。`,
  'error.illegal-action': (f) =>
    `${f.citeLead}${f.has('action') ? `処理 ${f.v('action')}` : 'この処理'}は実行できません${f.has('reason') ? `：${f.reason('reason')}` : ''}${f.has('rule') ? `（${f.v('rule')} を参照）` : ''}。`,
  'error.unmodelled': (f) => `${f.citeLead}推測で答えず中断しました：答えは、エンジンが扱わない${unmodelledWhat(f)}に左右されます${f.has('rule') ? `（${f.v('rule')} を参照）` : ''}。`,
  'unmodelled.text': (f) =>
    `${f.citeLead}未対応：${f.who('object')} には、エンジンがモデル化していないルール・テキスト（${f.quotedText('text')}）があります。そのテキストが結果を変えない場合にのみ回答します。`,
  ...GAPS_JA,
  ...HAND_JA,
  ...KEYWORDS_JA,
  // Combat, damage, replacement and fight (issue 4): src/render/trace-combat.ts.
  ...COMBAT_JA,
  // Casting, the stack, targets and triggered abilities (issue 5): src/render/trace-stack.ts.
  ...STACK_JA,
  ...OTHER_REPLACEMENT_JA,
  // A permanent-only act on a card that left the battlefield (400.7): src/render/trace-left.ts.
  ...LEFT_JA,
};
