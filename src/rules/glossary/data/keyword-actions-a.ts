import type { TermEntry } from '../types.ts';

/**
 * Keyword actions of the Comprehensive Rules, from Activate through Transform (the first part of
 * the keyword-action section). Our own explanations; rule numbers only through RuleRefs.
 */
export const keywordActionsA: TermEntry[] = [
  {
    id: 'activate',
    kind: 'keyword-action',
    en: 'Activate',
    ja: '起動する',
    aliases: ['activation', '起動', 'activating an ability'],
    rules: ['h:Activate', 'h:Activating Activated Abilities', 'h:Mana Abilities', 'h:Loyalty Abilities'],
    summary: {
      en: 'Activating is how you use an activated ability, the kind written as "cost: effect". You put the ability on the stack, make its choices (modes, targets, the value of X) and pay its whole cost; its effect happens only later, when it resolves. By default only the controller of the object can activate its abilities, and you need priority to do it. Unless the ability itself restricts the timing (for example "activate only as a sorcery"), you may activate it whenever you have priority, even during an opponent\'s turn.',
      ja: '起動とは、「コスト：効果」の形で書かれた起動型能力を使うことです。能力をスタックに置き、モード、対象、Xの値などを選んでから、コストをすべて支払います。効果が発生するのは、後でその能力が解決されたときです。原則として、その能力を持つオブジェクトのコントローラーだけが起動でき、起動するには優先権が必要です。「起動はソーサリーとしてのみ行う」などの制限が書かれていなければ、対戦相手のターンであっても、優先権を持っていればいつでも起動できます。',
    },
    details: [
      {
        en: 'The cost is paid as part of activating, and nobody gets priority in the middle. So you can\'t respond to a cost such as tapping a creature or sacrificing it: by the time an opponent can act, the cost has been paid and the ability is already waiting on the stack.',
        ja: 'コストは起動の手順の中で支払われ、その途中で優先権を得るプレイヤーはいません。そのため、クリーチャーをタップする、生け贄に捧げるといったコストの支払いに対応することはできません。対戦相手が行動できるようになった時点で、コストはすでに支払われ、能力はスタックに置かれています。',
      },
      {
        en: 'Once on the stack, the ability no longer depends on its source. Destroying or removing the source in response does not stop it; if the source has left its zone and the ability needs information about it, it uses what the source looked like when it was last in that zone (its last known information).',
        ja: 'スタックに置かれた能力は、その発生源から独立して存在します。対応して発生源を破壊したり取り除いたりしても、能力は解決されます。発生源が領域を離れた後でその情報が必要な場合は、最後にその領域にあったときの情報（最後の情報）を使います。',
      },
      {
        en: 'A creature\'s ability with the tap symbol or the untap symbol in its cost can be activated only if you have controlled that creature continuously since your most recent turn began, unless it has haste. This "summoning sickness" rule applies only to creatures: an artifact or land that isn\'t a creature can use such an ability the turn it arrives.',
        ja: 'クリーチャーの、タップ・シンボルやアンタップ・シンボルをコストに含む起動型能力は、あなたの直近のターンの開始時から継続してそのクリーチャーをコントロールしていなければ起動できません（速攻を持つなら起動できます）。この召喚酔いのルールはクリーチャーだけのもので、クリーチャーでないアーティファクトや土地は、戦場に出たターンにもその能力を使えます。',
      },
      {
        en: 'Two kinds of activated abilities follow special rules. Mana abilities don\'t use the stack: they resolve immediately and can\'t be responded to. Loyalty abilities of planeswalkers can be activated only during your main phase with an empty stack, and normally only one per permanent each turn.',
        ja: '特別なルールに従う起動型能力が2種類あります。マナ能力はスタックを使わず、起動したらすぐに解決されるので、対応することはできません。プレインズウォーカーの忠誠度能力は、自分のメイン・フェイズでスタックが空のときにしか起動できず、通常は1つのパーマネントにつき1ターンに1回だけです。',
      },
      {
        en: 'Only activated abilities are activated. Triggered abilities simply trigger, so an effect that says abilities can\'t be activated does not stop them.',
        ja: '起動されるのは起動型能力だけです。誘発型能力は条件を満たせば自動的に誘発するので、「能力を起動できない」という効果の影響を受けません。',
      },
    ],
    interactions: [
      {
        with: 'summoning-sickness',
        rules: ['h:Activating Activated Abilities > tap symbol', 'h:Creatures > summoning sickness'],
        en: 'A creature that came under your control this turn can\'t use its tap-symbol abilities unless it has haste, but its other activated abilities (without the tap or untap symbol) can be used right away.',
        ja: 'このターンにコントロールし始めたクリーチャーは、速攻がなければタップ・シンボルを含む能力を起動できませんが、タップ・シンボルやアンタップ・シンボルを含まない起動型能力はすぐに起動できます。',
      },
      {
        with: 'counter',
        rules: ['h:Abilities > counters only spells', 'h:Mana Abilities > go on the stack'],
        en: 'An activated ability on the stack is not a spell, so "counter target spell" can\'t touch it; only an effect that counters abilities can. Mana abilities never use the stack and can\'t be countered at all.',
        ja: 'スタック上の起動型能力は呪文ではないので、「呪文を打ち消す」効果では打ち消せず、能力を打ち消す効果が必要です。マナ能力はスタックを使わないので、打ち消すことはできません。',
      },
      {
        with: 'sacrifice',
        rules: ['h:Abilities > independently of its source', 'h:Sacrifice'],
        en: 'If the cost includes sacrificing the source itself, the ability still resolves normally after the source is gone, because abilities on the stack are independent of their source.',
        ja: 'コストとして発生源自身を生け贄に捧げた場合でも、スタック上の能力は発生源から独立しているので、通常どおり解決されます。',
      },
    ],
  },
  {
    id: 'attach',
    kind: 'keyword-action',
    en: 'Attach',
    ja: 'つける',
    aliases: ['unattach', 'はずす', '外す', 'はずれる'],
    rules: ['h:Attach', 'g:Unattach', 'h:Interaction of Continuous Effects > each time it becomes attached'],
    summary: {
      en: 'Attaching puts an Aura, Equipment or Fortification onto an object or player, moving it from wherever it was; it then enchants, equips or fortifies that object or player. It can be attached only to something it could legally enchant, equip or fortify: if an effect tries to put it somewhere illegal it just stays where it was, and attaching it to what it is already on does nothing. Moving one on the battlefield onto something new gives it a new timestamp. To unattach an Equipment is to move it off the creature; it stays on the battlefield, equipping nothing.',
      ja: 'オーラ、装備品、城砦を「つける」とは、それを今ある場所から動かしてオブジェクトやプレイヤーの上に置き、エンチャント・装備・城砦化している状態にすることです。つけられるのは、それが正しくエンチャント・装備・城砦化できるものだけです。つけられないものにつけようとする効果は何もせず、元の場所から動きません。すでについているものにつけ直そうとしても何も起こりません。戦場で別のものにつけ直すと、新しいタイムスタンプを得ます。装備品を「はずす」とは、クリーチャーから離すことで、装備品は何も装備していない状態で戦場に残ります。',
    },
    details: [
      {
        en: 'Among Auras, only an Aura spell targets. An Aura put onto the battlefield without being cast, or moved by an effect that doesn\'t use the word "target", doesn\'t target what it goes onto, so hexproof and shroud don\'t stop it. Protection still does, because a permanent with protection can\'t be enchanted or equipped by things with the stated quality.',
        ja: 'オーラの場合、対象を取るのはオーラ呪文だけです。唱えられずに戦場に出るオーラや、「対象」と書かれていない効果で動かされるオーラは、つける先を対象に取らないので、呪禁や被覆では防げません。ただしプロテクションは防ぎます。プロテクションを持つパーマネントには、その性質を持つオーラや装備品をつけられないからです。',
      },
      {
        en: 'Equip is an activated ability that targets a creature you control and can be used only as a sorcery. Equipment can\'t be attached to an opponent\'s creature by its equip ability, but if you gain control of an equipped creature, the Equipment stays attached and is still controlled by its own controller.',
        ja: '装備は、あなたがコントロールするクリーチャーを対象とする起動型能力で、ソーサリー・タイミングでしか起動できません。装備能力で対戦相手のクリーチャーに装備させることはできませんが、装備されているクリーチャーのコントロールを得ても、装備品はついたままで、そのコントローラーも変わりません。',
      },
      {
        en: 'If an Equipment ends up on something it can\'t legally equip, it becomes unattached but stays on the battlefield; an Aura on something it can\'t legally enchant is put into its owner\'s graveyard. Both are state-based actions.',
        ja: '装備品が正しく装備できないものについている場合、装備品ははずれますが戦場に残ります。オーラが正しくエンチャントできないものについている場合、オーラはオーナーの墓地に置かれます。どちらも状況起因処理です。',
      },
      {
        en: '"Becomes unattached" also happens when the Aura or Equipment leaves the battlefield or when the thing it was attached to leaves its zone, so abilities that trigger on becoming unattached trigger then too.',
        ja: 'オーラや装備品が戦場を離れた場合や、ついていたものがその領域を離れた場合も「はずれた」ことになるので、はずれたときに誘発する能力はその場合も誘発します。',
      },
    ],
    interactions: [
      {
        with: 'timestamp-order',
        rules: ['h:Attach > new timestamp', 'h:Interaction of Continuous Effects > each time it becomes attached'],
        en: 'Because attaching gives a new timestamp, the order matters when effects conflict in the same layer. If one Equipment grants flying and another says the equipped creature loses flying, whichever was attached more recently wins.',
        ja: 'つけるたびに新しいタイムスタンプを得るので、同じ種類別で競合する効果があると、つけた順番が重要になります。ある装備品が飛行を与え、別の装備品が飛行を失わせるなら、後からつけたほうの効果が勝ちます。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > can\'t be enchanted', 'h:Protection > can\'t be equipped'],
        en: 'A permanent with protection can\'t have Auras or Equipment of the stated quality attached to it by any means; if it gains protection later, such Equipment falls off and such Auras go to the graveyard.',
        ja: 'プロテクションを持つパーマネントには、どのような方法でもその性質を持つオーラや装備品をつけることはできません。後からプロテクションを得た場合、その性質の装備品ははずれ、オーラは墓地に置かれます。',
      },
      {
        with: 'hexproof',
        rules: ['h:Targets > aura permanent doesn\'t target', 'h:Enchantments > other than by resolving as an aura spell'],
        en: 'You can\'t cast an Aura spell targeting an opponent\'s creature with hexproof, but an Aura that enters the battlefield without being cast can be attached to it, because nothing targets.',
        ja: '呪禁を持つ対戦相手のクリーチャーを対象にオーラ呪文を唱えることはできませんが、唱えられずに戦場に出るオーラは対象を取らないので、そのクリーチャーにつけることができます。',
      },
      {
        with: 'equip',
        rules: ['h:Equip', 'h:Attach > already attached'],
        en: 'Equipping an Equipment to the creature it is already attached to does nothing (and gives no new timestamp). If the target creature is gone or illegal when equip resolves, the Equipment stays where it was.',
        ja: 'すでについているクリーチャーに装備し直しても何も起こらず、新しいタイムスタンプも得ません。装備能力の解決時に対象のクリーチャーがいなくなっていたり不適正になっていたりすれば、装備品は元の状態のままです。',
      },
    ],
  },
  {
    id: 'behold',
    kind: 'keyword-action',
    en: 'Behold',
    ja: null,
    jaUnofficial: 'ビホールドする',
    aliases: ['beheld', 'ビホールド'],
    rules: ['h:Behold', 'h:Reveal'],
    summary: {
      en: 'To behold a [quality], you either pick a permanent you control that has that quality or show a card with that quality from your hand. It usually appears as one way to pay an additional cost, or as a condition for a bonus, and nothing happens to the card or permanent: the revealed card stays in your hand, and the chosen permanent isn\'t tapped or sacrificed. A check such as "if a Dragon was beheld" looks at what the object was when you beheld it, even if it has changed since.',
      ja: '「[性質]をビホールドする」とは、その性質を持つカードを手札から公開するか、その性質を持つ自分のパーマネントを1つ選ぶことです。多くは追加コストの支払い方の1つや、追加の効果を得るための条件として使われます。カードやパーマネントには何も起こらず、公開したカードは手札に残り、選んだパーマネントもタップしたり生け贄に捧げたりしません。「ドラゴンをビホールドしていた場合」のような条件は、ビホールドした時点でそのオブジェクトがその性質を持っていたかで判断し、後で性質が変わっても結果は変わりません。',
    },
  },
  {
    id: 'cast',
    kind: 'keyword-action',
    en: 'Cast',
    ja: '唱える',
    aliases: ['casting', 'キャスト', 'cast a spell'],
    rules: ['h:Cast', 'h:Casting Spells', 'h:Timing and Priority'],
    summary: {
      en: 'Casting a spell means taking the card from its zone (usually your hand) to the stack, making its choices (modes, targets, the value of X, whether to pay optional costs such as kicker) and paying its total cost. Only when all of that is done has the spell been cast: abilities that trigger on casting trigger at that moment, and the spell waits on the stack until it resolves or is countered. You need priority to cast anything. Instants and spells with flash can be cast whenever you have priority; other spells only in your own main phase while the stack is empty.',
      ja: '呪文を唱えるとは、カードを今ある場所（通常は手札）からスタックに移し、モード、対象、Xの値、キッカーなどの任意のコストを支払うかどうかを決め、総コストを支払うことです。この手順がすべて終わって初めて呪文は「唱えられた」ことになり、「呪文を唱えたとき」に誘発する能力はこの時点で誘発します。呪文は解決されるか打ち消されるまでスタックに残ります。唱えるには優先権が必要です。インスタントや瞬速を持つ呪文は優先権があればいつでも、それ以外の呪文は自分のメイン・フェイズでスタックが空のときにだけ唱えられます。',
    },
    details: [
      {
        en: 'If you can\'t complete a step of casting (for example, you can\'t pay the total cost), the casting is illegal and the game goes back to the moment before you started.',
        ja: '唱える手順の途中で続けられなくなった場合（総コストを支払えないなど）、その呪文を唱えることは不正となり、ゲームは唱え始める直前の状態に戻ります。',
      },
      {
        en: 'Costs are paid while casting, before anyone can respond. After the spell becomes cast you receive priority first, and any "when you cast" triggers go on the stack above the spell, so they resolve before it.',
        ja: 'コストは唱える手順の中で支払われ、その間に対応することはできません。呪文が唱えられた後、最初に優先権を得るのは唱えたプレイヤーです。「唱えたとき」の誘発型能力は呪文の上に積まれるので、呪文より先に解決されます。',
      },
      {
        en: 'Casting a spell "without paying its mana cost" is still casting: it goes on the stack, can be countered, and triggers "when you cast" abilities. It is an alternative cost, so you can\'t combine it with another alternative cost, but you may still pay additional costs such as kicker.',
        ja: '「マナ・コストを支払うことなく」唱える場合も、唱えることに変わりはありません。スタックに置かれ、打ち消されることもあり、「唱えたとき」の能力も誘発します。これは代替コストなので他の代替コストとは組み合わせられませんが、キッカーなどの追加コストは支払えます。',
      },
      {
        en: 'Not everything that reaches the stack or the battlefield was cast. A copy of a spell is not cast, and a card put onto the battlefield by an effect was never cast, so neither triggers "when you cast" abilities. Lands are never cast; they are played.',
        ja: 'スタックや戦場に置かれたものがすべて唱えられたわけではありません。呪文のコピーは唱えられたものではなく、効果によって戦場に出たカードも唱えられていないので、どちらも「唱えたとき」の能力を誘発させません。土地は唱えるのではなく、プレイするものです。',
      },
    ],
    interactions: [
      {
        with: 'put onto the battlefield',
        rules: ['h:Cast', 'h:Handling Triggered Abilities > enters-the-battlefield abilities'],
        en: 'A creature put onto the battlefield directly (for example, returned from a graveyard by an effect) skips the stack: it can\'t be countered and doesn\'t trigger "when you cast" abilities, but its "when this enters" abilities do trigger.',
        ja: '効果によって墓地などから直接戦場に出たクリーチャーは、スタックを経由しません。打ち消されることはなく、「唱えたとき」の能力も誘発しませんが、「戦場に出たとき」の能力は誘発します。',
      },
      {
        with: 'counter',
        rules: ['h:Casting Spells > becomes cast', 'h:Counter'],
        en: 'A spell that is later countered was still cast. Abilities that triggered on casting it are separate objects on the stack and resolve even if the spell is countered.',
        ja: '後で打ち消された呪文も、唱えられたことに変わりはありません。唱えたことで誘発した能力はスタック上の別のオブジェクトなので、呪文が打ち消されても解決されます。',
      },
      {
        with: 'copy',
        rules: ['h:Copying Objects > copy of a spell isn\'t cast'],
        en: 'Copies of a spell (from storm, for example) are put on the stack, not cast, so they don\'t trigger "whenever you cast" abilities and don\'t count as spells cast this turn.',
        ja: 'ストームなどで作られた呪文のコピーは、スタックに置かれるだけで唱えられたものではありません。「唱えるたび」の能力は誘発せず、そのターンに唱えた呪文の数にも数えません。',
      },
      {
        with: 'flash',
        rules: ['h:Flash', 'h:Timing and Priority > noninstant spell'],
        en: 'Flash lets you cast a spell any time you have priority, as if it were an instant; without it, a noninstant spell needs your own main phase and an empty stack.',
        ja: '瞬速があれば、インスタントと同じように優先権を持っているときはいつでも唱えられます。瞬速がなければ、インスタント以外の呪文は自分のメイン・フェイズでスタックが空のときにしか唱えられません。',
      },
      {
        with: 'play',
        rules: ['h:Play > play that card as a land or to cast'],
        en: '"Play" is the wider word: an effect that lets you play a card lets you cast it if it is a spell, or play it if it is a land. An effect that only lets you cast cards doesn\'t let you play lands.',
        ja: '「プレイする」はより広い言葉で、カードをプレイしてよいという効果では、呪文なら唱え、土地ならプレイできます。唱えることだけを許可する効果では、土地をプレイすることはできません。',
      },
    ],
  },
  {
    id: 'counter',
    kind: 'keyword-action',
    en: 'Counter',
    ja: '打ち消す',
    aliases: ['counterspell', '打ち消し', 'counter a spell'],
    rules: ['h:Counter', 'h:Abilities > counters only spells'],
    summary: {
      en: 'Countering a spell or ability cancels it while it is on the stack: it is taken off the stack without resolving, so none of its effects happen. A countered spell goes to its owner\'s graveyard, and whatever was paid to cast or activate it (mana, sacrificed creatures, discarded cards) is not given back. Only things on the stack can be countered; once a permanent spell has resolved, the permanent can\'t be countered.',
      ja: '呪文や能力を打ち消すとは、スタック上にあるそれを取り消すことです。打ち消されたものは解決されずにスタックから取り除かれ、その効果は一切発生しません。打ち消された呪文はオーナーの墓地に置かれ、唱えたり起動したりするために支払ったもの（マナ、生け贄に捧げたクリーチャー、捨てたカードなど）は戻ってきません。打ち消せるのはスタック上のものだけで、パーマネント呪文が解決されて戦場に出た後では、そのパーマネントを打ち消すことはできません。',
    },
    details: [
      {
        en: 'A spell that "can\'t be countered" can still be targeted by a counterspell. When the counterspell resolves, the countering simply doesn\'t happen, but any of its other instructions that don\'t depend on the countering still happen.',
        ja: '「打ち消されない」呪文も、打ち消し呪文の対象にすることはできます。打ち消し呪文が解決されても打ち消す部分は何も起こりませんが、打ち消したかどうかに関係しない他の指示は実行されます。',
      },
      {
        en: '"Counter target spell" only affects spells. Activated and triggered abilities on the stack can be countered only by effects that say they counter abilities. Mana abilities and static abilities never use the stack, and playing a land isn\'t a spell, so none of these can be countered.',
        ja: '「呪文1つを対象とし、それを打ち消す」効果は呪文にしか効きません。スタック上の起動型能力や誘発型能力は、能力を打ち消すと書かれた効果でなければ打ち消せません。マナ能力や常在型能力はスタックを使わず、土地のプレイも呪文ではないので、どれも打ち消すことはできません。',
      },
      {
        en: 'A countered permanent spell never enters the battlefield, so its "when this enters" abilities don\'t trigger. It was still cast, though, so anything that triggered on casting it still happens.',
        ja: '打ち消されたパーマネント呪文は戦場に出ないので、「戦場に出たとき」の能力は誘発しません。ただし唱えられたことに変わりはないので、唱えたことで誘発した能力は解決されます。',
      },
      {
        en: 'If every target of a spell has become illegal by the time it would resolve, the spell doesn\'t resolve and is put into its owner\'s graveyard. In rules terms this is not countering; the spell just doesn\'t resolve.',
        ja: '呪文が解決される時点ですべての対象が不適正になっている場合、その呪文は解決されずにオーナーの墓地に置かれます。ルール上、これは打ち消されたのではなく、単に解決されなかったという扱いです。',
      },
    ],
    interactions: [
      {
        with: 'can\'t be countered',
        rules: ['h:Abilities > can\'t be countered', 'h:The Magic Golden Rules > another effect states that it'],
        en: 'The "can\'t be countered" ability works while the spell is on the stack and wins over any effect that tries to counter it, because "can\'t" beats "can".',
        ja: '「打ち消されない」という能力はスタック上で機能し、「できない」は「できる」に優先するので、打ち消そうとする効果より優先されます。',
      },
      {
        with: 'cast',
        rules: ['h:Casting Spells > becomes cast', 'h:Counter'],
        en: 'Countering a spell doesn\'t undo its casting: "whenever you cast" triggers (prowess, for example) resolve normally.',
        ja: '呪文を打ち消しても、唱えたという事実はなくなりません。果敢などの「唱えるたび」の誘発型能力は通常どおり解決されます。',
      },
      {
        with: 'illegal targets',
        rules: ['h:Resolving Spells and Abilities > doesn\'t resolve'],
        en: 'A counterspell whose only target has already left the stack doesn\'t resolve at all, so none of its other effects happen either.',
        ja: '打ち消し呪文の唯一の対象である呪文がすでにスタックを離れていれば、打ち消し呪文は解決されず、その他の効果も発生しません。',
      },
      {
        with: 'mana abilities',
        rules: ['h:Mana Abilities > go on the stack'],
        en: 'Mana abilities resolve immediately without using the stack, so they can\'t be countered or responded to.',
        ja: 'マナ能力はスタックを使わずにすぐ解決されるので、打ち消すことも対応することもできません。',
      },
    ],
  },
  {
    id: 'create',
    kind: 'keyword-action',
    en: 'Create',
    ja: '生成する',
    aliases: ['生成', 'token creation', 'create a token'],
    rules: ['h:Create', 'h:Tokens'],
    summary: {
      en: 'Creating a token brings a new token with the stated characteristics onto the battlefield. You own and control the tokens you create, and they are permanents like any other: they enter the battlefield (so "when ... enters" abilities see them), creature tokens have summoning sickness, and they can be tapped, destroyed or sacrificed. A token has only the characteristics the effect gives it. Older cards that said "put a token onto the battlefield" now say "create".',
      ja: 'トークンを生成するとは、指定された特性を持つトークンを新たに戦場に出すことです。生成したトークンのオーナーもコントローラーもあなたで、普通のパーマネントと同じように扱われます。戦場に出るので「戦場に出たとき」の能力が誘発し、クリーチャー・トークンは召喚酔いの影響を受け、タップしたり破壊したり生け贄に捧げたりすることもできます。トークンが持つのは、生成した効果が定めた特性だけです。「トークンを戦場に出す」と書かれていた古いカードは、現在は「生成する」と読み替えられています。',
    },
    details: [
      {
        en: 'A token that leaves the battlefield goes to the new zone first, so "when this dies" and "leaves the battlefield" abilities trigger, and then it ceases to exist the next time state-based actions are checked. It can never come back: a token returned to hand or exiled "until" something happens is simply gone.',
        ja: '戦場を離れたトークンは、まず移動先の領域に移るので、「死亡したとき」や「戦場を離れたとき」の能力は誘発します。その後、次に状況起因処理がチェックされるときに消滅します。トークンが戻ってくることはなく、手札に戻されたトークンや、一時的に追放されたトークンはそのまま消えてしまいます。',
      },
      {
        en: 'Unless it copies something, a token usually has no mana cost, so its mana value is 0.',
        ja: '何かのコピーでないかぎり、トークンは通常マナ・コストを持たないので、マナ総量は0です。',
      },
      {
        en: 'Replacement effects that modify how tokens are created (for example, creating twice as many) judge the token as the effect describes it, before continuous effects that would change it on the battlefield. Replacement effects that modify how a permanent enters do take those continuous effects into account.',
        ja: 'トークンの生成を変更する置換効果（2倍の数を生成するなど）は、戦場で特性を変える継続的効果を考慮せず、生成する効果が定めたとおりのトークンで判断します。一方、パーマネントが戦場に出ることを変更する置換効果は、それらの継続的効果を考慮して判断します。',
      },
      {
        en: 'When a copy of a permanent spell resolves, it becomes a token on the battlefield, but it was not "created", so abilities that care about creating tokens don\'t see it. And if a rule or effect says a permanent with one of the token\'s characteristics can\'t enter, the token isn\'t created at all.',
        ja: 'パーマネント呪文のコピーが解決されると戦場でトークンになりますが、これは「生成された」ものではないので、トークンの生成を参照する能力には関係しません。また、そのトークンの特性を持つパーマネントが戦場に出られないというルールや効果があれば、トークンは生成されません。',
      },
    ],
    interactions: [
      {
        with: 'summoning-sickness',
        rules: ['h:Creatures > summoning sickness'],
        en: 'A creature token created this turn can\'t attack or use its tap-symbol abilities this turn unless it has haste.',
        ja: 'このターンに生成されたクリーチャー・トークンは、速攻がなければこのターンに攻撃したり、タップ・シンボルを含む能力を起動したりできません。',
      },
      {
        with: 'dies',
        rules: ['h:Tokens > ceases to exist', 'g:Dies'],
        en: 'A creature token that is destroyed or sacrificed does die: it goes to the graveyard, "when this dies" abilities trigger, and only then does it cease to exist.',
        ja: '破壊されたり生け贄に捧げられたりしたクリーチャー・トークンは、いったん墓地に置かれるので「死亡」します。「死亡したとき」の能力は誘発し、その後でトークンは消滅します。',
      },
      {
        with: 'copy',
        rules: ['h:Resolving Spells and Abilities > no longer a copy of a spell'],
        en: 'A copied creature spell becomes a token when it resolves, but "whenever you create a token" abilities don\'t trigger for it.',
        ja: 'コピーされたクリーチャー呪文は解決されるとトークンになりますが、「トークンを生成するたび」の能力は誘発しません。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:Create > being created'],
        en: 'A replacement effect that changes how many tokens are created sees each token as the creating effect describes it. So an effect that applies only to creature tokens doesn\'t apply to a noncreature token that would become a creature only because of a continuous effect on the battlefield.',
        ja: '生成されるトークンの数を変える置換効果は、生成する効果が定めたとおりの特性でトークンを判断します。そのため、クリーチャー・トークンにだけ適用される効果は、戦場の継続的効果によって初めてクリーチャーになるような、クリーチャーでないトークンには適用されません。',
      },
    ],
  },
  {
    id: 'destroy',
    kind: 'keyword-action',
    en: 'Destroy',
    ja: '破壊する',
    aliases: ['破壊', 'destruction'],
    rules: ['h:Destroy', 'h:State-Based Actions > lethal damage', 'h:Indestructible'],
    summary: {
      en: 'Destroying a permanent puts it from the battlefield into its owner\'s graveyard. Only three things destroy: an effect that uses the word "destroy", the state-based action for a creature with lethal damage marked on it, and the state-based action for a creature that was dealt damage by a source with deathtouch. A permanent that goes to the graveyard any other way (sacrificed, toughness 0 or less, the legend rule, a planeswalker with no loyalty) was not destroyed. A destroyed creature does die.',
      ja: 'パーマネントを破壊するとは、それを戦場からオーナーの墓地に置くことです。「破壊」になるのは、「破壊する」と書かれた効果、致死ダメージを負っているクリーチャーについての状況起因処理、接死を持つ発生源からダメージを受けたクリーチャーについての状況起因処理の3つだけです。生け贄に捧げる、タフネスが0以下になる、レジェンド・ルール、忠誠度が0になったプレインズウォーカーなど、それ以外の理由で墓地に置かれた場合は「破壊された」ことになりません。破壊されたクリーチャーは「死亡」します。',
    },
    details: [
      {
        en: 'Damage doesn\'t destroy anything by itself. The creature is destroyed by a state-based action, checked whenever a player would receive priority, so a creature can survive damage during the resolution of a spell until that check.',
        ja: 'ダメージそのものが破壊するわけではありません。破壊するのは状況起因処理で、これはプレイヤーが優先権を得る直前にチェックされます。そのため、呪文の解決中にダメージを負ったクリーチャーも、そのチェックまでは戦場に残っています。',
      },
      {
        en: 'When several permanents are destroyed at once ("destroy all creatures"), they all leave at the same time, and each of their "when this dies" or "whenever another creature dies" abilities sees the others leaving too.',
        ja: '「クリーチャーをすべて破壊する」のように複数のパーマネントが同時に破壊されると、それらは同時に戦場を離れます。それぞれの「死亡したとき」や「他のクリーチャーが死亡するたび」の能力は、一緒に破壊された他のパーマネントも見て誘発します。',
      },
      {
        en: 'An effect that says the permanent "can\'t be regenerated" stops regeneration shields from being used against that destruction.',
        ja: '「それは再生できない」と書かれた破壊では、再生の効果が適用されません。',
      },
    ],
    interactions: [
      {
        with: 'indestructible',
        rules: ['h:Indestructible', 'h:State-Based Actions > toughness 0 or less'],
        en: 'An indestructible permanent ignores "destroy" effects, lethal damage and deathtouch damage. It can still be sacrificed, exiled, returned to hand, or put into the graveyard for having toughness 0 or less.',
        ja: '破壊不能を持つパーマネントは、「破壊する」効果、致死ダメージ、接死によるダメージでは墓地に置かれません。ただし生け贄に捧げる、追放する、手札に戻す、タフネスが0以下になるといった方法なら墓地などに移ります。',
      },
      {
        with: 'regenerate',
        rules: ['h:Destroy > regeneration', 'h:Regenerate'],
        en: 'Regeneration replaces a destruction: instead of going to the graveyard, the permanent has its damage removed, becomes tapped and, if it was attacking or blocking, leaves combat.',
        ja: '再生は破壊を置き換えます。墓地に置かれる代わりに、ダメージが取り除かれてタップされ、攻撃クリーチャーかブロック・クリーチャーであれば戦闘から取り除かれます。',
      },
      {
        with: 'sacrifice',
        rules: ['h:Sacrifice', 'h:Destroy > any other reason'],
        en: 'Sacrificing is not destroying, so indestructible and regeneration can\'t prevent it, and "whenever a permanent is destroyed" abilities don\'t trigger.',
        ja: '生け贄に捧げることは破壊ではないので、破壊不能や再生では防げず、「パーマネントが破壊されるたび」の能力も誘発しません。',
      },
      {
        with: 'dies',
        rules: ['g:Dies', 'h:Destroy'],
        en: '"Dies" means put into a graveyard from the battlefield, however it happens. A destroyed creature dies, but so does one that was sacrificed or had its toughness reduced to 0.',
        ja: '「死亡する」とは、方法を問わず戦場から墓地に置かれることです。破壊されたクリーチャーは死亡しますが、生け贄に捧げられたクリーチャーやタフネスが0になったクリーチャーも死亡します。',
      },
    ],
  },
  {
    id: 'discard',
    kind: 'keyword-action',
    en: 'Discard',
    ja: '捨てる',
    aliases: ['ディスカード', 'ハンデス'],
    rules: ['h:Discard', 'h:Cleanup Step'],
    summary: {
      en: 'Discarding puts a card from a player\'s hand into that player\'s graveyard. Unless the effect says otherwise (discard at random, or another player chooses), the player who discards chooses which card. Discarding always takes cards from a hand: cards milled from a library or put into the graveyard from another zone have not been discarded.',
      ja: 'カードを捨てるとは、手札からそのカードをオーナーの墓地に置くことです。無作為に捨てる、他のプレイヤーが選ぶなどの指定がなければ、どのカードを捨てるかは捨てるプレイヤー自身が選びます。捨てるのは常に手札からなので、ライブラリーから切削されたカードや、他の領域から墓地に置かれたカードは「捨てた」ことにはなりません。',
    },
    details: [
      {
        en: 'A discard can be a cost (cycling, for example, discards the card itself). Without a suitable card in hand you can\'t pay such a cost, so you can\'t use the ability. If an effect tells you to discard with an empty hand, nothing happens.',
        ja: '捨てることはコストにもなります（たとえばサイクリングはそのカード自身を捨てます）。手札に適切なカードがなければそのコストは支払えないので、その能力は使えません。効果によって捨てるよう指示されたときに手札がなければ、何も起こりません。',
      },
      {
        en: 'Discarding down to your maximum hand size (normally seven) in your cleanup step is a real discard: "whenever you discard" abilities trigger and madness works.',
        ja: 'クリンナップ・ステップに手札の上限（通常7枚）まで捨てるのも、正式な「捨てる」です。「捨てるたび」の能力は誘発し、マッドネスも機能します。',
      },
      {
        en: 'An effect such as "target player discards a card" targets the player, not a card; that player chooses which card when the effect resolves.',
        ja: '「プレイヤー1人を対象とする。そのプレイヤーはカードを1枚捨てる」のような効果はプレイヤーを対象とし、カードは対象としません。どのカードを捨てるかは、解決時にそのプレイヤーが選びます。',
      },
    ],
    interactions: [
      {
        with: 'madness',
        rules: ['h:Madness'],
        en: 'A card with madness is still discarded, but it goes to exile instead of the graveyard, and you may then cast it for its madness cost.',
        ja: 'マッドネスを持つカードも捨てたことになりますが、墓地ではなく追放領域に置かれ、その後マッドネス・コストで唱えることができます。',
      },
      {
        with: 'cleanup step',
        rules: ['h:Cleanup Step > maximum hand size'],
        en: 'The cleanup-step discard is a turn-based action that doesn\'t use the stack; you choose which cards to discard.',
        ja: 'クリンナップ・ステップの手札調整はスタックを使わないターン起因処理で、捨てるカードはあなたが選びます。',
      },
      {
        with: 'cycling',
        rules: ['h:Cycling'],
        en: 'Cycling discards the card as part of its cost, so it triggers "whenever you discard" abilities, and the discard can\'t be responded to.',
        ja: 'サイクリングはコストとしてそのカードを捨てるので、「捨てるたび」の能力が誘発します。この捨てることに対応することはできません。',
      },
    ],
  },
  {
    id: 'double',
    kind: 'keyword-action',
    en: 'Double',
    ja: '倍にする',
    aliases: ['doubling', '2倍'],
    rules: ['h:Double'],
    summary: {
      en: 'Double is used for several things. Doubling a creature\'s power (or toughness) gives it +X/+0 (or +0/+X), where X is that value as the effect resolves: it is a modification, not a setting, so later changes still apply and it doesn\'t update if the value changes afterwards. Doubling a life total makes the player gain or lose the life needed to reach twice it; doubling counters or mana adds as many again; doubling damage is a replacement effect that makes the source deal twice as much.',
      ja: '「倍にする」はいくつかの場面で使われます。クリーチャーのパワー（またはタフネス）を倍にすると、解決時点のその値をXとして+X/+0（または+0/+X）の修整を受けます。値を設定するのではなく修整なので、他の修整も加わり、後で元の値が変わっても計算し直されません。ライフ総量を倍にする場合は、2倍の値になるのに必要なだけライフを得る（または失う）ことになります。カウンターやマナを倍にする場合は同じ数を追加し、ダメージを倍にする効果は2倍のダメージを与えさせる置換効果です。',
    },
  },
  {
    id: 'triple',
    kind: 'keyword-action',
    en: 'Triple',
    ja: null,
    jaUnofficial: '3倍にする',
    aliases: ['tripling', '3倍'],
    rules: ['h:Triple'],
    summary: {
      en: 'Tripling a creature\'s power and/or toughness works like doubling: the creature gets +X/+0 (or +0/+X), where X is twice the value as the effect resolves, so it ends up at three times that value. It modifies the value rather than setting it, so other modifications still apply, and it isn\'t recalculated later. A negative value becomes three times as negative.',
      ja: 'クリーチャーのパワーやタフネスを3倍にする考え方は、倍にする場合と同じです。解決時点の値の2倍をXとして+X/+0（または+0/+X）の修整を受けるので、その時点の値の3倍になります。値を設定するのではなく修整なので、他の修整も適用され、後で計算し直されることもありません。値が負の場合は、負のまま3倍になります。',
    },
  },
  {
    id: 'exchange',
    kind: 'keyword-action',
    en: 'Exchange',
    ja: '交換する',
    aliases: ['交換', 'swap', 'exchange control'],
    rules: ['h:Exchange'],
    summary: {
      en: 'An exchange swaps two things at once: control of two permanents, two life totals, two numbers, or cards between two zones. It is all or nothing: if the whole exchange can\'t be carried out when the spell or ability resolves (for example, one of the two creatures whose control is being swapped has left the battlefield), nothing is exchanged at all.',
      ja: '交換は、2つのものを同時に入れ替えます。2つのパーマネントのコントロール、2人のライフ総量、2つの数値、2つの領域にあるカードなどです。交換は「全部か無か」で、解決時に交換全体を行えない場合（たとえば、コントロールを入れ替える2体のクリーチャーの一方が戦場を離れていた場合）は、何も交換されません。',
    },
    details: [
      {
        en: 'Exchanging control of two permanents that the same player controls does nothing. When the controllers differ, each player gets the other\'s permanent at the same moment.',
        ja: '同じプレイヤーがコントロールする2つのパーマネントのコントロールを交換しても、何も起こりません。コントローラーが異なる場合は、それぞれのプレイヤーが相手のパーマネントのコントロールを同時に得ます。',
      },
      {
        en: 'When life totals are exchanged, each player gains or loses the life needed to reach the other\'s old total, so life-gain and life-loss triggers and replacement effects apply. A player who can\'t gain life can\'t end up higher (and one who can\'t lose life can\'t end up lower); in that case the exchange doesn\'t happen.',
        ja: 'ライフ総量を交換する場合、各プレイヤーは相手の元のライフ総量になるように必要なだけライフを得るか失います。そのため、ライフを得たり失ったりすることに関する誘発型能力や置換効果が適用されます。ライフを得られないプレイヤーのライフ総量が増えることになる場合（またはライフを失えないプレイヤーのライフ総量が減ることになる場合）、交換は行われません。',
      },
      {
        en: 'Exchanging two numbers makes each become the other\'s previous value; for power or toughness this sets the value. Switching a single creature\'s own power and toughness is a different effect, not an exchange.',
        ja: '2つの数値を交換すると、それぞれが相手の以前の値になります。パワーやタフネスの場合、その値に設定する効果になります。1体のクリーチャーのパワーとタフネスを入れ替える効果は、交換とは別のものです。',
      },
      {
        en: 'Cards can be exchanged between two zones only if all of them have the same owner, and the exchange still happens if one of the zones is empty.',
        ja: '2つの領域のカードを交換できるのは、それらのカードのオーナーがすべて同じ場合だけです。一方の領域が空でも交換は行われます。',
      },
    ],
    interactions: [
      {
        with: 'illegal targets',
        rules: ['h:Exchange > entire exchange'],
        en: 'If a spell exchanges control of two target creatures and one of them has become an illegal target or left the battlefield, the spell does nothing to the other one either.',
        ja: '2体の対象のクリーチャーのコントロールを交換する呪文で、片方が不適正な対象になったり戦場を離れたりしていれば、もう片方にも何も起こりません。',
      },
      {
        with: 'summoning-sickness',
        rules: ['h:Creatures > summoning sickness'],
        en: 'A creature you gain control of through an exchange can\'t attack or use its tap-symbol abilities this turn unless it has haste.',
        ja: '交換によってコントロールを得たクリーチャーは、速攻がなければこのターンに攻撃したり、タップ・シンボルを含む能力を起動したりできません。',
      },
      {
        with: 'life gain',
        rules: ['h:Exchange > life totals are exchanged', 'h:Life > can\'t gain life'],
        en: 'The player whose life goes up gains life (triggering "whenever you gain life"); the other loses life. If either change is forbidden, no exchange happens.',
        ja: 'ライフ総量が増えるプレイヤーはライフを得て（「ライフを得るたび」が誘発します）、もう一方はライフを失います。どちらかの変化が禁止されていれば、交換は行われません。',
      },
    ],
  },
  {
    id: 'exile',
    kind: 'keyword-action',
    en: 'Exile',
    ja: '追放する',
    aliases: ['追放', 'remove from the game', 'rfg', 'ゲームから取り除く'],
    rules: ['h:Exile', 'h:Exile > move it to the exile zone', 'g:Exile'],
    summary: {
      en: 'Exiling moves an object, from any zone, into the exile zone. Exiled cards are normally face up and any player may look at them; some effects exile cards face down. Exile is very thorough removal: it isn\'t destruction, so indestructible and regeneration don\'t help, and a creature exiled from the battlefield doesn\'t "die". The exile zone used to be called "removed from the game".',
      ja: 'オブジェクトを追放するとは、それがどの領域にあっても追放領域に移すことです。追放されたカードは通常表向きで、どのプレイヤーもいつでも見ることができます（裏向きで追放する効果もあります）。追放は破壊ではないので、破壊不能や再生では防げず、戦場から追放されたクリーチャーは「死亡」しません。追放領域は以前「ゲームから取り除かれた」領域と呼ばれていました。',
    },
    details: [
      {
        en: 'A card that comes back from exile is a new object: counters, damage, Auras and effects that applied to it before are gone, and it returns under its owner\'s control unless the effect says otherwise.',
        ja: '追放領域から戻ったカードは新しいオブジェクトです。それまで置かれていたカウンター、ダメージ、ついていたオーラ、適用されていた効果はなくなり、特に指定がなければオーナーのコントロール下で戻ります。',
      },
      {
        en: '"Exile ... until [something] leaves the battlefield" returns the card as soon as that event happens. If the event has already happened by the time the exile would occur, the card isn\'t exiled at all.',
        ja: '「～が戦場を離れるまで追放する」は、その出来事が起きた時点でカードを戻します。追放するよりも前にその出来事がすでに起きていれば、カードは追放されません。',
      },
      {
        en: 'A token that is exiled ceases to exist, so it won\'t come back even if the effect says to return it.',
        ja: '追放されたトークンは消滅するので、戻すと書かれた効果であっても戻ってきません。',
      },
      {
        en: 'Cards exiled face down can\'t be looked at except by players an effect allows to, and a player who was allowed to look at one may keep looking at it while it stays in exile.',
        ja: '裏向きで追放されたカードは、効果によって許可されたプレイヤーしか見ることができません。見ることを許可されたプレイヤーは、そのカードが追放領域にある間は見続けることができます。',
      },
    ],
    interactions: [
      {
        with: 'dies',
        rules: ['g:Dies', 'h:Handling Triggered Abilities > leaves-the-battlefield abilities'],
        en: 'An exiled creature doesn\'t die, so "when this dies" abilities don\'t trigger. "When this leaves the battlefield" abilities do.',
        ja: '追放されたクリーチャーは死亡しないので、「死亡したとき」の能力は誘発しません。「戦場を離れたとき」の能力は誘発します。',
      },
      {
        with: 'indestructible',
        rules: ['h:Indestructible', 'h:Exile > move it to the exile zone'],
        en: 'Indestructible only stops destruction; exiling an indestructible permanent works normally.',
        ja: '破壊不能が防ぐのは破壊だけなので、破壊不能を持つパーマネントも通常どおり追放できます。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:Replacement Effects > never happens', 'h:Handling Triggered Abilities > actually occurs'],
        en: 'If an effect says cards that would go to a graveyard are exiled instead, a creature that would die is exiled. Since it never went to the graveyard, it didn\'t die and "when this dies" abilities don\'t trigger.',
        ja: '墓地に置かれるカードを代わりに追放する効果があると、死亡するはずのクリーチャーは追放されます。墓地に置かれていないので死亡したことにはならず、「死亡したとき」の能力は誘発しません。',
      },
      {
        with: 'tokens',
        rules: ['h:Tokens > ceases to exist', 'h:Tokens > can\'t move to another zone'],
        en: 'Exiling a token "until" something happens removes it for good: it ceases to exist in exile and can\'t return.',
        ja: 'トークンを一時的に追放すると、それで終わりです。トークンは追放領域で消滅し、戻ってくることはありません。',
      },
    ],
  },
  {
    id: 'fight',
    kind: 'keyword-action',
    en: 'Fight',
    ja: '格闘を行う',
    aliases: ['格闘', 'ファイト'],
    rules: ['h:Fight', 'h:Damage'],
    summary: {
      en: 'In a fight, each of the two creatures deals damage to the other equal to its own power. This is noncombat damage dealt by the creatures themselves, so abilities about a creature dealing damage (deathtouch, lifelink, infect) apply, while abilities that only change combat damage (first strike, double strike, trample) do nothing. If either creature has left the battlefield or stopped being a creature, or is an illegal target when the fight resolves, neither one deals damage.',
      ja: '2体のクリーチャーが格闘を行うと、それぞれが自身のパワーに等しいダメージを相手に与えます。これはクリーチャー自身が与える戦闘以外のダメージなので、接死、絆魂、感染のようなダメージを与えることに関する能力は機能しますが、戦闘ダメージだけを変更する先制攻撃、二段攻撃、トランプルは何もしません。解決時にどちらかが戦場を離れていたり、クリーチャーでなくなっていたり、不適正な対象になっていたりすれば、どちらもダメージを与えません。',
    },
    details: [
      {
        en: 'Both creatures deal their damage even if one of them takes lethal damage; creatures with lethal damage are destroyed only when state-based actions are checked after the spell or ability has finished resolving.',
        ja: '一方が致死ダメージを受けても、両方ともダメージを与えます。致死ダメージを負ったクリーチャーが破壊されるのは、呪文や能力の解決が終わった後に状況起因処理がチェックされたときです。',
      },
      {
        en: 'A creature with 0 or less power deals no damage in a fight, so "whenever this deals damage" abilities don\'t trigger for it.',
        ja: 'パワーが0以下のクリーチャーは、格闘でダメージを与えません。そのため「ダメージを与えるたび」の能力も誘発しません。',
      },
      {
        en: 'A creature told to fight itself deals damage equal to twice its power to itself.',
        ja: 'クリーチャーが自分自身と格闘を行う場合、自身のパワーの2倍に等しいダメージを自身に与えます。',
      },
      {
        en: 'Effects where one creature deals damage equal to its power to another, without the word "fight", are not fights: only one creature deals damage.',
        ja: '「格闘」という言葉を使わず、あるクリーチャーが自身のパワーに等しいダメージを別のクリーチャーに与える効果は、格闘ではありません。ダメージを与えるのは一方だけです。',
      },
    ],
    interactions: [
      {
        with: 'deathtouch',
        rules: ['h:Deathtouch > dealt damage by a source with deathtouch', 'h:Fight > isn\'t combat damage'],
        en: 'Deathtouch works with any damage, so a creature with deathtouch destroys the creature it fights with even 1 damage (unless that creature is indestructible).',
        ja: '接死はあらゆるダメージで機能するので、接死を持つクリーチャーは、1点でもダメージを与えれば格闘の相手を破壊します（相手が破壊不能なら破壊されません）。',
      },
      {
        with: 'lifelink',
        rules: ['h:Lifelink > damage dealt by a source with lifelink', 'h:Fight > isn\'t combat damage'],
        en: 'Lifelink works with any damage: a creature with lifelink that fights makes its controller gain life equal to the damage it deals.',
        ja: '絆魂はあらゆるダメージで機能します。絆魂を持つクリーチャーが格闘を行うと、与えたダメージに等しいライフをそのコントローラーが得ます。',
      },
      {
        with: 'first-strike',
        rules: ['h:First Strike > combat damage step', 'h:Fight > isn\'t combat damage'],
        en: 'First strike and double strike only change the combat damage step; in a fight, a creature with first strike doesn\'t deal its damage first, and a creature with double strike doesn\'t deal damage twice.',
        ja: '先制攻撃や二段攻撃が変えるのは戦闘ダメージ・ステップだけです。格闘では先制攻撃を持つクリーチャーが先にダメージを与えることはなく、二段攻撃を持つクリーチャーが2回ダメージを与えることもありません。',
      },
      {
        with: 'trample',
        rules: ['h:Trample > noncombat damage'],
        en: 'Trample does nothing in a fight; excess damage simply stays on the other creature.',
        ja: '格闘ではトランプルは何もしません。余分なダメージも相手のクリーチャーに与えられるだけです。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > damage that would be dealt', 'h:Fight > illegal targets'],
        en: 'Damage from a creature with the stated quality is prevented. If protection makes one of the fighting creatures an illegal target of the fight spell, neither creature deals damage.',
        ja: 'プロテクションの性質を持つクリーチャーからのダメージは軽減されます。プロテクションによって一方が格闘呪文の不適正な対象になっていれば、どちらのクリーチャーもダメージを与えません。',
      },
    ],
  },
  {
    id: 'goad',
    kind: 'keyword-action',
    en: 'Goad',
    ja: '使嗾する',
    aliases: ['使嗾', 'goaded'],
    rules: ['h:Goad', 'h:Declare Attackers Step > requirements'],
    summary: {
      en: 'Goading a creature forces it to attack: until your next turn, it must attack in each combat if it can, and must attack a player other than you if it can. Goaded is a designation, not an ability, so it isn\'t copied and isn\'t lost when the creature loses its abilities. Several players can goad the same creature, adding their requirements, but goading it again yourself adds nothing. If you are the only player it can attack (for example, in a two-player game), it still has to attack, so it attacks you or something of yours it can attack, such as a planeswalker.',
      ja: 'クリーチャーを使嗾すると、あなたの次のターンまで、そのクリーチャーは各戦闘で可能なら攻撃し、可能ならあなた以外のプレイヤーを攻撃しなければなりません。使嗾されていることは能力ではなく指定なので、コピーされず、能力を失っても取り除かれません。複数のプレイヤーが同じクリーチャーを使嗾すると要求が増えますが、同じプレイヤーが再び使嗾しても何も加わりません。攻撃できるプレイヤーがあなたしかいない場合（2人対戦など）も攻撃は強制されるので、そのクリーチャーはあなたか、あなたのプレインズウォーカーなど攻撃できるものを攻撃します。',
    },
  },
  {
    id: 'investigate',
    kind: 'keyword-action',
    en: 'Investigate',
    ja: '調査を行う',
    aliases: ['調査', 'clue'],
    rules: ['h:Investigate', 'h:Tokens > a clue token is'],
    summary: {
      en: 'To investigate is to create a Clue token: a colorless Clue artifact token whose ability lets you pay {2} and sacrifice it to draw a card. You can use that ability whenever you have priority, even on the turn the Clue was created. Getting a Clue from an instruction other than "investigate" isn\'t investigating, so "whenever you investigate" abilities don\'t trigger for it.',
      ja: '調査を行うとは、手掛かり・トークンを1つ生成することです。手掛かりは、{2}を支払ってこれを生け贄に捧げるとカードを1枚引ける能力を持つ、無色の手掛かり・アーティファクト・トークンです。この能力は、優先権を持っていればいつでも、生成されたターンにも起動できます。「調査を行う」以外の指示で手掛かり・トークンを生成しても調査を行ったことにはならないので、「調査を行うたび」の能力は誘発しません。',
    },
  },
  {
    id: 'mill',
    kind: 'keyword-action',
    en: 'Mill',
    ja: '切削する',
    aliases: ['milling', '切削', 'ライブラリー破壊', 'デッキ破壊'],
    rules: ['h:Mill', 'h:State-Based Actions > attempted to draw'],
    summary: {
      en: 'Milling N cards moves the top N cards of a player\'s library straight into that player\'s graveyard. If the library holds fewer cards, they mill all that are there, but a cost that requires milling more cards than the library holds can\'t be paid. Milling never makes a player lose by itself: a player with an empty library loses only when they have to draw a card.',
      ja: 'N枚のカードを切削するとは、プレイヤーが自分のライブラリーの一番上からN枚を自分の墓地に置くことです。ライブラリーの枚数が足りなければあるだけ切削しますが、ライブラリーの枚数より多くの切削を求めるコストは支払えません。切削そのものでゲームに敗北することはなく、ライブラリーが空のプレイヤーが敗北するのは、カードを引かなければならなくなったときです。',
    },
    details: [
      {
        en: 'An effect that refers to the milled card can find it in the zone it moved to, as long as that zone is public: normally the graveyard, or another public zone such as exile if a replacement effect sent it there instead.',
        ja: '切削されたカードを参照する効果は、そのカードが移動した先の領域が公開領域であれば、そこでそのカードを見つけることができます。通常は墓地ですが、置換効果によって代わりに追放領域などの公開領域に置かれた場合はそこで見つけます。',
      },
      {
        en: 'If an effect mills one card and then asks about "the milled card", but a replacement effect made more cards get milled, it looks at each of them; if it needs a number, the results are added together.',
        ja: '1枚を切削してから「切削したカード」について参照する効果で、置換効果により複数枚が切削された場合、それぞれのカードについて参照します。数値が必要な場合は合計を使います。',
      },
      {
        en: 'Milled cards were neither drawn nor discarded, so abilities about drawing or discarding don\'t trigger.',
        ja: '切削されたカードは引いたものでも捨てたものでもないので、カードを引くことや捨てることに関する能力は誘発しません。',
      },
    ],
    interactions: [
      {
        with: 'dies',
        rules: ['g:Dies', 'h:Mill'],
        en: 'A creature card milled from the library doesn\'t die, because dying means going to the graveyard from the battlefield. Abilities that trigger when a card is put into a graveyard "from anywhere" do trigger.',
        ja: '切削されたクリーチャー・カードは死亡しません。死亡とは戦場から墓地に置かれることだからです。「いずれかの領域から」墓地に置かれたときに誘発する能力は誘発します。',
      },
      {
        with: 'draw',
        rules: ['h:Drawing a Card > no cards in it', 'h:State-Based Actions > attempted to draw'],
        en: 'Milling someone\'s whole library doesn\'t end the game by itself; they lose the next time they would draw from the empty library (usually in their draw step).',
        ja: 'ライブラリーをすべて切削しても、それだけではゲームは終わりません。そのプレイヤーが敗北するのは、空のライブラリーからカードを引こうとしたとき（通常は自分のドロー・ステップ）です。',
      },
      {
        with: 'surveil',
        rules: ['h:Surveil', 'h:Mill'],
        en: 'Mill sends the top cards to the graveyard whatever they are; surveil lets you look first and choose which of them go there.',
        ja: '切削は一番上のカードを内容にかかわらず墓地に置きますが、諜報は先にカードを見て、どれを墓地に置くかを選べます。',
      },
    ],
  },
  {
    id: 'play',
    kind: 'keyword-action',
    en: 'Play',
    ja: 'プレイする',
    aliases: ['play a land', 'land drop', '土地のプレイ', 'プレイ'],
    rules: ['h:Play', 'h:Special Actions > playing a land', 'h:Lands'],
    summary: {
      en: '"Play" has two game meanings. Playing a land puts it onto the battlefield as a special action: it doesn\'t use the stack, so nobody can respond to it or counter it, and normally you may do it once per turn, in your own main phase, while you have priority and the stack is empty. Playing a card means playing it as a land if it is a land, or casting it if it is a spell. A land put onto the battlefield by an effect has not been played and doesn\'t use up your land for the turn.',
      ja: '「プレイする」にはゲーム上2つの意味があります。土地をプレイするとは、特別な処理として土地を戦場に出すことです。スタックを使わないので、対応することも打ち消すこともできません。通常は1ターンに1回、自分のメイン・フェイズに、優先権を持っていてスタックが空のときに行えます。カードをプレイするとは、土地なら土地としてプレイし、呪文なら唱えることです。効果によって土地を戦場に出すことはプレイではなく、そのターンの土地のプレイを消費しません。',
    },
    details: [
      {
        en: 'A land played from somewhere other than your hand (because an effect lets you play cards from exile or the top of your library, say) still counts toward the lands you may play this turn, and you can never play a land during another player\'s turn.',
        ja: '効果によって追放領域やライブラリーの一番上などからカードをプレイできる場合でも、手札以外から土地をプレイすれば、そのターンにプレイできる土地の数に数えます。また、他のプレイヤーのターンに土地をプレイすることはできません。',
      },
      {
        en: 'A permission such as "you may play that card this turn" doesn\'t change timing: a land still needs your main phase with an empty stack, and a sorcery-speed spell still needs its normal timing.',
        ja: '「このターン、そのカードをプレイしてもよい」のような許可は、タイミングを変えません。土地は自分のメイン・フェイズでスタックが空のときに、インスタント以外の呪文も通常のタイミングでしかプレイできません。',
      },
      {
        en: 'An object that is both a land and another card type can only be played as a land; it can\'t be cast. A modal double-faced card with a land face is played by choosing that face, which uses your land play.',
        ja: '土地であり他のカード・タイプも持つオブジェクトは、土地としてプレイすることしかできず、唱えることはできません。片面が土地であるモードを持つ両面カードは、土地の面を選んでプレイし、これは土地のプレイに数えます。',
      },
      {
        en: 'Older cards said "play" where they meant casting a spell or activating an ability; their Oracle text now says "cast" or "activate". "Play with the top card of your library revealed" uses "play" in the sense of playing the game.',
        ja: '古いカードでは、呪文を唱えることや能力を起動することを「プレイする」と書いていましたが、現在のオラクルでは「唱える」「起動する」に改められています。「ライブラリーの一番上のカードを公開したままプレイする」の「プレイ」は、ゲームをプレイするという意味です。',
      },
    ],
    interactions: [
      {
        with: 'cast',
        rules: ['h:Play > play that card as a land or to cast', 'h:Cast'],
        en: 'Playing a land is not casting, so "whenever you cast a spell" abilities never trigger from it.',
        ja: '土地のプレイは唱えることではないので、「呪文を唱えるたび」の能力は誘発しません。',
      },
      {
        with: 'putting lands onto the battlefield',
        rules: ['h:Lands > isn\'t the same as', 'h:Handling Triggered Abilities > enters-the-battlefield abilities'],
        en: 'An effect that puts a land onto the battlefield doesn\'t use your land play, even during your main phase. Either way the land enters the battlefield, so "whenever a land you control enters" abilities trigger.',
        ja: '土地を戦場に出す効果は、メイン・フェイズであっても土地のプレイを消費しません。どちらの場合も土地は戦場に出るので、「土地が戦場に出るたび」の能力は誘発します。',
      },
      {
        with: 'counter',
        rules: ['h:Main Phase > can\'t be countered'],
        en: 'Neither the land nor the act of playing it is a spell or ability, so it can\'t be countered and nobody can respond before it is on the battlefield.',
        ja: '土地も土地のプレイも呪文や能力ではないので、打ち消すことはできず、戦場に出る前に対応することもできません。',
      },
      {
        with: 'additional lands',
        rules: ['h:Lands > compare the number of lands'],
        en: 'Effects that let you play additional lands raise the number you may play; lands played by any means this turn count against it.',
        ja: '追加の土地をプレイできる効果は、そのターンにプレイできる土地の数を増やします。どのような方法でプレイした土地も、その数に数えます。',
      },
    ],
  },
  {
    id: 'regenerate',
    kind: 'keyword-action',
    en: 'Regenerate',
    ja: '再生する',
    aliases: ['regeneration', '再生', 'regen', 'regeneration shield'],
    rules: ['h:Regenerate', 'h:Replacement Effects > destruction-replacement'],
    summary: {
      en: 'Regenerate sets up a one-time shield: the next time this turn that the permanent would be destroyed, it stays on the battlefield instead; all damage on it is removed, it becomes tapped, and it is taken out of combat if it was attacking or blocking. The shield lasts until it is used or the turn ends, so you create it before the destruction would happen, for example in response to a removal spell or before combat damage. When a static ability regenerates a permanent, it replaces every destruction, not just the next one.',
      ja: '再生は1回限りの「盾」を用意します。このターン、次にそのパーマネントが破壊される場合、代わりにそのダメージがすべて取り除かれ、コントローラーがそれをタップし、攻撃クリーチャーかブロック・クリーチャーであれば戦闘から取り除かれます。この効果は使われるかターンが終わるまで残るので、破壊が起きる前に、たとえば除去呪文に対応して、あるいは戦闘ダメージの前に用意しておきます。常在型能力による再生の場合は、次の1回だけでなく、破壊されるたびに置き換えます。',
    },
    details: [
      {
        en: 'Regeneration only replaces destruction. It doesn\'t help against sacrifice, exile, being returned to hand, toughness 0 or less, or the legend rule.',
        ja: '再生が置き換えるのは破壊だけです。生け贄に捧げる、追放する、手札に戻す、タフネスが0以下になる、レジェンド・ルールに対しては役に立ちません。',
      },
      {
        en: 'Destruction from lethal damage or from deathtouch damage can be regenerated.',
        ja: '致死ダメージによる破壊や、接死を持つ発生源からのダメージによる破壊は再生できます。',
      },
      {
        en: 'If an effect says a permanent "can\'t be regenerated", you may still activate the ability or cast the spell that would regenerate it, but the shield won\'t be applied.',
        ja: '「再生できない」とされたパーマネントに対しても、再生させる能力を起動したり呪文を唱えたりすることはできますが、その効果は適用されません。',
      },
      {
        en: 'The damage is still dealt before the regeneration happens, so abilities that trigger on damage being dealt still trigger, and lifelink still gains life.',
        ja: 'ダメージ自体は与えられているので、ダメージを与えたことで誘発する能力は誘発し、絆魂によるライフの獲得も起こります。',
      },
    ],
    interactions: [
      {
        with: 'sacrifice',
        rules: ['h:Sacrifice', 'h:Regenerate'],
        en: 'Sacrifice isn\'t destruction, so a regeneration shield can\'t save a permanent from being sacrificed.',
        ja: '生け贄に捧げることは破壊ではないので、再生では防げません。',
      },
      {
        with: 'deathtouch',
        rules: ['h:State-Based Actions > source with deathtouch'],
        en: 'A creature dealt damage by a deathtouch source is destroyed by a state-based action, and that destruction can be regenerated.',
        ja: '接死を持つ発生源からダメージを受けたクリーチャーは状況起因処理によって破壊されますが、この破壊は再生できます。',
      },
      {
        with: 'combat',
        rules: ['h:Combat Phase > regenerates', 'h:Declare Blockers Step > remains blocked'],
        en: 'A blocking creature that regenerates is removed from combat and won\'t deal combat damage afterwards. The creature it was blocking remains blocked, so unless it has trample it won\'t deal combat damage to the player either.',
        ja: 'ブロック・クリーチャーが再生すると戦闘から取り除かれ、その後は戦闘ダメージを与えません。それがブロックしていた攻撃クリーチャーはブロックされた状態のままなので、トランプルがなければプレイヤーにも戦闘ダメージを与えません。',
      },
      {
        with: 'indestructible',
        rules: ['h:Regenerate > next time', 'h:Indestructible', 'h:Replacement Effects > but that event never happens'],
        en: 'An indestructible permanent isn\'t destroyed, so a regeneration shield on it is simply not used: the permanent isn\'t tapped, keeps its damage and stays in combat. The unused shield lasts until the turn ends, so it would apply if the permanent lost indestructible and were then destroyed that turn.',
        ja: '破壊不能を持つパーマネントは破壊されないので、再生の盾は使われません。タップされず、ダメージも取り除かれず、戦闘からも取り除かれません。使われなかった盾はターン終了時まで残るので、そのターンのうちに破壊不能を失ってから破壊されれば適用されます。',
      },
      {
        with: 'toughness 0',
        rules: ['h:State-Based Actions > toughness 0 or less'],
        en: 'A creature with toughness 0 or less is put into the graveyard without being destroyed, so regeneration can\'t save it.',
        ja: 'タフネスが0以下になったクリーチャーは破壊されずに墓地に置かれるので、再生では救えません。',
      },
    ],
  },
  {
    id: 'reveal',
    kind: 'keyword-action',
    en: 'Reveal',
    ja: '公開する',
    aliases: ['公開', 'look at'],
    rules: ['h:Reveal'],
    summary: {
      en: 'Revealing a card shows it to every player briefly. It doesn\'t leave its zone: a card revealed from your hand stays in your hand. It stays revealed only as long as needed: until the effect that revealed it has finished with it or, if revealing was part of a cost, until that spell or ability leaves the stack. "Look at" works the same way, except that only the named player sees the card.',
      ja: 'カードを公開するとは、そのカードをすべてのプレイヤーに一時的に見せることです。公開してもカードは領域を移動せず、手札から公開したカードは手札に残ります。公開されている期間は必要な間だけで、効果によって公開した場合はその効果がそのカードについての処理を終えるまで、コストとして公開した場合はその呪文や能力がスタックを離れるまでです。カードを「見る」処理も同じルールに従いますが、見られるのは指定されたプレイヤーだけです。',
    },
    details: [
      {
        en: 'If revealing a card makes an ability trigger, the card stays revealed until that triggered ability leaves the stack.',
        ja: 'カードを公開したことで能力が誘発した場合、その誘発型能力がスタックを離れるまでカードは公開されたままです。',
      },
      {
        en: 'A card that is already revealed (for example, because an effect makes you play with your hand revealed) can be revealed again, such as to pay a cost that asks you to reveal a card.',
        ja: 'すでに公開されているカード（手札を公開したままプレイする効果などによって）も、改めて公開することができます。たとえば、カードを公開するコストの支払いに使えます。',
      },
      {
        en: 'Activating an ability of a card in a hidden zone (such as your hand) reveals that card.',
        ja: '手札などの非公開領域にあるカードの能力を起動すると、そのカードは公開されます。',
      },
    ],
    interactions: [
      {
        with: 'search',
        rules: ['h:Search > not revealed'],
        en: 'Cards found by searching are revealed only if the effect says to reveal them.',
        ja: '探して見つけたカードは、効果が公開するよう指示している場合にだけ公開されます。',
      },
      {
        with: 'shuffle',
        rules: ['h:Reveal > shuffled or otherwise reordered'],
        en: 'Revealed cards in a library that is shuffled or reordered stop being revealed and become new objects.',
        ja: 'ライブラリーの中で公開されていたカードは、ライブラリーが切り直されたり並べ替えられたりすると公開されていない状態に戻り、新しいオブジェクトになります。',
      },
      {
        with: 'behold',
        rules: ['h:Behold'],
        en: 'Beholding can be done by revealing a card of the right quality from your hand; the card stays in your hand.',
        ja: 'ビホールドは、条件に合うカードを手札から公開することでも行えます。そのカードは手札に残ります。',
      },
    ],
  },
  {
    id: 'sacrifice',
    kind: 'keyword-action',
    en: 'Sacrifice',
    ja: '生け贄に捧げる',
    aliases: ['sac', '生け贄', '生贄に捧げる', 'サクる', 'サクリファイス'],
    rules: ['h:Sacrifice', 'g:Dies'],
    summary: {
      en: 'To sacrifice a permanent, you (its controller) put it from the battlefield into its owner\'s graveyard. You can sacrifice only permanents you control, never an opponent\'s permanent and never a card in your hand. Sacrificing isn\'t destroying, so indestructible and regeneration can\'t stop it. A sacrificed creature still dies, so "when this dies" abilities trigger.',
      ja: 'パーマネントを生け贄に捧げるとは、そのコントローラーがそれを戦場から直接オーナーの墓地に置くことです。生け贄に捧げられるのは自分がコントロールするパーマネントだけで、対戦相手のパーマネントや手札のカードを生け贄に捧げることはできません。生け贄に捧げることは破壊ではないので、破壊不能や再生では防げません。生け贄に捧げられたクリーチャーも死亡するので、「死亡したとき」の能力は誘発します。',
    },
    details: [
      {
        en: 'When sacrificing is a cost, it is paid while casting the spell or activating the ability, before anyone can respond. Killing or removing that creature "in response" is impossible: it is already in the graveyard when opponents get priority.',
        ja: '生け贄に捧げることがコストの場合、それは呪文を唱えたり能力を起動したりする手順の中で支払われ、その前に対応することはできません。対戦相手が優先権を得た時点では、そのクリーチャーはすでに墓地にあります。',
      },
      {
        en: 'When an effect makes a player sacrifice (for example, "each opponent sacrifices a creature"), that player chooses which of their own permanents as the effect resolves. The effect doesn\'t target the permanents, so hexproof or protection on a creature doesn\'t keep it from being chosen.',
        ja: '「各対戦相手はクリーチャーを1体生け贄に捧げる」のような効果では、生け贄に捧げるプレイヤーが、解決時に自分のパーマネントの中から選びます。パーマネントを対象に取らないので、クリーチャーが呪禁やプロテクションを持っていても選ぶことができます。',
      },
      {
        en: 'You can sacrifice a permanent you control but don\'t own (one you gained control of); it goes to its owner\'s graveyard.',
        ja: 'コントロールを得た他のプレイヤーのパーマネントなど、オーナーではないがコントロールしているパーマネントも生け贄に捧げられます。その場合はオーナーの墓地に置かれます。',
      },
    ],
    interactions: [
      {
        with: 'indestructible',
        rules: ['h:Sacrifice', 'h:Indestructible'],
        en: 'An indestructible permanent can be sacrificed normally.',
        ja: '破壊不能を持つパーマネントも、通常どおり生け贄に捧げることができます。',
      },
      {
        with: 'regenerate',
        rules: ['h:Sacrifice', 'h:Regenerate'],
        en: 'Regeneration replaces only destruction, so it can\'t save a sacrificed permanent.',
        ja: '再生が置き換えるのは破壊だけなので、生け贄に捧げられるパーマネントは救えません。',
      },
      {
        with: 'hexproof',
        rules: ['h:Targets > being affected by a spell', 'h:Hexproof'],
        en: 'Hexproof stops targeting, and "sacrifice a creature" effects don\'t target creatures, so hexproof creatures can be chosen. An effect that targets the player ("target player sacrifices") can\'t target a player with hexproof, though.',
        ja: '呪禁が防ぐのは対象に取ることだけで、「クリーチャーを1体生け贄に捧げる」効果はクリーチャーを対象に取らないので、呪禁を持つクリーチャーも選ばれます。ただし「プレイヤー1人を対象とする」効果は、呪禁を持つプレイヤーを対象にできません。',
      },
      {
        with: 'dies',
        rules: ['g:Dies'],
        en: 'A sacrificed creature dies, so "when this dies" and "whenever a creature dies" abilities trigger.',
        ja: '生け贄に捧げられたクリーチャーは死亡するので、「死亡したとき」や「クリーチャーが死亡するたび」の能力は誘発します。',
      },
    ],
  },
  {
    id: 'scry',
    kind: 'keyword-action',
    en: 'Scry',
    ja: '占術を行う',
    aliases: ['占術', 'スクライ'],
    rules: ['h:Scry'],
    summary: {
      en: 'Scry N lets you look at the top N cards of your library and decide which of them stay on top and which go to the bottom, arranging each group in any order. It is card selection, not card draw: nothing goes to your hand or graveyard. If you are told to scry 0, nothing happens at all, and abilities that trigger when you scry don\'t trigger.',
      ja: '占術Nを行うとは、自分のライブラリーの一番上からN枚を見て、そのうち好きな枚数を好きな順番でライブラリーの一番下に置き、残りを好きな順番で一番上に戻すことです。カードを引くわけではなく、手札にも墓地にもカードは移りません。占術0を行うよう指示された場合は何も起こらず、「占術を行うたび」の能力も誘発しません。',
    },
    details: [
      {
        en: 'An ability that triggers when you scry triggers after the whole scry is finished, even if part or all of it was impossible (for example, with fewer cards in your library than the number you scry). Only scry 0 produces no scry at all.',
        ja: '「占術を行うたび」の能力は、占術の処理がすべて終わった後に誘発します。ライブラリーの枚数が足りないなど、処理の一部または全部が行えなかった場合でも誘発します。占術が行われないのは、占術0の場合だけです。',
      },
      {
        en: 'If several players scry at the same time, they all look at their cards at once, then decide where to put them in APNAP order, and the cards move at the same time.',
        ja: '複数のプレイヤーが同時に占術を行う場合、全員が同時にカードを見て、APNAP順にカードをどこに置くかを決め、それから同時に移動させます。',
      },
    ],
    interactions: [
      {
        with: 'surveil',
        rules: ['h:Surveil', 'h:Scry'],
        en: 'Surveil is the graveyard version of scry: the cards you don\'t keep on top go to your graveyard instead of the bottom of your library.',
        ja: '諜報は占術の墓地版で、一番上に残さないカードはライブラリーの一番下ではなく墓地に置かれます。',
      },
      {
        with: 'shuffle',
        rules: ['h:Shuffle'],
        en: 'If your library is shuffled after you scry, the order you chose is lost.',
        ja: '占術の後にライブラリーを切り直すと、選んだ順番は失われます。',
      },
    ],
  },
  {
    id: 'search',
    kind: 'keyword-action',
    en: 'Search',
    ja: '探す',
    aliases: ['tutor', 'サーチ', 'library search'],
    rules: ['h:Search', 'h:Shuffle'],
    summary: {
      en: 'Searching a zone means going through every card in it to pick out cards that fit the description. In a hidden zone such as a library or hand, if the description states a quality ("a creature card", "a basic land card"), you may choose to find nothing even if a match is there; if it asks only for a number of cards ("a card"), you must find that many if you can. In a public zone such as a graveyard, you must find matching cards that are there. Found cards aren\'t revealed unless the effect says so.',
      ja: 'ある領域からカードを探すとは、その領域のカードをすべて見て、条件に合うカードを見つけることです。ライブラリーや手札のような非公開領域で、「クリーチャー・カード」「基本土地カード」のように性質が指定されている場合は、条件に合うカードがあっても見つけないことを選べます。「カード1枚」のように枚数だけが指定されている場合は、可能なかぎりその枚数を見つけなければなりません。墓地のような公開領域では、条件に合うカードがあれば見つけなければなりません。見つけたカードは、効果が指示しないかぎり公開されません。',
    },
    details: [
      {
        en: 'When an effect says to search your library and then shuffle, you shuffle even if you found nothing. If the found cards are to be put back into that library in a particular position, they are left out of the shuffle.',
        ja: 'ライブラリーを探してから切り直すよう指示された場合、何も見つけなかったとしても切り直します。見つけたカードをそのライブラリーの特定の位置に置く場合、そのカードは切り直しに含めません。',
      },
      {
        en: 'If an effect limits your search to part of the library (for example, only the top four cards), it still counts as searching that library, and any later instruction such as shuffling still applies to the whole library.',
        ja: '効果によって探す範囲がライブラリーの一部（一番上の4枚など）に限られても、そのライブラリーを探したことになり、その後の切り直しなどの指示はライブラリー全体に適用されます。',
      },
      {
        en: 'An effect that tells you to search the same library more than once before shuffling is treated as a single search for all of those cards.',
        ja: '切り直す前に同じライブラリーを複数回探すよう指示する効果は、それらのカードすべてを1回で探すものとして扱います。',
      },
      {
        en: 'If the description depends on something undefined (for example, a name that was never chosen), you may still search, but you can\'t find anything.',
        ja: '探すカードの条件が定まっていない場合（たとえば名前が選ばれていない場合）、探すことはできますが、何も見つけることはできません。',
      },
    ],
    interactions: [
      {
        with: 'failing to find',
        rules: ['h:Search > isn\'t required to find', 'h:Search > must find that many'],
        en: '"Search for a creature card" lets you fail to find one even if you have one; "search for a card" makes you take one if the library isn\'t empty.',
        ja: '「クリーチャー・カードを1枚探す」ならクリーチャーがあっても見つけないことを選べますが、「カードを1枚探す」ならライブラリーにカードがあるかぎり1枚見つけなければなりません。',
      },
      {
        with: 'shuffle',
        rules: ['h:Shuffle > found cards aren\'t included'],
        en: 'With "search, shuffle, then put the card on top", the found card is set aside from the shuffle and ends up on top.',
        ja: '「探し、切り直し、その後そのカードを一番上に置く」効果では、見つけたカードは切り直しに含めず、一番上に置かれます。',
      },
      {
        with: 'reveal',
        rules: ['h:Search > not revealed'],
        en: 'Unless the card says to reveal the found card, you don\'t show it; it becomes visible only if it goes to a public zone.',
        ja: '見つけたカードを公開するよう書かれていなければ、見せる必要はありません。公開領域に置かれた場合にだけ、見えるようになります。',
      },
      {
        with: 'partial search',
        rules: ['h:Search > portion of that zone'],
        en: 'Abilities that trigger on a library being searched trigger even when the search was limited to part of the library.',
        ja: '探す範囲がライブラリーの一部に限られていても、ライブラリーを探したときに誘発する能力は誘発します。',
      },
    ],
  },
  {
    id: 'shuffle',
    kind: 'keyword-action',
    en: 'Shuffle',
    ja: '切り直す',
    aliases: ['シャッフル', '切り直し', 'shuffling'],
    rules: ['h:Shuffle', 'h:Library'],
    summary: {
      en: 'Shuffling a library (or a face-down pile of cards) mixes it into a random order that no player knows. An instruction to shuffle is carried out even when there is little or nothing to shuffle: the library is still shuffled if the cards that should have gone into it are no longer where they were expected, if there were no cards to shuffle in, or if the library has zero or one card, and abilities that trigger on a shuffle still trigger.',
      ja: 'ライブラリー（または裏向きのカードの束）を切り直すとは、どのプレイヤーにもカードの順番がわからないよう無作為化することです。切り直す指示は、切り直すものがほとんどない場合でも実行されます。ライブラリーに加えるはずのカードが想定された領域になかった場合、加えるカードが1枚もなかった場合、ライブラリーが0枚や1枚の場合でもライブラリーは切り直され、「切り直したとき」の能力も誘発します。',
    },
    details: [
      {
        en: 'If an effect puts a card into a specific position of the library at the same time as it shuffles, the result is a random library with that card in that position.',
        ja: 'ライブラリーを切り直すのと同時に、あるカードをライブラリーの特定の位置に置く場合、そのカードがその位置にあり、残りは無作為化されたライブラリーになります。',
      },
      {
        en: 'If two or more effects shuffle the same library at the same time, abilities that trigger on a shuffle trigger once for each.',
        ja: '複数の効果が同時に同じライブラリーを切り直す場合、「切り直したとき」の能力はその回数だけ誘発します。',
      },
    ],
    interactions: [
      {
        with: 'search',
        rules: ['h:Shuffle > found cards aren\'t included'],
        en: 'Cards you found during a search that are going to a particular place are not part of the shuffle, even though they are still in the library at that moment.',
        ja: '探して見つけたカードを特定の場所に置く場合、そのカードはその時点でまだライブラリーにあっても、切り直しには含めません。',
      },
      {
        with: 'reveal',
        rules: ['h:Reveal > shuffled or otherwise reordered'],
        en: 'Shuffling makes any revealed cards in the library stop being revealed; they become new objects.',
        ja: '切り直すと、ライブラリーの中で公開されていたカードは公開されていない状態に戻り、新しいオブジェクトになります。',
      },
      {
        with: 'scry',
        rules: ['h:Scry', 'h:Shuffle'],
        en: 'A shuffle undoes any arrangement you made by scrying or surveilling.',
        ja: '切り直すと、占術や諜報で決めた並び順はなくなります。',
      },
    ],
  },
  {
    id: 'surveil',
    kind: 'keyword-action',
    en: 'Surveil',
    ja: '諜報を行う',
    aliases: ['諜報'],
    rules: ['h:Surveil'],
    summary: {
      en: 'Surveil N lets you look at the top N cards of your library and send any of them to your graveyard; the rest go back on top in the order you choose. It works like scry, except that the cards you don\'t want go to your graveyard instead of the bottom of your library, which helps decks that use the graveyard. Surveil 0 does nothing and doesn\'t trigger "whenever you surveil" abilities.',
      ja: '諜報Nを行うとは、自分のライブラリーの一番上からN枚を見て、そのうち好きな枚数を墓地に置き、残りを好きな順番でライブラリーの一番上に戻すことです。占術に似ていますが、不要なカードをライブラリーの一番下ではなく墓地に置く点が違い、墓地を活用するデッキで役立ちます。諜報0は何もせず、「諜報を行うたび」の能力も誘発しません。',
    },
    details: [
      {
        en: 'An ability that triggers when you surveil triggers after the whole surveil is finished, even if part or all of it was impossible.',
        ja: '「諜報を行うたび」の能力は、諜報の処理がすべて終わった後に誘発します。処理の一部または全部が行えなかった場合でも誘発します。',
      },
      {
        en: 'If an effect lets you look at extra cards while you surveil, those extra cards can also be put into your graveyard or on top in any order.',
        ja: '諜報の際に追加のカードを見ることができる効果がある場合、その追加のカードも墓地に置くか、好きな順番で一番上に置くことができます。',
      },
    ],
    interactions: [
      {
        with: 'scry',
        rules: ['h:Scry', 'h:Surveil'],
        en: 'Scry sends unwanted cards to the bottom of the library; surveil sends them to the graveyard. Both let you order the cards you keep on top.',
        ja: '占術は不要なカードをライブラリーの一番下に、諜報は墓地に置きます。どちらも、一番上に残すカードの順番を決められます。',
      },
      {
        with: 'mill',
        rules: ['h:Mill', 'h:Surveil'],
        en: 'Mill puts the top cards into the graveyard no matter what they are; surveil lets you choose which of the cards you looked at go there.',
        ja: '切削は一番上のカードを内容にかかわらず墓地に置きますが、諜報は見たカードのうちどれを墓地に置くかを選べます。',
      },
      {
        with: 'dies',
        rules: ['g:Dies'],
        en: 'Creature cards put into your graveyard by surveil come from the library, so they don\'t die.',
        ja: '諜報によって墓地に置かれたクリーチャー・カードはライブラリーから置かれたものなので、死亡したことにはなりません。',
      },
    ],
  },
  {
    id: 'tap-and-untap',
    kind: 'keyword-action',
    en: 'Tap and Untap',
    ja: 'タップする/アンタップする',
    aliases: ['tap', 'untap', 'tapped', 'untapped', 'タップ', 'アンタップ'],
    rules: ['h:Tap and Untap', 'h:Permanents > tapped/untapped', 'h:Untap Step'],
    summary: {
      en: 'Tapping a permanent means turning it sideways, and untapping means turning it back upright. Only an untapped permanent can be tapped and only a tapped one can be untapped, so a cost with the tap symbol can\'t be paid with a permanent that is already tapped. Attacking normally taps a creature, tapped creatures can\'t be declared as blockers, and you untap your permanents during the untap step at the start of your turn.',
      ja: 'パーマネントをタップするとは横向きにすることで、アンタップするとは縦向きに戻すことです。アンタップ状態のものだけをタップでき、タップ状態のものだけをアンタップできるので、すでにタップ状態のパーマネントではタップ・シンボルを含むコストを支払えません。通常、攻撃するとクリーチャーはタップし、タップ状態のクリーチャーはブロック・クリーチャーとして指定できません。自分のパーマネントは、自分のターンの最初のアンタップ・ステップにアンタップします。',
    },
    details: [
      {
        en: 'Summoning sickness only stops a creature from attacking and from using its own abilities with the tap or untap symbol in the cost. A creature that just arrived can still be tapped to pay other costs, such as convoke or "tap an untapped creature you control".',
        ja: '召喚酔いが禁止するのは、クリーチャーが攻撃することと、タップ・シンボルやアンタップ・シンボルをコストに含むそのクリーチャー自身の能力を起動することだけです。戦場に出たばかりのクリーチャーでも、召集や「あなたがコントロールするアンタップ状態のクリーチャーを1体タップする」といった他のコストのためにタップできます。',
      },
      {
        en: 'Tapping or untapping a creature after it has been declared as an attacker or blocker doesn\'t remove it from combat and doesn\'t stop its combat damage.',
        ja: '攻撃クリーチャーやブロック・クリーチャーとして指定された後にタップやアンタップをしても、そのクリーチャーは戦闘から取り除かれず、戦闘ダメージも与えます。',
      },
      {
        en: 'Abilities that trigger when a permanent "becomes tapped" don\'t trigger for a permanent that enters the battlefield tapped.',
        ja: '「タップ状態になったとき」に誘発する能力は、タップ状態で戦場に出たパーマネントについては誘発しません。',
      },
      {
        en: 'A tapped creature is still a legal target for "tap target creature" (unless the spell asks for an untapped one); it just doesn\'t get tapped again.',
        ja: 'タップ状態のクリーチャーも、「クリーチャー1体を対象とし、それをタップする」の適正な対象です（「アンタップ状態の」と指定されていないかぎり）。すでにタップ状態なので、何も起こらないだけです。',
      },
    ],
    interactions: [
      {
        with: 'summoning-sickness',
        rules: ['h:Creatures > summoning sickness', 'h:Activating Activated Abilities > tap symbol'],
        en: 'A creature you haven\'t controlled continuously since the start of your turn can\'t use its own tap-symbol abilities unless it has haste. Noncreature permanents aren\'t affected.',
        ja: 'あなたのターンの開始時から継続してコントロールしていないクリーチャーは、速攻がなければタップ・シンボルを含む自身の能力を起動できません。クリーチャーでないパーマネントには関係ありません。',
      },
      {
        with: 'vigilance',
        rules: ['h:Vigilance', 'h:Declare Attackers Step > taps the chosen creatures'],
        en: 'Attacking taps a creature as part of declaring attackers (it isn\'t a cost). A creature with vigilance doesn\'t tap to attack, so it can still block or use tap abilities afterwards.',
        ja: '攻撃クリーチャーを指定するとタップします（これはコストではありません）。警戒を持つクリーチャーは攻撃してもタップしないので、その後ブロックしたりタップする能力を使ったりできます。',
      },
      {
        with: 'combat',
        rules: ['h:Declare Blockers Step > must be untapped', 'h:Combat Phase > tapping or untapping'],
        en: 'Only untapped creatures can be declared as blockers, but tapping a blocker after blocks are declared doesn\'t stop it from blocking or dealing combat damage.',
        ja: 'ブロック・クリーチャーとして指定できるのはアンタップ状態のクリーチャーだけですが、ブロック・クリーチャー指定後にタップしても、ブロックは解除されず戦闘ダメージも与えます。',
      },
      {
        with: 'haste',
        rules: ['h:Haste'],
        en: 'Haste lets a creature attack and use its tap-symbol abilities the turn you gain control of it.',
        ja: '速攻があれば、コントロールし始めたターンでも攻撃したり、タップ・シンボルを含む能力を起動したりできます。',
      },
    ],
  },
  {
    id: 'transform',
    kind: 'keyword-action',
    en: 'Transform',
    ja: '変身させる',
    aliases: ['変身', '変身する', 'transformed'],
    rules: ['h:Transform', 'h:Double-Faced Cards > doesn\'t become a new object', 'h:Interaction of Continuous Effects > transforms or converts'],
    summary: {
      en: 'Transforming flips a double-faced permanent over so that its other face is showing. Only permanents represented by double-faced cards or double-faced tokens can transform (meld cards can\'t); an instruction to transform anything else does nothing. It stays the same object: it doesn\'t leave or re-enter the battlefield, keeps its counters, damage, Auras and effects, and doesn\'t become summoning sick again, though it gets a new timestamp. If a permanent\'s own ability tries to transform it but it has already transformed since that ability was put on the stack, nothing happens.',
      ja: 'パーマネントを変身させるとは、それを裏返して反対側の面を表にすることです。変身できるのは両面カードや両面トークンで表されるパーマネントだけで（合体カードは変身できません）、それ以外に変身を指示しても何も起こりません。変身しても同じオブジェクトのままで、戦場を離れたり出直したりせず、カウンター、ダメージ、オーラ、適用中の効果も残り、召喚酔いの状態になり直すこともありません。ただし新しいタイムスタンプを得ます。パーマネント自身の能力でそれを変身させようとしても、その能力がスタックに置かれた後にすでに変身していれば、何も起こりません。',
    },
  },
];
