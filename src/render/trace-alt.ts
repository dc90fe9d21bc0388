/**
 * English and Japanese templates for alternative characteristics, permissions, face-down objects
 * and playing lands (session 2, H3), spread into the stack tables of trace-stack.ts.
 */
import type { Template } from './trace-format.ts';
import type { StackKey } from './trace-stack.ts';
import { FACE_EN } from './locales/en-stack.ts';
import { FACE_JA, USING_JA, keywordNameJa } from './locales/ja-stack.ts';

// Session 2 (H3): alternative characteristics, permissions, face-down objects, casting during resolution.
type AltKey = Extract<StackKey, `alt.${string}` | `face.${string}` | `land.${string}`>;
const FACE_UP_EN: Record<string, string> = { 'not-face-down': 'it is not a face-down permanent', 'not-controller': 'only its controller can', 'no-priority': 'that player does not have priority', 'no-priority-untap': 'no player receives priority during the untap step (502.4)', 'no-priority-cleanup': 'normally no player receives priority during the cleanup step (514.3)', 'no-morph': 'it would have no morph cost face up' };
const FACE_UP_JA: Record<string, string> = { 'not-face-down': '裏向きのパーマネントではありません', 'not-controller': 'できるのはコントローラーだけです', 'no-priority': 'そのプレイヤーは優先権を持っていません', 'no-priority-untap': 'アンタップ・ステップにはどのプレイヤーも優先権を得ません（502.4）', 'no-priority-cleanup': 'クリンナップ・ステップには通常どのプレイヤーも優先権を得ません（514.3）', 'no-morph': '表向きなら変異コストを持たないカードです' };
const LAND_EN: Record<string, string> = { 'not-land': 'it is not a land card', zone: 'no rule or effect lets them play it from where it is', owner: 'only its owner can play it', 'not-turn': 'it is not their turn (305.3)', 'not-main': 'it is not a main phase of their turn', 'stack-not-empty': 'the stack is not empty', 'no-priority': 'that player does not have priority', 'no-land-play': 'they have no land play left this turn (305.2b)' };
const LAND_JA: Record<string, string> = { 'not-land': '土地カードではありません', zone: 'その領域からプレイすることを認めるルールや効果がありません', owner: 'プレイできるのはオーナーだけです', 'not-turn': 'そのプレイヤーのターンではありません（305.3）', 'not-main': 'そのプレイヤーのターンのメイン・フェイズではありません', 'stack-not-empty': 'スタックが空ではありません', 'no-priority': 'そのプレイヤーは優先権を持っていません', 'no-land-play': 'このターンにプレイできる土地が残っていません（305.2b）' };
export const ALT_EN: Record<AltKey, Template> = {
  'alt.cast-as': (f) =>
    f.p.face === 'morph'
      ? `${f.citeLead}${f.player('player')} turns a card face down and casts it as a 2/2 face-down creature spell with no name, text, subtypes or mana cost, paying {3} instead of its mana cost; only its controller may look at it.`
      : `${f.citeLead}${f.player('player')} casts ${f.who('card')} as ${FACE_EN[String(f.p.face)] ?? f.v('face')}, ${f.who('spell')}: only those characteristics are checked and exist on the stack.`,
  'alt.permission': (f) => `${f.citeLead}${f.who('source')} allows ${f.player('player')} to cast ${f.who('spell')} from ${f.zone('from')}${f.has('text') ? ` (“${f.v('text')}”)` : ''}; the permission is judged on the characteristics the spell will have.`,
  'alt.exile-instead': (f) => `${f.citeLead}${f.who('spell')} was cast using ${f.v('using')}: if it would leave the stack, it is exiled instead of going anywhere else.`,
  'alt.rebound-exiled': (f) => `${f.citeLead}Rebound: ${f.who('spell')} was cast from the hand, so as it resolves it is exiled instead of going to the graveyard; at the beginning of ${f.player('player')}'s next upkeep it may be cast from exile without paying its mana cost.`,
  'alt.adventure-exiled': (f) => `${f.citeLead}${f.who('spell')} was cast as an Adventure: as it resolves it is exiled instead of going to the graveyard, and ${f.player('player')} may cast the card from exile later (not as an Adventure).`,
  'alt.face-restored': (f) => `${f.citeLead}Off the stack, ${f.who('object')} has only the card's normal characteristics again (${f.who('card')}).`,
  'alt.during-resolution': (f) => `${f.citeLead}${f.player('player')} casts ${f.who('spell')} while ${f.who('by')} is resolving: it goes on top of the stack, no player receives priority, and ${f.who('by')} goes on resolving.`,
  'alt.cascade': (f) =>
    `${f.citeLead}Cascade (${f.who('spell')}, mana value ${f.v('manaValue')}): cards are exiled from the top of the library: ${f.v('exiled')}${f.has('hit') ? `; ${f.who('hit')} is the first nonland card with a lesser mana value` : '; no nonland card with a lesser mana value was found'}.`,
  'alt.cascade-bottom': (f) => `${f.citeLead}The cards exiled by cascade that weren't cast (${f.v('cards')}) go to the bottom of ${f.player('player')}'s library in a random order (the engine doesn't know that order).`,
  'alt.discard': (f) => `${f.citeLead}${f.player('player')} discards ${f.who('card')} to pay ${f.p.cost === 'spell' ? 'the spell' : 'jump-start'}'s additional cost.`,
  'alt.choice': (f) =>
    `${f.citeLead}${f.player('player')} ${f.p.answer === 'no' ? 'chooses not to cast' : 'casts'} ${f.who('object')} (“${f.v('choice')}”${f.p.policy === 'default-cast' ? ': no answer was given, so the engine casts it; answer false to decline' : ''}).`,
  'alt.not-cast': (f) => `${f.citeLead}${f.who('object')} wasn't cast, so ${f.player('player')} puts it into their graveyard.`,
  'alt.madness-exiled': (f) => `${f.citeLead}${f.player('player')} discards ${f.who('object')}, which has madness: it is exiled instead of being put into the graveyard, and its madness ability triggers (cast it for ${f.v('cost')}).`,
  'face.turned-up': (f) =>
    `${f.citeLead}${f.player('player')} turns ${f.who('object')} face up (a special action: it doesn't use the stack), paying ${f.v('cost')}: it is ${f.who('card')}. It is the same permanent: effects on it still apply and its "enters" abilities don't trigger${f.bool('megamorph') ? '; megamorph puts a +1/+1 counter on it' : ''}.`,
  'face.cant-turn-up': (f) => `${f.citeLead}${f.player('player')} can't turn ${f.who('object')} face up: ${FACE_UP_EN[String(f.p.reason)] ?? f.v('reason')}.`,
  'face.revealed': (f) => `${f.citeLead}${f.who('object')} (face down) moves from ${f.zone('from')} to ${f.zone('to')}: it is revealed to all players: it is ${f.who('card')}.`,
  'land.played': (f) =>
    `${f.citeLead}${f.player('player')} plays ${f.who('object')} from ${f.zone('from')} (a special action: it doesn't use the stack): land ${f.v('played')} of the ${f.v('allowed')} they can play this turn${f.has('by') ? ` (${f.v('by')})` : ''}.`,
  'land.cant-play': (f) => `${f.citeLead}${f.player('player')} can't play ${f.who('object')}: ${LAND_EN[String(f.p.reason)] ?? f.v('reason')}${f.p.reason === 'no-land-play' ? ` (${f.v('played')} played, ${f.v('allowed')} allowed)` : ''}.`,
};
export const ALT_JA: Record<AltKey, Template> = {
  'alt.cast-as': (f) =>
    f.p.face === 'morph'
      ? `${f.citeLead}${f.player('player')} はカードを裏向きにし、名前・文章・サブタイプ・マナ・コストを持たない2/2の裏向きのクリーチャー呪文として、マナ・コストの代わりに{3}を支払って唱えます。見ることができるのはコントローラーだけです。`
      : `${f.citeLead}${f.player('player')} は ${f.who('card')} を${FACE_JA[String(f.p.face)] ?? f.v('face')}（${f.who('spell')}）として唱えます：判定されスタック上に存在するのはその特性だけです。`,
  'alt.permission': (f) => `${f.citeLead}${f.who('source')} により、${f.player('player')} は ${f.who('spell')} を${f.zone('from')}から唱えることができます${f.has('text') ? `（${f.quotedText('text')}）` : ''}。許可は呪文が持つことになる特性で判断されます。`,
  'alt.exile-instead': (f) => `${f.citeLead}${f.who('spell')} は${USING_JA[String(f.p.using)] ?? f.v('using')}で唱えられました：スタックを離れるなら、他のどこにも置かれる代わりに追放されます。`,
  'alt.rebound-exiled': (f) => `${f.citeLead}反復：${f.who('spell')} は手札から唱えられたので、解決に際し墓地に置かれる代わりに追放されます。${f.player('player')} の次のアップキープの開始時に、それをマナ・コストを支払わずに追放領域から唱えることができます。`,
  'alt.adventure-exiled': (f) => `${f.citeLead}${f.who('spell')} は出来事として唱えられました：解決に際し墓地に置かれる代わりに追放され、${f.player('player')} は後でそのカードを追放領域から唱えることができます（出来事としては唱えられません）。`,
  'alt.face-restored': (f) => `${f.citeLead}スタックを離れた ${f.who('object')} は、再びカード本来の特性だけを持ちます（${f.who('card')}）。`,
  'alt.during-resolution': (f) => `${f.citeLead}${f.player('player')} は ${f.who('by')} の解決中に ${f.who('spell')} を唱えます：スタックの一番上に置かれますが、どのプレイヤーも優先権を得ず、${f.who('by')} の解決が続きます。`,
  'alt.cascade': (f) =>
    `${f.citeLead}続唱（${f.who('spell')}、マナ総量${f.v('manaValue')}）：ライブラリーの一番上からカードを追放します：${f.v('exiled')}${f.has('hit') ? `。${f.who('hit')} がマナ総量のより小さい最初の土地でないカードです` : '。マナ総量のより小さい土地でないカードはありませんでした'}。`,
  'alt.cascade-bottom': (f) => `${f.citeLead}続唱で追放され唱えられなかったカード（${f.v('cards')}）は、${f.player('player')} のライブラリーの一番下に無作為の順番で置かれます（エンジンはその順番を知りません）。`,
  'alt.discard': (f) => `${f.citeLead}${f.player('player')} は${f.p.cost === 'spell' ? 'その呪文' : '再活'}の追加コストとして ${f.who('card')} を捨てます。`,
  'alt.choice': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('object')} を${f.p.answer === 'no' ? '唱えないことを選びます' : '唱えます'}（${keywordNameJa(f.v('choice'))}${f.p.policy === 'default-cast' ? '：答えがないため唱えるものとしました。唱えない場合は"false"を指定してください' : ''}）。`,
  'alt.not-cast': (f) => `${f.citeLead}${f.who('object')} は唱えられなかったので、${f.player('player')} はそれを自分の墓地に置きます。`,
  'alt.madness-exiled': (f) => `${f.citeLead}${f.player('player')} はマッドネスを持つ ${f.who('object')} を捨てます：墓地に置かれる代わりに追放され、マッドネス能力が誘発します（${f.v('cost')}で唱えられます）。`,
  'face.turned-up': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('object')} を${f.v('cost')}を支払って表向きにします（特別な処理で、スタックを使いません）：${f.who('card')} です。同じパーマネントのままなので、それに適用されている効果は適用され続け、「戦場に出たとき」の能力は誘発しません${f.bool('megamorph') ? '。大変異により+1/+1カウンターが1個置かれます' : ''}。`,
  'face.cant-turn-up': (f) => `${f.citeLead}${f.player('player')} は ${f.who('object')} を表向きにできません：${FACE_UP_JA[String(f.p.reason)] ?? f.v('reason')}。`,
  'face.revealed': (f) => `${f.citeLead}裏向きの ${f.who('object')} が${f.zone('from')}から${f.zone('to')}へ移動します：すべてのプレイヤーに公開されます：${f.who('card')} です。`,
  'land.played': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('object')} を${f.zone('from')}からプレイします（特別な処理で、スタックを使いません）：このターンにプレイできる土地${f.v('allowed')}つのうち${f.v('played')}つ目です${f.has('by') ? `（${f.v('by')}）` : ''}。`,
  'land.cant-play': (f) => `${f.citeLead}${f.player('player')} は ${f.who('object')} をプレイできません：${LAND_JA[String(f.p.reason)] ?? f.v('reason')}${f.p.reason === 'no-land-play' ? `（プレイ済み${f.v('played')}、上限${f.v('allowed')}）` : ''}。`,
};
