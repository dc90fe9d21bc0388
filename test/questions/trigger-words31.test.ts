/**
 * How players name a triggered ability and what they say of it (s31 family "triggers"): "the enter trigger", "the
 * destroy trigger", "the ETB trigger", 「ETB誘発」 read as the trigger word class (603.1); "does the trigger still go
 * off (on my guy)" asked of its source (603.3) — a countered creature spell never enters, so no enters trigger
 * (701.6a, 603.6a); 「Xを対象に誘発させた」 the target chosen as the ability goes on the stack (603.3d); a source that
 * left before its "until this leaves" exile resolves exiles nothing (610.3b), while Fiend Hunter's separate
 * enters trigger still exiles for good (113.7a, 603.6c); "… and it dies" told of a creature cast earlier in the story
 * is found through its zone changes (400.7, 700.4). Neighbours refused: a qualified trigger of a card with two
 * triggered abilities (Thragtusk), and a death told that the run doesn't make (Shock on a 1/3).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Ravenous Chupacabra': '貪欲なチュパカブラ',
  'Banisher Priest': '放逐する僧侶',
  'Fiend Hunter': '悪鬼の狩人',
  'Vampire Nighthawk': '吸血鬼の夜鷲',
  'Questing Beast': '探索する獣',
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  Shock: 'ショック',
  Counterspell: '対抗呪文',
  'Swords to Plowshares': '剣を鍬に',
  Thragtusk: 'スラーグ牙',
  'Young Pyromancer': '若き紅蓮術士',
  'Flametongue Kavu': '火炎舌のカヴー',
};

describe('GIVEN real cards WHEN a question names a triggered ability by its event or effect, or targets with it', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
    // 701.6a: countered, the creature spell never enters — its enters trigger never triggers (603.6a).
    ['They cast Ravenous Chupacabra and I Counterspell it. Does the destroy trigger still go off?', "doesn't trigger", 'no'],
    ['They cast Ravenous Chupacabra and I Counterspell it. Does the trigger go off?', "doesn't trigger", 'no'],
    ['相手が《貪欲なチュパカブラ》を唱えたので《対抗呪文》で打ち消しました。ETB誘発は誘発しますか？', '誘発しません', 'no'],
    // 603.3d: the target said with "on" is the one chosen as the ability goes on the stack.
    ['They cast Ravenous Chupacabra. Does the enter trigger go off on my Grizzly Bears?', 'triggers once', 'yes'],
    ['相手が《貪欲なチュパカブラ》を唱えて、私の《灰色熊》を対象に誘発させた。《灰色熊》は死にますか？', 'はい', 'yes'],
    // 113.7a: Fiend Hunter's enters trigger resolves without its source, and the leaves trigger found nothing to return.
    ['I cast Fiend Hunter and target their Questing Beast with the enter trigger. In response they Lightning Bolt Fiend Hunter. Where is Questing Beast?', 'ends up in exile', null],
    ['I cast Fiend Hunter targeting their Questing Beast. In response they Lightning Bolt the Fiend Hunter and it dies. Is Questing Beast exiled?', 'is put into exile', 'yes'],
    ['《悪鬼の狩人》を唱えて、相手の《灰色熊》を対象に誘発させた。それに対応して相手が《悪鬼の狩人》に《稲妻》を撃った。《灰色熊》はどこに行く？', '追放領域', null],
    // 610.3b: Banisher Priest left before its "until" exile: the creature doesn't move.
    ['I cast Banisher Priest and point the ETB trigger at their Vampire Nighthawk. In response they Lightning Bolt the Priest. Is Vampire Nighthawk exiled?', "isn't put into exile", 'no'],
    ['I cast Banisher Priest targeting their Vampire Nighthawk. In response they Lightning Bolt the Priest and it dies. Is Vampire Nighthawk exiled?', "isn't put into exile", 'no'],
    ['《放逐する僧侶》を唱えて、相手の《吸血鬼の夜鷲》を対象に誘発させました。対応して相手が《放逐する僧侶》に《稲妻》を撃って《放逐する僧侶》は死亡。《吸血鬼の夜鷲》は追放されますか?', '追放領域には置かれません', 'no'],
  ];
  /** 601.2i: Young Pyromancer triggers on the cast, so its token comes even when the spell is countered (701.6a). */
  const TOKENS: [string, string, 'yes' | 'no' | null][] = [
    ['《若き紅蓮術士》がいる状態で相手に《稲妻》を唱えたら《対抗呪文》された。トークンはもらえる?', 'あなたはトークンを1体得ます', 'yes'],
    ['《若き紅蓮術士》がいる状態で相手に《稲妻》を唱えたら《対抗呪文》された。エレメンタルトークンはもらえますか？', 'あなたはトークンを1体得ます', 'yes'],
    ['《若き紅蓮術士》がいる状態で相手に《稲妻》を唱えたら《対抗呪文》された。相手はトークンをもらえる?', '対戦相手はトークンを得ません', 'no'],
    ['相手の3/3に《稲妻》を撃った。トークンはもらえる?', 'あなたはトークンを得ません', 'no'],
    ['I control Young Pyromancer. I cast Lightning Bolt at their face and they Counterspell it. Do I get the Elemental token?', 'You get 1 token', 'yes'],
  ];
  it.each(TOKENS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 120_000);
  it.each(ANSWERED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 120_000);

  const REFUSED: [string, string, string?][] = [
    // Thragtusk has an enters and a leaves trigger: "the enter trigger" can't be told apart from its leaves trigger here.
    ['I Swords to Plowshares their Thragtusk. Does the enter trigger go off?', 'not_understood', 'the enter trigger'],
    // Shock leaves the 1/3 Fiend Hunter alive: the death told is not what the run does (700.4).
    ['I cast Fiend Hunter targeting their Grizzly Bears. In response they Shock the Fiend Hunter and it dies. Does Grizzly Bears come back?', 'impossible'],
    // The Bolt's target is not said: it is asked back, never assumed.
    ['《若き紅蓮術士》いる状態で《稲妻》唱えたら《対抗呪文》されたんだけど、エレメンタルトークンはもらえる?', 'needs_detail'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 120_000);
});
