import type { TermEntry } from '../types.ts';

/**
 * Full entries for the keyword abilities at the start of the keyword-ability chapter of the CR
 * (Deathtouch through Ward). Every statement was checked against the current CR; rule numbers
 * appear only as RuleRefs.
 */
export const evergreenAbilities: TermEntry[] = [
  // ---------------------------------------------------------------- Deathtouch
  {
    id: 'deathtouch',
    kind: 'keyword-ability',
    en: 'Deathtouch',
    ja: '接死',
    aliases: ['dt', 'せっし'],
    rules: ['h:Deathtouch', 'h:State-Based Actions > deathtouch'],
    summary: {
      en: 'If a source with deathtouch deals any damage at all to a creature, that creature is destroyed the next time state-based actions are checked, however big its toughness is. It works with combat and noncombat damage alike, and when a deathtouch creature with trample attacks, 1 damage is enough to count as lethal for each creature blocking it.',
      ja: '接死を持つ発生源からダメージを受けたクリーチャーは、たとえ1点でも、次に状況起因処理がチェックされたときに破壊されます。タフネスがいくら大きくても関係ありません。戦闘ダメージでも戦闘以外のダメージでも機能し、トランプルも持つクリーチャーが攻撃するときには、各ブロック・クリーチャーに1点割り振れば致死ダメージとして扱われます。',
    },
    details: [
      {
        en: 'What matters is the source of the damage. A deathtouch creature that fights, or that deals damage because of its own ability, destroys the creature it damages; an instant that deals damage itself gains nothing from deathtouch on your creatures. If the source has already left its zone when it deals the damage, its last known information decides whether it had deathtouch.',
        ja: '重要なのはダメージの発生源です。接死を持つクリーチャーが格闘を行ったり、自身の能力でダメージを与えたりすれば、ダメージを受けたクリーチャーは破壊されます。一方、インスタントそのものがダメージを与える場合、あなたのクリーチャーが接死を持っていても関係ありません。ダメージを与える時点で発生源が元の領域を離れていたなら、接死を持っていたかどうかは最後の情報で判断します。',
      },
      {
        en: 'The damage must actually be dealt, and it must be dealt to a creature. Damage that is prevented does nothing, and deathtouch damage to a player, planeswalker or battle has only its usual results.',
        ja: 'ダメージが実際に与えられ、しかもそれがクリーチャーに対してである必要があります。軽減されたダメージでは何も起きませんし、プレイヤーやプレインズウォーカー、バトルに与えた接死のダメージは通常どおりの結果しかもたらしません。',
      },
      {
        en: 'The destruction is a state-based action, not a triggered ability: nothing goes on the stack and no one can respond between the damage and the creature being destroyed. Because it is destruction, indestructible ignores it and regeneration can replace it.',
        ja: 'この破壊は状況起因処理によるもので、誘発型能力ではありません。スタックには何も置かれず、ダメージから破壊までの間に対応することはできません。「破壊」なので、破壊不能を持つクリーチャーは破壊されず、再生で置換することもできます。',
      },
      {
        en: 'Under the current rules a blocked creature divides its combat damage among its blockers however its controller likes. So a deathtouch attacker with 3 power that is blocked by three creatures can assign 1 damage to each and destroy all three.',
        ja: '現在のルールでは、ブロックされたクリーチャーは戦闘ダメージをブロック・クリーチャーの間で自由に割り振れます。パワー3で接死を持つ攻撃クリーチャーが3体にブロックされたなら、それぞれに1点ずつ割り振って3体とも破壊できます。',
      },
    ],
    interactions: [
      {
        with: 'trample',
        rules: ['h:Deathtouch > lethal damage', 'h:Trample > already marked'],
        en: 'Any nonzero combat damage a deathtouch source assigns to a creature counts as lethal. A 5/5 with deathtouch and trample blocked by a 1/8 can assign 1 damage to the blocker and 4 to the player it is attacking.',
        ja: '接死を持つ発生源がクリーチャーに割り振る戦闘ダメージは、1点以上あれば致死ダメージとみなされます。接死とトランプルを持つ5/5が1/8にブロックされたなら、ブロック・クリーチャーに1点、攻撃先のプレイヤーに4点を割り振れます。',
      },
      {
        with: 'first-strike',
        rules: ['h:First Strike', 'h:State-Based Actions > deathtouch'],
        en: 'First strike plus deathtouch destroys the opposing creature in the first combat damage step, before it can deal its own damage in the second step (unless it also has first strike or double strike).',
        ja: '先制攻撃と接死を併せ持つと、相手のクリーチャーは最初の戦闘ダメージ・ステップで破壊されるため、2回目のステップでダメージを与えられません（相手も先制攻撃か二段攻撃を持つ場合を除きます）。',
      },
      {
        with: 'indestructible',
        rules: ['h:Indestructible', 'h:State-Based Actions > deathtouch', 'h:Deathtouch > since the last time'],
        en: 'An indestructible creature is not destroyed by deathtouch damage; the damage simply stays marked on it. The deathtouch check only looks at damage dealt since state-based actions were last checked, so if it loses indestructible later in the turn it dies only if its marked damage is now lethal by the normal standard.',
        ja: '破壊不能を持つクリーチャーは接死のダメージでは破壊されず、ダメージが残るだけです。接死のチェックは前回状況起因処理をチェックしてから与えられたダメージだけを見るので、その後同じターンに破壊不能を失っても、死亡するのは負っているダメージが通常の意味で致死ダメージに達している場合だけです。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > damage & prevented', 'h:Prevention Effects > never happens'],
        en: 'Protection prevents the damage, and damage that is prevented is never dealt, so a creature with protection from the deathtouch source survives.',
        ja: 'プロテクションはダメージを軽減し、軽減されたダメージは与えられなかったことになります。接死を持つ発生源からのプロテクションを持つクリーチャーは生き残ります。',
      },
      {
        with: 'fight',
        rules: ['h:Deathtouch > since the last time', 'h:Fight > combat damage'],
        en: 'Fight damage is not combat damage, but deathtouch does not care: a deathtouch creature that fights destroys the other creature as long as it deals it at least 1 damage.',
        ja: '格闘によるダメージは戦闘ダメージではありませんが、接死には関係ありません。接死を持つクリーチャーが格闘を行い、相手に1点以上のダメージを与えれば、そのクリーチャーは破壊されます。',
      },
    ],
  },

  // ---------------------------------------------------------------- Defender
  {
    id: 'defender',
    kind: 'keyword-ability',
    en: 'Defender',
    ja: '防衛',
    aliases: ['ぼうえい'],
    rules: ['h:Defender'],
    summary: {
      en: 'A creature with defender can\'t attack. Nothing else changes: it can block, use its abilities (including ones with the tap symbol) and be affected by everything that affects creatures.',
      ja: '防衛を持つクリーチャーは攻撃できません。それ以外には何も変わらず、ブロックも、タップ・シンボルを含む能力の起動も普通に行えますし、クリーチャーに影響するものはすべて影響します。',
    },
    details: [
      {
        en: 'Some effects let a creature attack "as though it didn\'t have defender", and others remove the ability. Either way it can then be declared as an attacker, as long as it is not summoning sick.',
        ja: '「防衛を持たないかのように攻撃できる」とする効果や、防衛を失わせる効果があれば、攻撃クリーチャーとして指定できます。ただし召喚酔いのルールは通常どおり適用されます。',
      },
      {
        en: 'A requirement such as "attacks each combat if able" does not beat defender. When attackers are declared, restrictions can\'t be broken in order to fulfil requirements, so the creature just stays home.',
        ja: '「可能なら各戦闘で攻撃する」のような強制は防衛に勝てません。攻撃クリーチャーを指定する際、強制を満たすために制限を破ることはできないので、そのクリーチャーは攻撃しません。',
      },
      {
        en: 'Defender only restricts declaring it as an attacker. A creature with defender that an effect puts onto the battlefield attacking is an attacking creature, because such a creature is not subject to the restrictions on declaring attackers.',
        ja: '防衛が制限するのは攻撃クリーチャーとして指定することだけです。効果によって攻撃している状態で戦場に出た場合、攻撃クリーチャー指定の制限は適用されないため、防衛を持っていても攻撃クリーチャーになります。',
      },
    ],
    interactions: [
      {
        with: 'haste',
        rules: ['h:Haste', 'h:Defender'],
        en: 'Haste only lifts summoning sickness; it does not let a creature with defender attack.',
        ja: '速攻は召喚酔いを解消するだけなので、防衛を持つクリーチャーが攻撃できるようにはなりません。',
      },
      {
        with: 'attack requirements',
        rules: ['h:Declare Attackers Step > requirements', 'h:Defender'],
        en: 'If a creature with defender is told it must attack, the "can\'t attack" restriction wins; declaring it anyway would be an illegal attack.',
        ja: '防衛を持つクリーチャーに攻撃の強制がかかっても、「攻撃できない」という制限が優先します。それでも攻撃に指定すれば不正な攻撃指定になります。',
      },
      {
        with: 'put onto the battlefield attacking',
        rules: ['h:Declare Attackers Step > requirements or restrictions'],
        en: 'Effects that put a creature onto the battlefield attacking ignore the restrictions on declaring attackers, so defender does not stop them.',
        ja: '攻撃している状態で戦場に出す効果には攻撃クリーチャー指定の制限が適用されないので、防衛があってもその効果は妨げられません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Double Strike
  {
    id: 'double-strike',
    kind: 'keyword-ability',
    en: 'Double strike',
    ja: '二段攻撃',
    aliases: ['ds', 'にだんこうげき', '2段攻撃'],
    rules: ['h:Double Strike', 'h:Combat Damage Step > first strike'],
    summary: {
      en: 'A creature with double strike deals combat damage twice: once in the first-strike combat damage step, together with creatures that have first strike, and again in the regular combat damage step. Each time is a separate dealing of combat damage, so lifelink gains life twice and "deals combat damage to a player" abilities can trigger twice.',
      ja: '二段攻撃を持つクリーチャーは戦闘ダメージを2回与えます。1回目は先制攻撃を持つクリーチャーと一緒に最初の戦闘ダメージ・ステップで、2回目は通常の戦闘ダメージ・ステップです。それぞれが別々に戦闘ダメージを与えることになるので、絆魂ならライフを2回得ますし、「プレイヤーに戦闘ダメージを与えるたび」の能力も2回誘発しえます。',
    },
    details: [
      {
        en: 'The extra combat damage step exists only if at least one attacking or blocking creature has first strike or double strike as the combat damage step begins. Granting double strike after that point, when no creature had either, is too late to create a second step.',
        ja: '戦闘ダメージ・ステップが2つになるのは、戦闘ダメージ・ステップの開始時に、攻撃クリーチャーかブロック・クリーチャーの少なくとも1体が先制攻撃か二段攻撃を持っている場合だけです。どのクリーチャーも持っていなかったなら、その後で二段攻撃を与えても2つ目のステップは生まれません。',
      },
      {
        en: 'Removing double strike during the first combat damage step stops the creature from dealing damage in the second step. Giving double strike to a creature with first strike after it has dealt its first-strike damage lets it deal damage again in the second step.',
        ja: '最初の戦闘ダメージ・ステップの間に二段攻撃を失わせれば、そのクリーチャーは2回目のステップでダメージを与えません。逆に、先制攻撃でダメージを与え終えたクリーチャーに二段攻撃を与えれば、2回目のステップでもダメージを与えます。',
      },
      {
        en: 'If a double striker is blocked and its blocker dies in the first step, the second hit goes nowhere unless it has trample: a blocked creature with no creatures blocking it assigns no combat damage, and it stays blocked.',
        ja: '二段攻撃を持つクリーチャーがブロックされ、ブロック・クリーチャーが1回目で死亡した場合、トランプルがなければ2回目のダメージはどこにも与えられません。ブロックされたクリーチャーはブロックされたままで、ブロックしているクリーチャーがいなければ戦闘ダメージを割り振らないからです。',
      },
    ],
    interactions: [
      {
        with: 'first-strike',
        rules: ['h:Double Strike > giving double strike', 'h:First Strike > giving first strike'],
        en: 'Having both is the same as having double strike. A creature that gains first strike after the first step has already happened still deals its normal damage in the second step if it had neither ability when the first step began.',
        ja: '両方持っていても二段攻撃と同じです。最初のステップの後で先制攻撃を得たクリーチャーも、最初のステップの開始時にどちらも持っていなかったなら、2回目のステップで通常どおりダメージを与えます。',
      },
      {
        with: 'trample',
        rules: ['h:Trample > already marked', 'h:Double Strike'],
        en: 'In the second step, damage marked on the blocker from the first step counts toward lethal. If the blocker died, everything goes to the player, planeswalker or battle being attacked. A 6/6 double striker with trample blocked by an indestructible 2/2 assigns 2 to it and 4 to the player, then all 6 to the player.',
        ja: '2回目のステップでは、1回目にブロック・クリーチャーが負ったダメージも致死ダメージの計算に入ります。ブロック・クリーチャーが死亡していれば、すべて攻撃先に割り振れます。二段攻撃とトランプルを持つ6/6が破壊不能の2/2にブロックされたなら、1回目はブロック・クリーチャーに2点とプレイヤーに4点、2回目は6点すべてをプレイヤーに割り振れます。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > damage & prevented', 'h:Trample > already marked'],
        en: 'Against a blocker with protection, the first hit\'s damage is prevented, so nothing is marked on it; a trampling double striker has to assign lethal damage to that blocker again in the second step.',
        ja: 'プロテクションを持つブロック・クリーチャーには1回目のダメージが軽減されてダメージが残らないので、トランプルを持つ二段攻撃クリーチャーは2回目のステップでも改めてそのクリーチャーに致死ダメージを割り振る必要があります。',
      },
      {
        with: 'lifelink',
        rules: ['h:Lifelink', 'h:Double Strike'],
        en: 'Lifelink gains life in each of the two steps, so a 3/3 with double strike and lifelink that connects both times gains 6 life.',
        ja: '絆魂は2つのステップそれぞれでライフを得させます。二段攻撃と絆魂を持つ3/3が2回ともダメージを与えれば、合計6点のライフを得ます。',
      },
      {
        with: 'deathtouch',
        rules: ['h:Deathtouch', 'h:State-Based Actions > deathtouch'],
        en: 'With deathtouch, the first hit destroys a blocker that lacks first strike and double strike before that blocker deals any damage.',
        ja: '接死があれば、1回目のダメージで（先制攻撃も二段攻撃も持たない）ブロック・クリーチャーを破壊でき、相手はダメージを与えられません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Enchant
  {
    id: 'enchant',
    kind: 'keyword-ability',
    en: 'Enchant',
    ja: 'エンチャント',
    aliases: ['enchant creature', 'enchant player', 'enchant permanent', 'エンチャント（クリーチャー）', 'エンチャント（プレイヤー）'],
    rules: ['h:Enchant', 'h:Enchantments > requires a target', 'h:State-Based Actions > aura is attached'],
    summary: {
      en: 'Enchant is the ability on every Aura that says what it can be attached to, as in "Enchant creature". It does two jobs: it limits what the Aura spell can target when you cast it, and it limits what the Aura may stay attached to on the battlefield. An Aura attached to something it can no longer enchant is put into its owner\'s graveyard as a state-based action.',
      ja: 'エンチャントはオーラが持つ能力で、「エンチャント（クリーチャー）」のように、何につけられるかを定めます。役割は2つあり、オーラ呪文を唱えるときに何を対象にできるかと、戦場でオーラが何についたままでいられるかを制限します。もはやエンチャントできないものについているオーラは、状況起因処理によってオーナーの墓地に置かれます。',
    },
    details: [
      {
        en: 'An Aura spell is a targeted spell; its target is whatever its enchant ability allows. If that target has become illegal by the time the spell resolves, the Aura does not resolve and goes to the graveyard. The Aura permanent on the battlefield does not target anything.',
        ja: 'オーラ呪文は対象を取る呪文で、その対象はエンチャント能力が定めます。解決時に対象が不適正になっていれば、そのオーラ呪文は解決されず墓地に置かれます。戦場にあるオーラ・パーマネント自体は何も対象にしていません。',
      },
      {
        en: 'An Aura put onto the battlefield without being cast is not targeting anything: the player putting it there chooses something legal for it to enchant as it enters. If nothing legal exists, it stays where it was (or goes to the graveyard if it was on the stack).',
        ja: '唱えられずに戦場に出るオーラは何も対象に取りません。戦場に出す際に、そのプレイヤーがエンチャントできる適正なものを選びます。適正なものがなければ、そのオーラは元の領域にとどまります（スタックにあった場合は墓地に置かれます）。',
      },
      {
        en: 'If an Aura has more than one enchant ability, all of them apply at once: both its target and what it may enchant must satisfy every one of them. Auras with "enchant player" can target and be attached only to players, never to permanents.',
        ja: '複数のエンチャント能力を持つオーラには、そのすべてが適用されます。対象にできるものも、エンチャントできるものも、そのすべてを満たすものだけです。「エンチャント（プレイヤー）」のオーラはプレイヤーだけを対象にし、プレイヤーにだけつけられ、パーマネントにはつけられません。',
      },
      {
        en: 'An Aura\'s controller is not necessarily the controller of what it enchants: if someone gains control of the enchanted creature, the Aura stays attached and stays under its own controller\'s control.',
        ja: 'オーラのコントローラーとエンチャントされているもののコントローラーは、同じとは限りません。エンチャントされているクリーチャーのコントロールを誰かが得ても、オーラはついたままで、オーラのコントローラーも変わりません。',
      },
    ],
    interactions: [
      {
        with: 'protection',
        rules: ['h:Protection > enchanted', 'h:State-Based Actions > aura is attached'],
        en: 'A permanent or player with protection can\'t be enchanted by Auras with that quality. Such an Aura can\'t be cast targeting it, can\'t be put onto it, and one already attached is put into its owner\'s graveyard, even if you control both.',
        ja: 'プロテクションを持つパーマネントやプレイヤーは、その性質を持つオーラにエンチャントされません。そのオーラを対象にして唱えることも、つけることもできず、すでについていたものは、両方を自分がコントロールしていてもオーナーの墓地に置かれます。',
      },
      {
        with: 'hexproof',
        rules: ['h:Targets > aura spells', 'h:Hexproof', 'h:Shroud', 'h:Enchantments > by any means other than'],
        en: 'Shroud stops any Aura spell from targeting the creature, and hexproof stops an opponent\'s Aura spell (your own can still target your hexproof creature). But an Aura put onto the battlefield without being cast doesn\'t target, so it can be attached to a creature with hexproof or shroud.',
        ja: '被覆はどのオーラ呪文の対象にもならないようにし、呪禁は対戦相手のオーラ呪文の対象にならないようにします（自分の呪禁を持つクリーチャーには、自分のオーラ呪文を唱えられます）。一方、唱えられずに戦場に出るオーラは対象を取らないので、呪禁や被覆を持つクリーチャーにもつけられます。',
      },
      {
        with: 'ward',
        rules: ['h:Ward', 'h:Targets > aura spells'],
        en: 'An opponent\'s Aura spell targeting a permanent with ward triggers ward; if the cost isn\'t paid, the Aura spell is countered.',
        ja: '対戦相手が護法を持つパーマネントを対象にオーラ呪文を唱えると、護法が誘発します。コストが支払われなければ、そのオーラ呪文は打ち消されます。',
      },
      {
        with: 'indestructible',
        rules: ['h:State-Based Actions > aura is attached', 'h:Destroy > only ways'],
        en: 'An Aura that ends up attached to something illegal goes to the graveyard even if it is indestructible, because that is not destruction.',
        ja: '不適正なものについているオーラは、破壊不能を持っていても墓地に置かれます。これは破壊ではないからです。',
      },
    ],
  },

  // ---------------------------------------------------------------- Equip
  {
    id: 'equip',
    kind: 'keyword-ability',
    en: 'Equip',
    ja: '装備',
    aliases: ['そうび', '装備能力', 'equip planeswalker'],
    rules: ['h:Equip', 'h:Artifacts > control of the creature', 'h:State-Based Actions > equipment or fortification'],
    summary: {
      en: 'Equip is an activated ability of Equipment: pay the cost to attach the Equipment to a target creature you control. You can activate it only when you could cast a sorcery (your main phase, with an empty stack). If the equipped creature leaves the battlefield, the Equipment stays behind, unattached, ready to be equipped again.',
      ja: '装備は装備品が持つ起動型能力で、コストを支払ってその装備品をあなたがコントロールするクリーチャー1体を対象としてつけます。起動はソーサリーとしてのみ、つまりあなたのメイン・フェイズでスタックが空のときにしか行えません。装備しているクリーチャーが戦場を離れても、装備品ははずれた状態で戦場に残り、再び装備できます。',
    },
    details: [
      {
        en: 'Equip targets. If the creature is no longer a legal target when the ability resolves (it left, or you no longer control it, or it gained shroud), the ability does nothing and the Equipment stays where it was.',
        ja: '装備は対象を取ります。解決時にそのクリーチャーが適正な対象でなくなっていれば（戦場を離れた、あなたがコントロールしていない、被覆を得たなど）、能力は何もせず、装備品は元の場所にとどまります。',
      },
      {
        en: 'Control of the creature only matters when you activate the ability and when it resolves. If an opponent later gains control of the equipped creature, the Equipment stays attached and stays yours; you can move it back by activating equip again on your turn.',
        ja: 'クリーチャーのコントロールが問題になるのは、起動するときと解決するときだけです。後で対戦相手が装備しているクリーチャーのコントロールを得ても、装備品はついたままで、あなたがコントロールし続けます。あなたのターンに再び装備能力を起動すれば、自分のクリーチャーに付け替えられます。',
      },
      {
        en: 'Equipping does not tap the creature, so you can equip a creature that came under your control this turn. An Equipment that becomes a creature itself can\'t equip a creature (unless it has reconfigure), so it becomes unattached.',
        ja: '装備はクリーチャーをタップしないので、このターンにコントロールし始めたクリーチャーにも装備できます。装備品自体がクリーチャーになった場合は、（換装を持たない限り）クリーチャーを装備できないので、はずれます。',
      },
      {
        en: '"Equip [quality]" only narrows the legal targets; it doesn\'t limit what the Equipment may stay attached to. A permanent with several equip abilities can use any of them, and "equip planeswalker" attaches to a planeswalker you control as though it were a creature.',
        ja: '「装備［性質］」は対象にできるクリーチャーを絞るだけで、装備品が何についていられるかは制限しません。複数の装備能力があればどれを起動してもかまいません。英語で「equip planeswalker」と書かれる変種は、あなたがコントロールするプレインズウォーカーに、それがクリーチャーであるかのようにしてつけるものです。',
      },
    ],
    interactions: [
      {
        with: 'protection',
        rules: ['h:Protection > equipped', 'h:State-Based Actions > equipment or fortification'],
        en: 'A permanent with protection from a quality can\'t be equipped by Equipment with that quality. If it gains protection while equipped, the Equipment becomes unattached but stays on the battlefield.',
        ja: 'ある性質からのプロテクションを持つパーマネントには、その性質を持つ装備品をつけられません。装備された後にプロテクションを得れば、装備品ははずれますが、戦場には残ります。',
      },
      {
        with: 'shroud',
        rules: ['h:Shroud', 'h:Hexproof'],
        en: 'Shroud stops even you from targeting your creature, so you can\'t equip it. Hexproof only stops opponents, so you can still equip your own hexproof creature.',
        ja: '被覆があると自分でも対象にできないので、装備できません。呪禁は対戦相手に対してだけ働くので、自分の呪禁を持つクリーチャーには装備できます。',
      },
      {
        with: 'flash',
        rules: ['h:Equip', 'h:Flash'],
        en: 'An Equipment card with flash can be cast at instant speed, but its equip ability is still activated only as a sorcery.',
        ja: '瞬速を持つ装備品はインスタント・タイミングで唱えられますが、装備能力の起動は依然としてソーサリーとしてのみ行えます。',
      },
      {
        with: 'summoning-sickness',
        rules: ['h:Creatures > continuously', 'h:Equip'],
        en: 'Summoning sickness doesn\'t matter for equipping: the equip cost never taps the creature.',
        ja: '装備のコストでクリーチャーをタップすることはないので、召喚酔いは装備に関係ありません。',
      },
    ],
  },

  // ---------------------------------------------------------------- First Strike
  {
    id: 'first-strike',
    kind: 'keyword-ability',
    en: 'First strike',
    ja: '先制攻撃',
    aliases: ['fs', 'せんせいこうげき'],
    rules: ['h:First Strike', 'h:Combat Damage Step > first strike', 'h:First Strike > second combat damage step', 'h:First Strike > giving first strike', 'h:Double Strike > removing double strike', 'h:Double Strike > giving double strike'],
    summary: {
      en: 'A creature with first strike deals its combat damage before creatures without it. If any attacking or blocking creature has first strike or double strike as the combat damage step begins, combat gets two damage steps: first only the creatures with first strike or double strike deal damage, then the rest (plus double strikers again). A creature killed in the first step never deals its damage.',
      ja: '先制攻撃を持つクリーチャーは、持たないクリーチャーより先に戦闘ダメージを与えます。戦闘ダメージ・ステップの開始時に、攻撃クリーチャーかブロック・クリーチャーのいずれかが先制攻撃か二段攻撃を持っていれば、戦闘ダメージ・ステップが2つになります。最初は先制攻撃か二段攻撃を持つクリーチャーだけが、次に残りのクリーチャー（と二段攻撃を持つクリーチャー）がダメージを与えます。最初のステップで死亡したクリーチャーはダメージを与えられません。',
    },
    details: [
      {
        en: 'The second step is for the creatures that had neither first strike nor double strike as the first step began, and for those that have double strike now. So giving first strike to a creature after the first step doesn\'t stop it from dealing damage in the second step, and removing first strike after it has dealt damage doesn\'t let it deal damage again. Double strike is looked at again in the second step: a first striker given double strike after the first step deals damage again, and a creature that loses double strike during the first step doesn\'t.',
        ja: '2回目のステップでダメージを与えるのは、最初のステップの開始時に先制攻撃も二段攻撃も持っていなかったクリーチャーと、その時点で二段攻撃を持っているクリーチャーです。そのため、最初のステップの後で先制攻撃を得ても2回目のステップでダメージを与えますし、ダメージを与えた後に先制攻撃を失ってももう一度ダメージを与えることはありません。二段攻撃は2回目のステップで改めて見られます。最初のステップの後で二段攻撃を得た先制攻撃クリーチャーはもう一度ダメージを与え、最初のステップの間に二段攻撃を失ったクリーチャーは与えません。',
      },
      {
        en: 'To make a difference, first strike has to be there as the combat damage step begins, so grant it no later than the declare blockers step. If no creature had first strike or double strike then, there is only one combat damage step.',
        ja: '意味を持たせるには、戦闘ダメージ・ステップの開始時に先制攻撃を持っている必要があります。与えるならブロック・クリーチャー指定ステップまでに与えましょう。その時点でどのクリーチャーも先制攻撃や二段攻撃を持っていなければ、戦闘ダメージ・ステップは1つだけです。',
      },
      {
        en: 'First strike works the same for blockers as for attackers, and it only affects combat damage: it does nothing in a fight or for damage from abilities.',
        ja: '先制攻撃はブロック・クリーチャーでも攻撃クリーチャーと同じように働きます。影響するのは戦闘ダメージだけで、格闘や能力によるダメージには関係ありません。',
      },
    ],
    interactions: [
      {
        with: 'double-strike',
        rules: ['h:First Strike > giving first strike', 'h:Double Strike > giving double strike'],
        en: 'Double strike includes the first-strike hit, so having both is redundant. Giving double strike to a first striker after it has dealt first-strike damage lets it deal damage again in the second step.',
        ja: '二段攻撃には先制攻撃の1回目が含まれているので、両方あっても意味は変わりません。先制攻撃でダメージを与え終えたクリーチャーに二段攻撃を与えれば、2回目のステップでもダメージを与えます。',
      },
      {
        with: 'deathtouch',
        rules: ['h:Deathtouch', 'h:State-Based Actions > deathtouch'],
        en: 'A first striker with deathtouch destroys any creature without first strike or double strike that it damages before that creature can strike back.',
        ja: '先制攻撃と接死を持つクリーチャーは、ダメージを与えた（先制攻撃も二段攻撃も持たない）クリーチャーを、反撃される前に破壊します。',
      },
      {
        with: 'trample',
        rules: ['h:First Strike', 'h:Trample'],
        en: 'First strike works for blockers too: if a first-strike blocker kills an attacking trampler in the first step, the trampler is gone and deals no damage at all, to the blocker or to the player.',
        ja: '先制攻撃はブロック・クリーチャーでも働きます。先制攻撃を持つブロック・クリーチャーが最初のステップでトランプルを持つ攻撃クリーチャーを倒せば、そのクリーチャーはもういないので、ブロック・クリーチャーにもプレイヤーにも一切ダメージを与えません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Flash
  {
    id: 'flash',
    kind: 'keyword-ability',
    en: 'Flash',
    ja: '瞬速',
    aliases: ['しゅんそく'],
    rules: ['h:Flash', 'h:Timing and Priority > instant spell'],
    summary: {
      en: 'Flash lets you play a card any time you could cast an instant: whenever you have priority, including on an opponent\'s turn, during combat or in response to another spell. It changes only timing; the card keeps its types, so a creature with flash is still a creature spell.',
      ja: '瞬速を持つカードは、インスタントを唱えられるときならいつでもプレイできます。つまり優先権を持っていれば、対戦相手のターンでも、戦闘中でも、他の呪文への対応としてでも唱えられます。変わるのはタイミングだけでカード・タイプは変わらないので、瞬速を持つクリーチャーはあくまでクリーチャー呪文です。',
    },
    details: [
      {
        en: 'Flash works from any zone you are allowed to play the card from. Once the card is a permanent on the battlefield, flash does nothing.',
        ja: '瞬速は、そのカードをプレイできる領域であればどこでも機能します。戦場に出てパーマネントになった後は、瞬速は何もしません。',
      },
      {
        en: 'Flash is about casting the card, not about its abilities: an activated ability that says "activate only as a sorcery" (such as equip) keeps that restriction.',
        ja: '瞬速はカードを唱えるタイミングに関するもので、能力には関係しません。装備のように「起動はソーサリーとしてのみ行う」能力は、その制限のままです。',
      },
      {
        en: 'Some effects let you cast spells "as though they had flash". A flash permission doesn\'t override an effect that says you can\'t cast spells at a given time; the "can\'t" wins.',
        ja: '呪文を「瞬速を持っているかのように」唱えられるようにする効果もあります。一方で、ある時点で呪文を唱えられないとする効果がある場合は、瞬速による許可よりも「できない」が優先します。',
      },
    ],
    interactions: [
      {
        with: 'summoning-sickness',
        rules: ['h:Creatures > continuously', 'h:Declare Blockers Step > untapped'],
        en: 'A creature flashed in during an opponent\'s turn can block right away, since blocking doesn\'t care about summoning sickness. One flashed in at the end of an opponent\'s turn can attack on your next turn, because you have controlled it since your turn began.',
        ja: '対戦相手のターンに瞬速で出したクリーチャーは、すぐにブロックに参加できます。ブロックには召喚酔いが関係ないからです。対戦相手の終了ステップに出したクリーチャーは、あなたのターンの開始時からコントロールしているので、次のあなたのターンに攻撃できます。',
      },
      {
        with: 'equip',
        rules: ['h:Equip', 'h:Flash'],
        en: 'An Equipment with flash can be cast at instant speed, but equipping it still waits for your main phase with an empty stack.',
        ja: '瞬速を持つ装備品はインスタント・タイミングで唱えられますが、装備するのは自分のメイン・フェイズでスタックが空のときだけです。',
      },
      {
        with: 'cast as though it had flash',
        rules: ['h:Casting Spells > as though it had flash'],
        en: 'When an effect lets only certain spells be cast as though they had flash, you may start casting a spell if the choices you make while casting it (such as an alternative cost) would make it qualify.',
        ja: '特定の呪文だけを瞬速を持つかのように唱えられる効果の場合、唱える際の選択（代替コストなど）によってその条件を満たすことになるなら、その呪文を唱え始めることができます。',
      },
    ],
  },

  // ---------------------------------------------------------------- Flying
  {
    id: 'flying',
    kind: 'keyword-ability',
    en: 'Flying',
    ja: '飛行',
    aliases: ['flier', 'flyer', 'ひこう'],
    rules: ['h:Flying', 'h:Declare Blockers Step > restrictions'],
    summary: {
      en: 'Flying is an evasion ability: a creature with flying can be blocked only by creatures that have flying, reach, or both. It doesn\'t limit what the creature itself can block, so a flyer may block creatures with or without flying.',
      ja: '飛行は回避能力です。飛行を持つクリーチャーは、飛行か到達（あるいはその両方）を持つクリーチャーにしかブロックされません。自身がブロックできる相手は制限されないので、飛行を持つクリーチャーは飛行を持つクリーチャーも持たないクリーチャーもブロックできます。',
    },
    details: [
      {
        en: 'Flying is checked only as blockers are declared. If an attacker loses flying afterwards, it doesn\'t become blocked; if it gains flying after being blocked, it stays blocked, and a blocker that loses flying or reach keeps blocking.',
        ja: '飛行が問題になるのはブロック・クリーチャーを指定するときだけです。その後で攻撃クリーチャーが飛行を失ってもブロックされた状態にはなりませんし、ブロックされた後に飛行を得てもブロックされたままです。ブロック・クリーチャーが飛行や到達を失っても、ブロックし続けます。',
      },
      {
        en: 'Flying does nothing to damage or targeting. Effects that refer to "creatures with flying" simply look for the ability.',
        ja: '飛行はダメージや対象には影響しません。「飛行を持つクリーチャー」を参照する効果は、単にその能力の有無を見ます。',
      },
    ],
    interactions: [
      {
        with: 'reach',
        rules: ['h:Reach', 'h:Flying'],
        en: 'Reach lets a creature block flyers, but it is not flying: a creature with reach is itself blocked normally, and it can\'t block a creature that can be blocked only by creatures with flying.',
        ja: '到達を持つクリーチャーは飛行クリーチャーをブロックできますが、飛行を持つわけではありません。自身は普通にブロックされますし、「飛行を持つクリーチャーでしかブロックできない」クリーチャーはブロックできません。',
      },
      {
        with: 'menace',
        rules: ['h:Menace', 'h:Flying'],
        en: 'A creature with flying and menace needs two or more blockers, and each of them must have flying or reach.',
        ja: '飛行と威迫を持つクリーチャーをブロックするには2体以上が必要で、そのどれもが飛行か到達を持っていなければなりません。',
      },
      {
        with: 'block changes',
        rules: ['h:Declare Blockers Step > remains blocked', 'h:Combat Phase > would have kept'],
        en: 'Removing reach or flying from a blocker after blocks doesn\'t remove it from combat; the block already happened.',
        ja: 'ブロック後にブロック・クリーチャーから到達や飛行を失わせても、戦闘から取り除かれることはありません。ブロックはすでに成立しています。',
      },
    ],
  },

  // ---------------------------------------------------------------- Haste
  {
    id: 'haste',
    kind: 'keyword-ability',
    en: 'Haste',
    ja: '速攻',
    aliases: ['そっこう'],
    rules: ['h:Haste', 'h:Creatures > continuously'],
    summary: {
      en: 'Haste lets a creature ignore summoning sickness. Normally a creature can\'t attack, and can\'t use abilities with the tap or untap symbol in their cost, unless you have controlled it continuously since your most recent turn began. A creature with haste can do both right away.',
      ja: '速攻を持つクリーチャーは召喚酔いを無視します。通常、クリーチャーはあなたの直近のターンの開始時から継続してコントロールしていなければ、攻撃することも、コストにタップ・シンボルかアンタップ・シンボルを含む能力を起動することもできません。速攻があれば、どちらもすぐに行えます。',
    },
    details: [
      {
        en: 'Summoning sickness is about control, not about how long something has been a creature. A land you played this turn and then turned into a creature can\'t attack or tap for mana without haste, while a land you have controlled since the turn began can attack right after becoming a creature.',
        ja: '召喚酔いで問題になるのはコントロールしている期間であって、クリーチャーになってからの期間ではありません。このターンにプレイした土地をクリーチャー化した場合、速攻がなければ攻撃もマナを出すためのタップもできませんが、ターン開始時からコントロールしている土地なら、クリーチャーになってすぐに攻撃できます。',
      },
      {
        en: 'Blocking never requires haste, and costs that tap creatures without using the tap symbol of the creature\'s own ability (such as crew or convoke) can use creatures that just arrived.',
        ja: 'ブロックに速攻は不要です。また、そのクリーチャー自身の能力のタップ・シンボル以外の方法でクリーチャーをタップするコスト（搭乗や召集など）には、出たばかりのクリーチャーも使えます。',
      },
      {
        en: 'Haste matters only when the creature is declared as an attacker or an ability is activated; losing it afterwards doesn\'t remove the creature from combat.',
        ja: '速攻が関係するのは攻撃クリーチャーとして指定するときと、能力を起動するときだけです。その後で速攻を失っても、戦闘から取り除かれることはありません。',
      },
    ],
    interactions: [
      {
        with: 'summoning-sickness',
        rules: ['h:Creatures > continuously', 'h:Haste'],
        en: 'Haste is the standard answer to summoning sickness; effects that steal a creature until end of turn usually grant haste so it can attack.',
        ja: '速攻は召喚酔いへの基本的な対処です。ターン終了時までクリーチャーのコントロールを奪う効果の多くは、攻撃できるよう速攻も与えます。',
      },
      {
        with: 'crew',
        rules: ['h:Crew', 'h:Creatures > continuously'],
        en: 'A creature that just came under your control can crew a Vehicle, because crewing taps it as a cost but not through its own tap-symbol ability. The Vehicle itself still needs haste to attack if you haven\'t controlled it since the turn began.',
        ja: '搭乗はクリーチャーをコストとしてタップしますが、そのクリーチャー自身のタップ・シンボルの能力ではないので、出たばかりのクリーチャーでも搭乗できます。ただし機体自体は、ターン開始時からコントロールしていなければ、攻撃するには速攻が必要です。',
      },
      {
        with: 'defender',
        rules: ['h:Defender', 'h:Haste'],
        en: 'Haste doesn\'t overcome defender; a creature with both still can\'t attack.',
        ja: '速攻は防衛を打ち消しません。両方を持つクリーチャーは攻撃できません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Hexproof
  {
    id: 'hexproof',
    kind: 'keyword-ability',
    en: 'Hexproof',
    ja: '呪禁',
    aliases: ['じゅごん', 'hexproof from', 'troll shroud'],
    rules: ['h:Hexproof', 'h:Hexproof > hexproof from'],
    summary: {
      en: 'A permanent with hexproof can\'t be the target of spells or abilities its controller\'s opponents control; a player with hexproof can\'t be targeted by their opponents\' spells or abilities. Its own controller can still target it freely, and effects that don\'t target still affect it.',
      ja: '呪禁を持つパーマネントは、そのコントローラーの対戦相手がコントロールする呪文や能力の対象になりません。呪禁を持つプレイヤーも、対戦相手の呪文や能力の対象になりません。コントローラー自身は自由に対象にできますし、対象を取らない効果は通常どおり影響します。',
    },
    details: [
      {
        en: 'Hexproof only stops targeting. "Destroy all creatures", "each opponent sacrifices a creature" and other untargeted effects work as usual.',
        ja: '呪禁が防ぐのは対象に取られることだけです。「すべてのクリーチャーを破壊する」や「各対戦相手はクリーチャーを1体生け贄に捧げる」など、対象を取らない効果は普通に影響します。',
      },
      {
        en: '"Hexproof from [quality]" is narrower: it stops only opponents\' spells with that quality and opponents\' abilities from sources with that quality. It still counts as a hexproof ability, so an effect that removes hexproof removes it too, and one that lets you target as though there were no hexproof gets around it.',
        ja: '「［性質］からの呪禁」はより限定的で、その性質を持つ対戦相手の呪文と、その性質を持つ発生源からの対戦相手の能力の対象にだけならなくなります。これも呪禁能力の一種なので、呪禁を失わせる効果で一緒に失われ、呪禁がないかのように対象にできる効果も適用されます。',
      },
      {
        en: 'Giving a creature hexproof in response to an opponent\'s spell makes it an illegal target; a spell whose targets are all illegal doesn\'t resolve.',
        ja: '対戦相手の呪文に対応してクリーチャーに呪禁を与えると、その対象は不適正になります。対象がすべて不適正になった呪文は解決されません。',
      },
    ],
    interactions: [
      {
        with: 'shroud',
        rules: ['h:Shroud', 'h:Hexproof'],
        en: 'Shroud stops everyone, including you, from targeting; hexproof stops only opponents. That is why you can put your own Auras and Equipment on a hexproof creature but not on one with shroud.',
        ja: '被覆は自分を含むすべてのプレイヤーからの対象を防ぎますが、呪禁が防ぐのは対戦相手からだけです。そのため、呪禁を持つ自分のクリーチャーにはオーラや装備品をつけられますが、被覆を持つクリーチャーにはつけられません。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > targeted', 'h:Hexproof'],
        en: 'Protection also stops targeting (by anything with the quality, including your own spells), and on top of that prevents damage, blocks and attachments from that quality. Hexproof does none of those other things.',
        ja: 'プロテクションも対象になることを防ぎます（その性質を持つものなら自分の呪文でも）。さらにその性質によるダメージ、ブロック、つけることも防ぎます。呪禁にはそうした働きはありません。',
      },
      {
        with: 'ward',
        rules: ['h:Ward', 'h:Hexproof'],
        en: 'Hexproof makes targeting impossible; ward allows it but counters the spell or ability unless its controller pays the ward cost.',
        ja: '呪禁は対象に取ること自体を不可能にします。護法は対象に取ることを許しますが、その呪文や能力のコントローラーが護法コストを支払わなければ打ち消します。',
      },
      {
        with: 'enchant',
        rules: ['h:Targets > aura spells', 'h:Enchantments > by any means other than'],
        en: 'Opponents can\'t cast Aura spells on a hexproof permanent, but an Aura put onto the battlefield without being cast doesn\'t target and can be attached to it.',
        ja: '対戦相手は呪禁を持つパーマネントにオーラ呪文を唱えられませんが、唱えられずに戦場に出るオーラは対象を取らないので、それにつけることができます。',
      },
    ],
  },

  // ---------------------------------------------------------------- Indestructible
  {
    id: 'indestructible',
    kind: 'keyword-ability',
    en: 'Indestructible',
    ja: '破壊不能',
    aliases: ['indestructibility', 'はかいふのう'],
    rules: ['h:Indestructible', 'h:Destroy > only ways'],
    summary: {
      en: 'A permanent with indestructible can\'t be destroyed. "Destroy" effects do nothing to it, and it ignores the state-based actions that destroy creatures with lethal damage or damage from a deathtouch source. It can still leave the battlefield in every way that isn\'t destruction.',
      ja: '破壊不能を持つパーマネントは破壊されません。「破壊する」効果は何もせず、致死ダメージや接死を持つ発生源からのダメージによってクリーチャーを破壊する状況起因処理も無視します。ただし、破壊以外の方法であれば戦場を離れることがあります。',
    },
    details: [
      {
        en: 'Things indestructible does not stop: toughness 0 or less (for example from -X/-X effects or -1/-1 counters), being sacrificed, exiled or returned to hand, the legend rule, and a planeswalker reaching 0 loyalty.',
        ja: '破壊不能では防げないもの：タフネスが0以下になること（-X/-Xの効果や-1/-1カウンターなど）、生け贄に捧げること、追放や手札に戻すこと、レジェンド・ルール、プレインズウォーカーの忠誠度が0になること。',
      },
      {
        en: 'Damage is still dealt and stays marked until the cleanup step. An indestructible 4/4 with 5 damage survives, but if it loses indestructible later that turn, it is destroyed the next time state-based actions are checked.',
        ja: 'ダメージは与えられ、クリンナップ・ステップまで残ります。5点のダメージを負った破壊不能の4/4は生き残りますが、そのターン中に破壊不能を失えば、次に状況起因処理がチェックされたときに破壊されます。',
      },
      {
        en: 'Shrinking is different from damage: an indestructible 3/3 given -3/-3 has toughness 0 and is put into the graveyard, even though it was never destroyed.',
        ja: 'タフネスを下げることはダメージとは違います。破壊不能の3/3が-3/-3の修整を受ければタフネスが0になり、破壊されたわけではありませんが墓地に置かれます。',
      },
    ],
    interactions: [
      {
        with: 'deathtouch',
        rules: ['h:State-Based Actions > deathtouch', 'h:Indestructible', 'h:Destroy > only ways'],
        en: 'Deathtouch damage doesn\'t destroy an indestructible creature. Deathtouch only works through destruction.',
        ja: '接死のダメージでは破壊不能のクリーチャーは破壊されません。接死は破壊によってしか働かないからです。',
      },
      {
        with: 'state-based-actions',
        rules: ['h:State-Based Actions > toughness 0 or less', 'h:Indestructible'],
        en: 'Toughness 0 or less puts a creature into its owner\'s graveyard without destroying it, so indestructible doesn\'t help.',
        ja: 'タフネスが0以下のクリーチャーは、破壊されるのではなくオーナーの墓地に置かれるので、破壊不能では防げません。',
      },
      {
        with: 'sacrifice',
        rules: ['h:Sacrifice', 'h:Indestructible'],
        en: 'Sacrificing is not destroying, so an indestructible permanent can be sacrificed to pay a cost or to an edict effect.',
        ja: '生け贄に捧げることは破壊ではないので、破壊不能のパーマネントもコストや効果によって生け贄に捧げられます。',
      },
      {
        with: 'trample',
        rules: ['h:Trample > already marked'],
        en: 'A trampler only has to assign lethal damage (toughness minus damage already marked) to an indestructible blocker; the blocker survives, but the rest goes through.',
        ja: 'トランプルを持つクリーチャーは、破壊不能のブロック・クリーチャーにも致死ダメージ（タフネスから負っているダメージを引いた分）を割り振るだけでよく、ブロック・クリーチャーは生き残りますが、残りは攻撃先に通ります。',
      },
      {
        with: 'regenerate',
        rules: ['h:Regenerate > next time', 'h:Indestructible', 'h:Replacement Effects > but that event never happens'],
        en: 'A regeneration shield on an indestructible permanent simply goes unused. Regeneration replaces only destruction, and the permanent isn\'t destroyed, so it isn\'t tapped, keeps its damage and stays in combat. The shield lasts until the turn ends, so it would still apply if the permanent lost indestructible and were then destroyed later that turn.',
        ja: '破壊不能を持つパーマネントに再生の盾を用意しても、使われずに残るだけです。再生が置換するのは破壊だけで、そのパーマネントは破壊されないので、タップされず、ダメージも取り除かれず、戦闘からも取り除かれません。盾はターン終了時まで残るので、同じターンのうちに破壊不能を失ってから破壊されるなら、そのときに適用されます。',
      },
    ],
  },

  // ---------------------------------------------------------------- Intimidate
  {
    id: 'intimidate',
    kind: 'keyword-ability',
    en: 'Intimidate',
    ja: '威嚇',
    aliases: ['いかく'],
    rules: ['h:Intimidate', 'h:Declare Blockers Step > restrictions'],
    summary: {
      en: 'Intimidate is an evasion ability: a creature with intimidate can be blocked only by artifact creatures and by creatures that share at least one color with it. Colors are checked as blockers are declared.',
      ja: '威嚇は回避能力です。威嚇を持つクリーチャーは、アーティファクト・クリーチャーか、それと共通の色を1色以上持つクリーチャーにしかブロックされません。色はブロック・クリーチャーを指定する時点で判断します。',
    },
    details: [
      {
        en: 'A colorless creature with intimidate shares a color with nothing (colorless is not a color), so only artifact creatures can block it.',
        ja: '無色は色ではないので、威嚇を持つ無色のクリーチャーはどのクリーチャーとも色を共有せず、アーティファクト・クリーチャーにしかブロックされません。',
      },
      {
        en: 'For a multicolored attacker, sharing any one of its colors is enough. Changing colors after blockers are declared doesn\'t undo a block.',
        ja: '多色の攻撃クリーチャーなら、そのうち1色でも共通していればブロックできます。ブロック・クリーチャー指定後に色が変わっても、ブロックはそのままです。',
      },
      {
        en: 'Intimidate is not the same as menace: menace requires two or more blockers and cares nothing about color.',
        ja: '威嚇は威迫とは別物です。威迫は2体以上でのブロックを要求する能力で、色は関係ありません。',
      },
    ],
    interactions: [
      {
        with: 'flying',
        rules: ['h:Flying', 'h:Intimidate'],
        en: 'Evasion abilities stack up: a creature with flying and intimidate can be blocked only by creatures that have flying or reach and are also artifact creatures or share a color with it.',
        ja: '回避能力は重ねて適用されます。飛行と威嚇を持つクリーチャーをブロックできるのは、飛行か到達を持ち、かつアーティファクト・クリーチャーであるか共通の色を持つクリーチャーだけです。',
      },
      {
        with: 'fear',
        rules: ['h:Fear', 'h:Intimidate'],
        en: 'Fear is the older cousin: it allows only artifact creatures and black creatures to block, whatever the attacker\'s color.',
        ja: '畏怖はその前身にあたる能力で、攻撃クリーチャーの色に関係なく、アーティファクト・クリーチャーと黒のクリーチャーだけがブロックできます。',
      },
      {
        with: 'menace',
        rules: ['h:Menace', 'h:Intimidate'],
        en: 'With menace as well, it needs two or more blockers, each of which is an artifact creature or shares a color with it.',
        ja: '威迫も持つなら、ブロックには2体以上が必要で、そのどれもがアーティファクト・クリーチャーであるか共通の色を持っていなければなりません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Landwalk
  {
    id: 'landwalk',
    kind: 'keyword-ability',
    en: 'Landwalk',
    ja: '土地渡り',
    aliases: ['とちわたり', 'islandwalk', 'swampwalk', 'forestwalk', 'mountainwalk', 'plainswalk', '島渡り', '沼渡り', '森渡り', '山渡り', '平地渡り'],
    rules: ['h:Landwalk', 'h:Declare Blockers Step > restrictions'],
    summary: {
      en: 'Landwalk is the family name for abilities like islandwalk or swampwalk. A creature with landwalk can\'t be blocked as long as the defending player controls at least one land of the named kind. Other variants name a supertype or card type (such as "legendary landwalk" or "artifact landwalk") or its absence ("nonbasic landwalk").',
      ja: '土地渡りは、島渡りや沼渡りのような能力の総称です。土地渡りを持つクリーチャーは、防御プレイヤーが指定された種類の土地を1つでもコントロールしていればブロックされません。伝説の土地やアーティファクトである土地のように特殊タイプやカード・タイプを指定するものや、基本でない土地のように、それを持たないことを指定するものもあります。',
    },
    details: [
      {
        en: 'Only the defending player\'s lands count, and only as blockers are declared. If that player gets the land after blocks, the creature stays blocked; if it loses the land afterwards, nothing changes either.',
        ja: '見るのは防御プレイヤーの土地だけで、判断はブロック・クリーチャーを指定する時点です。ブロック後にその土地を得ても、失っても、ブロックの状態は変わりません。',
      },
      {
        en: 'Land types can be changed by effects. If an effect turns the defending player\'s nonbasic lands into Mountains, mountainwalk applies.',
        ja: '土地タイプは効果で変わりえます。防御プレイヤーの基本でない土地を山にする効果があれば、山渡りが機能します。',
      },
      {
        en: 'Landwalk abilities don\'t cancel each other: controlling a creature with the same landwalk does not let the defending player block.',
        ja: '土地渡りは互いに打ち消し合いません。防御プレイヤーが同じ土地渡りを持つクリーチャーをコントロールしていても、ブロックできるようにはなりません。',
      },
    ],
    interactions: [
      {
        with: 'landwalk vs landwalk',
        rules: ['h:Landwalk > cancel'],
        en: 'A player who controls a Forest can\'t block an attacker with forestwalk, even with a forestwalker of their own.',
        ja: '森をコントロールしているプレイヤーは、自分も森渡りを持つクリーチャーをコントロールしていても、森渡りを持つ攻撃クリーチャーをブロックできません。',
      },
      {
        with: 'block changes',
        rules: ['h:Declare Blockers Step > remains blocked'],
        en: 'Granting landwalk after blockers are declared doesn\'t unblock a creature.',
        ja: 'ブロック・クリーチャー指定後に土地渡りを与えても、ブロックされていない状態にはなりません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Lifelink
  {
    id: 'lifelink',
    kind: 'keyword-ability',
    en: 'Lifelink',
    ja: '絆魂',
    aliases: ['はんこん'],
    rules: ['h:Lifelink', 'h:Damage > lifelink'],
    summary: {
      en: 'Damage dealt by a source with lifelink also makes that source\'s controller gain that much life. It is a static ability, not a trigger: the life is gained at the same moment the damage is dealt, for any kind of damage (combat or not) and any recipient.',
      ja: '絆魂を持つ発生源がダメージを与えると、そのコントローラーはさらに同じ点数のライフを得ます。これは誘発型能力ではなく常在型能力で、ライフはダメージが与えられるのと同時に得られます。戦闘ダメージかどうかや、誰に与えたかは関係ありません。',
    },
    details: [
      {
        en: 'You gain life equal to the damage actually dealt, not the damage needed: 5 damage to a 2/2 gains 5 life. Prevented damage is never dealt, so it gains nothing.',
        ja: '得られるライフは実際に与えたダメージに等しく、必要だった量ではありません。2/2に5点与えれば5点得ます。軽減されたダメージは与えられていないので、ライフは得られません。',
      },
      {
        en: 'Because the life gain is simultaneous with combat damage, a player at 2 life who takes 3 combat damage while their lifelinker deals 2 in the same damage step ends at 1 and survives: state-based actions are checked only afterwards.',
        ja: 'ライフの獲得は戦闘ダメージと同時なので、ライフ2のプレイヤーが3点の戦闘ダメージを受け、同じステップで自分の絆魂クリーチャーが2点与えれば、ライフは1になり生き残ります。状況起因処理がチェックされるのはその後だからです。',
      },
      {
        en: 'Several lifelink sources dealing damage at once cause separate life-gain events, so "whenever you gain life" abilities trigger once for each. Multiple instances of lifelink on one source are redundant.',
        ja: '複数の絆魂を持つ発生源が同時にダメージを与えると、ライフを得るイベントは発生源ごとに別々になるので、「あなたがライフを得るたび」の能力はそれぞれについて誘発します。1つの発生源が絆魂を複数持っていても意味は変わりません。',
      },
    ],
    interactions: [
      {
        with: 'protection',
        rules: ['h:Prevention Effects > never happens', 'h:Lifelink'],
        en: 'If the damage is prevented (by protection or a prevention effect), no damage is dealt and no life is gained.',
        ja: 'プロテクションや軽減効果でダメージが軽減されれば、ダメージは与えられず、ライフも得られません。',
      },
      {
        with: 'prevention-effect',
        rules: ['h:Prevention Effects > never happens', 'h:Lifelink > gain that much life'],
        en: 'Prevented damage is never dealt, so a lifelink source whose damage is prevented gains no life for it.',
        ja: '軽減されたダメージは与えられないので、絆魂を持つ発生源のダメージが軽減されれば、その分のライフは得られません。',
      },
      {
        with: 'double-strike',
        rules: ['h:Double Strike', 'h:Lifelink'],
        en: 'With double strike the creature deals damage in two steps, and lifelink gains life each time.',
        ja: '二段攻撃があれば2つのステップでダメージを与え、そのたびに絆魂でライフを得ます。',
      },
      {
        with: 'trample',
        rules: ['h:Trample', 'h:Lifelink'],
        en: 'A lifelinker with trample gains life for all the damage it deals, both to its blockers and to the player it tramples over to.',
        ja: 'トランプルと絆魂を持つクリーチャーは、ブロック・クリーチャーに与えた分と攻撃先に与えた分の合計のライフを得ます。',
      },
      {
        with: 'low life',
        rules: ['h:Combat Damage Step > simultaneously', 'h:State-Based Actions > 0 or less life'],
        en: 'Life from lifelink arrives together with the combat damage, before the game checks whether anyone is at 0 or less life. That check happens between the first-strike step and the regular step, though, so life gained in the second step can\'t save you from first-strike damage.',
        ja: '絆魂によるライフは戦闘ダメージと同時に得られ、ライフが0以下かどうかのチェックはその後です。ただし、先制攻撃のステップと通常のステップの間にもチェックがあるので、2回目のステップで得るライフで先制攻撃のダメージから助かることはありません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Protection
  {
    id: 'protection',
    kind: 'keyword-ability',
    en: 'Protection',
    ja: 'プロテクション',
    aliases: ['pro', 'protection from', 'プロテク'],
    rules: [
      'h:Protection',
      'h:Protection > damage & prevented',
      'h:Protection > enchanted',
      'h:Protection > equipped',
      'h:Protection > blocked',
      'h:Protection > targeted',
    ],
    summary: {
      en: 'Protection from a quality (a color, a card type, a player, everything...) does four things, remembered as "DEBT": Damage from sources with that quality is prevented; it can\'t be Enchanted, Equipped or fortified by permanents with that quality; it can\'t be Blocked by creatures with that quality; and it can\'t be Targeted by spells with that quality or abilities from sources with that quality.',
      ja: 'プロテクション（色、カード・タイプ、プレイヤー、すべてなど）は、4つの働きをします。その性質を持つ発生源からのダメージは軽減される、その性質を持つものにエンチャントされず、装備されず、城砦化されない、その性質を持つクリーチャーにブロックされない、その性質を持つ呪文や、その性質を持つ発生源からの能力の対象にならない、の4つです。',
    },
    details: [
      {
        en: 'Protection does nothing else. Untargeted effects that don\'t deal damage still work: "destroy all creatures", "all creatures get -2/-2" and "sacrifice a creature" are not stopped by protection.',
        ja: 'プロテクションの働きはこの4つだけです。ダメージを与えず対象も取らない効果は普通に影響します。「すべてのクリーチャーを破壊する」「すべてのクリーチャーは-2/-2の修整を受ける」「クリーチャーを1体生け贄に捧げる」などはプロテクションでは防げません。',
      },
      {
        en: 'Protection restricts who can block the creature, not what it can block. A creature with protection from red can block a red creature, and the red creature\'s damage to it is prevented.',
        ja: 'プロテクションが制限するのはそのクリーチャーをブロックできるものであって、そのクリーチャーがブロックできるものではありません。プロテクション（赤）を持つクリーチャーは赤のクリーチャーをブロックでき、その赤のクリーチャーからのダメージは軽減されます。',
      },
      {
        en: 'Protection doesn\'t care who controls things: gaining protection from white makes your own white Aura fall off (to the graveyard) and your white Equipment become unattached. Giving a creature protection from a spell\'s color in response makes it an illegal target for that spell.',
        ja: 'プロテクションはコントローラーを区別しません。白からのプロテクションを得れば、自分の白のオーラも外れて墓地に置かれ、白の装備品もはずれます。呪文に対応してその呪文の色からのプロテクションを与えれば、そのクリーチャーはその呪文にとって不適正な対象になります。',
      },
      {
        en: 'A card-type quality (such as "protection from creatures") applies to permanents of that type and to sources of that type outside the battlefield. "Protection from everything" and "protection from [a player]" are variants with their own wording; "from A and from B" is two separate protection abilities.',
        ja: 'カード・タイプを指定したプロテクション（プロテクション（クリーチャー）など）は、そのタイプのパーマネントと、戦場以外にあるそのタイプの発生源に適用されます。プロテクション（すべて）やプレイヤーからのプロテクションは、それぞれ独自の定義を持つ変種です。「AとBからのプロテクション」は2つの別々のプロテクションです。',
      },
    ],
    interactions: [
      {
        with: 'damage',
        rules: ['h:Protection > damage & prevented', 'h:Prevention Effects > unpreventable'],
        en: 'D: all damage from sources with the quality is prevented, combat or not. If an effect says the damage can\'t be prevented, protection doesn\'t stop it.',
        ja: 'その性質を持つ発生源からのダメージは、戦闘ダメージかどうかにかかわらずすべて軽減されます。ただし、ダメージが軽減されないとする効果があれば、プロテクションでは防げません。',
      },
      {
        with: 'enchant',
        rules: ['h:Protection > enchanted', 'h:State-Based Actions > aura is attached'],
        en: 'E (Auras): it can\'t be enchanted by Auras with the quality; any already attached are put into their owners\' graveyards as a state-based action.',
        ja: 'その性質を持つオーラにエンチャントされません。すでについているものは、状況起因処理によってオーナーの墓地に置かれます。',
      },
      {
        with: 'equip',
        rules: ['h:Protection > equipped', 'h:State-Based Actions > equipment or fortification'],
        en: 'E (Equipment and Fortifications): it can\'t be equipped or fortified by ones with the quality; any already attached become unattached but stay on the battlefield.',
        ja: 'その性質を持つ装備品や城砦をつけられません。すでについているものははずれますが、戦場に残ります。',
      },
      {
        with: 'block',
        rules: ['h:Protection > blocked', 'h:Declare Blockers Step > remains blocked'],
        en: 'B: an attacking creature with protection can\'t be blocked by creatures with the quality. Gaining protection after being blocked doesn\'t make it unblocked, though the blocker\'s damage to it is then prevented.',
        ja: 'プロテクションを持つ攻撃クリーチャーは、その性質を持つクリーチャーにブロックされません。ブロックされた後にプロテクションを得てもブロックされていない状態にはなりませんが、そのブロック・クリーチャーからのダメージは軽減されます。',
      },
      {
        with: 'target',
        rules: ['h:Protection > targeted', 'h:Resolving Spells and Abilities > all its targets'],
        en: 'T: it can\'t be targeted by spells with the quality or abilities from sources with the quality. If a spell\'s only target gains protection from that spell\'s quality in response, the spell doesn\'t resolve.',
        ja: 'その性質を持つ呪文や、その性質を持つ発生源からの能力の対象になりません。呪文の唯一の対象が、対応してその呪文の性質からのプロテクションを得れば、その呪文は解決されません。',
      },
      {
        with: 'trample',
        rules: ['h:Trample > already marked', 'h:Protection > damage & prevented'],
        en: 'A trampler must still assign lethal damage to a blocker with protection before the rest can go through; the damage assigned to the blocker is prevented and lost.',
        ja: 'トランプルを持つクリーチャーも、プロテクションを持つブロック・クリーチャーに致死ダメージを割り振らなければ残りを通せません。そのブロック・クリーチャーに割り振った分は軽減されて失われます。',
      },
      {
        with: 'hexproof',
        rules: ['h:Hexproof', 'h:Shroud', 'h:Protection > targeted'],
        en: 'Hexproof blocks only opponents\' targeting, shroud blocks everyone\'s, and protection blocks targeting only by things with the quality (whoever controls them) but adds the other three DEBT effects.',
        ja: '呪禁は対戦相手からの対象だけを、被覆はすべてのプレイヤーからの対象を防ぎます。プロテクションはその性質を持つものからの対象だけを（コントローラーを問わず）防ぎますが、ダメージの軽減、エンチャントや装備などの禁止、ブロックの禁止という他の3つの働きも加わります。',
      },
    ],
  },

  // ---------------------------------------------------------------- Reach
  {
    id: 'reach',
    kind: 'keyword-ability',
    en: 'Reach',
    ja: '到達',
    aliases: ['とうたつ'],
    rules: ['h:Reach', 'h:Flying'],
    summary: {
      en: 'A creature with reach can block creatures with flying. That is all reach does: it doesn\'t give the creature flying, and it has no effect when the creature attacks.',
      ja: '到達を持つクリーチャーは、飛行を持つクリーチャーをブロックできます。到達の働きはそれだけで、飛行を得るわけではなく、攻撃するときには何の影響もありません。',
    },
    details: [
      {
        en: 'Reach is not flying. A creature that "can\'t be blocked except by creatures with flying" can\'t be blocked by a creature that has only reach, and effects that count or affect "creatures with flying" don\'t apply to a creature that has only reach.',
        ja: '到達は飛行ではありません。「飛行を持つクリーチャーでしかブロックできない」クリーチャーは到達しか持たないクリーチャーではブロックできず、「飛行を持つクリーチャー」を参照する効果も、到達しか持たないクリーチャーには適用されません。',
      },
      {
        en: 'Reach is only checked as blockers are declared; losing it after the block doesn\'t remove the creature from combat.',
        ja: '到達が問題になるのはブロック・クリーチャーの指定時だけです。ブロック後に到達を失っても戦闘から取り除かれません。',
      },
    ],
    interactions: [
      {
        with: 'flying',
        rules: ['h:Flying', 'h:Reach'],
        en: 'Flying attackers can be blocked by creatures with flying and/or reach; reach creatures can also block creatures without flying normally.',
        ja: '飛行を持つ攻撃クリーチャーは、飛行か到達を持つクリーチャーにブロックされえます。到達を持つクリーチャーは、飛行を持たないクリーチャーも普通にブロックできます。',
      },
      {
        with: 'menace',
        rules: ['h:Menace', 'h:Reach'],
        en: 'To block a creature with flying and menace, you need at least two creatures, each with flying or reach.',
        ja: '飛行と威迫を持つクリーチャーをブロックするには、飛行か到達を持つクリーチャーが2体以上必要です。',
      },
    ],
  },

  // ---------------------------------------------------------------- Shroud
  {
    id: 'shroud',
    kind: 'keyword-ability',
    en: 'Shroud',
    ja: '被覆',
    aliases: ['ひふく'],
    rules: ['h:Shroud'],
    summary: {
      en: 'A permanent or player with shroud can\'t be the target of any spell or ability, no matter who controls it. Unlike hexproof, that includes its own controller.',
      ja: '被覆を持つパーマネントやプレイヤーは、誰がコントロールするものであっても、呪文や能力の対象になりません。呪禁と違い、自分自身の呪文や能力の対象にもなりません。',
    },
    details: [
      {
        en: 'You can\'t cast your own Aura spells on, or activate equip targeting, your creature with shroud. Untargeted effects (including Auras put onto the battlefield without being cast) still affect it.',
        ja: '被覆を持つ自分のクリーチャーに、自分のオーラ呪文を唱えたり装備能力を起動したりすることはできません。対象を取らない効果（唱えられずに戦場に出るオーラを含む）は影響します。',
      },
      {
        en: 'A player with shroud can\'t be targeted by anyone either, including by their own spells, such as "target player draws two cards".',
        ja: '被覆を持つプレイヤーは誰からも対象にされず、「プレイヤー1人を対象とする。そのプレイヤーはカードを2枚引く。」のような自分の呪文でも自分を対象にできません。',
      },
      {
        en: 'Gaining shroud in response makes the permanent an illegal target for spells and abilities already on the stack; if all their targets are illegal, they don\'t resolve.',
        ja: '対応して被覆を得れば、スタック上の呪文や能力にとってそのパーマネントは不適正な対象になります。対象がすべて不適正なら、それらは解決されません。',
      },
    ],
    interactions: [
      {
        with: 'hexproof',
        rules: ['h:Hexproof', 'h:Shroud'],
        en: 'Hexproof only stops opponents; shroud stops everyone. Both stop only targeting.',
        ja: '呪禁は対戦相手からの対象だけを、被覆はすべてのプレイヤーからの対象を防ぎます。どちらも防ぐのは対象に取られることだけです。',
      },
      {
        with: 'equip',
        rules: ['h:Equip', 'h:Shroud'],
        en: 'Equip targets, so you can\'t equip a creature with shroud. If a creature gains shroud while equipped, the Equipment stays attached, because shroud doesn\'t affect attachment.',
        ja: '装備は対象を取るので、被覆を持つクリーチャーには装備できません。装備された後に被覆を得ても、被覆はつけることを妨げないので装備品はついたままです。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > targeted', 'h:Shroud'],
        en: 'Protection stops targeting only by things with its quality, but also prevents their damage and stops blocks and attachments; shroud stops all targeting and nothing else.',
        ja: 'プロテクションはその性質を持つものからの対象だけを防ぎますが、ダメージ、ブロック、つけることも防ぎます。被覆はあらゆる対象を防ぎますが、それ以外には何もしません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Trample
  {
    id: 'trample',
    kind: 'keyword-ability',
    en: 'Trample',
    ja: 'トランプル',
    aliases: ['trampler', 'trample over planeswalkers'],
    rules: ['h:Trample', 'h:Combat Damage Step'],
    summary: {
      en: 'When an attacking creature with trample is blocked, its controller may push excess combat damage through to the player, planeswalker or battle it is attacking. First every creature blocking it must be assigned lethal damage; anything beyond that can go to the attacked player or permanent, or be piled on the blockers instead.',
      ja: 'トランプルを持つ攻撃クリーチャーがブロックされた場合、攻撃クリーチャーのコントローラーは余った戦闘ダメージを、攻撃先のプレイヤー、プレインズウォーカー、バトルに割り振ることができます。まずブロックしているクリーチャーすべてに致死ダメージを割り振る必要があり、それを超える分を攻撃先に割り振るか、ブロック・クリーチャーにさらに割り振るかを選べます。',
    },
    details: [
      {
        en: '"Lethal" is checked at assignment: damage already marked on the blocker and damage other creatures assign to it in the same step count, but effects that would prevent or change the damage don\'t. A blocker with protection or indestructible still needs only its toughness minus marked damage.',
        ja: '致死ダメージかどうかは割り振りの時点で判断します。すでに負っているダメージや、同じステップで他のクリーチャーが割り振るダメージは計算に入れますが、ダメージを軽減・変更する効果は考慮しません。プロテクションや破壊不能を持つブロック・クリーチャーでも、必要なのはタフネスから負っているダメージを引いた分だけです。',
      },
      {
        en: 'If every creature blocking it is gone by the time damage is assigned, a blocked trampler assigns all its damage to the player or permanent it is attacking; a blocked creature without trample would deal none.',
        ja: 'ダメージの割り振り時にブロック・クリーチャーがすべていなくなっていれば、トランプルを持つクリーチャーはすべてのダメージを攻撃先に割り振ります。トランプルがなければ、ブロックされたクリーチャーはダメージを与えません。',
      },
      {
        en: 'Excess damage from a creature attacking a planeswalker stays on that planeswalker; it can\'t move on to the player unless the creature has the variant "trample over planeswalkers".',
        ja: 'プレインズウォーカーを攻撃しているクリーチャーの余ったダメージは、そのプレインズウォーカーに与えられるだけで、プレイヤーには届きません。英語で「trample over planeswalkers」と呼ばれる変種を持つ場合だけ、プレイヤーにまで割り振れます。',
      },
      {
        en: 'Trample does nothing for a blocking creature or for noncombat damage such as a fight.',
        ja: 'ブロックしている側のトランプルや、格闘など戦闘以外のダメージについては、トランプルは何もしません。',
      },
    ],
    interactions: [
      {
        with: 'deathtouch',
        rules: ['h:Deathtouch > lethal damage', 'h:Trample > already marked'],
        en: 'With deathtouch, 1 damage counts as lethal for each blocker: a 6/6 with both, blocked by one creature, can assign 1 to it and 5 to the player.',
        ja: '接死があれば、各ブロック・クリーチャーに対する致死ダメージは1点です。両方を持つ6/6が1体にブロックされたなら、そのクリーチャーに1点、プレイヤーに5点を割り振れます。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > damage & prevented', 'h:Trample > already marked'],
        en: 'Protection prevents the damage to the blocker, but lethal damage must still be assigned to it before any tramples over; that part is simply lost.',
        ja: 'プロテクションはブロック・クリーチャーへのダメージを軽減しますが、残りを通すには、それでも致死ダメージ分を割り振る必要があります。その分は失われます。',
      },
      {
        with: 'indestructible',
        rules: ['h:Trample > already marked', 'h:Indestructible'],
        en: 'An indestructible blocker likewise only needs lethal damage assigned; it survives, and the rest tramples over.',
        ja: '破壊不能のブロック・クリーチャーにも致死ダメージ分を割り振るだけでよく、そのクリーチャーは生き残りますが、残りは攻撃先に通ります。',
      },
      {
        with: 'double-strike',
        rules: ['h:Double Strike', 'h:Trample > no creatures blocking it', 'h:Trample > already marked'],
        en: 'With double strike it assigns damage twice. If the blocker died in the first step, the whole second hit goes to the attacked player or permanent; damage marked in the first step counts toward lethal in the second.',
        ja: '二段攻撃があれば2回割り振ります。1回目でブロック・クリーチャーが死亡していれば2回目はすべて攻撃先へ。生き残っていても、1回目に負ったダメージは2回目の致死ダメージの計算に含まれます。',
      },
      {
        with: 'planeswalker',
        rules: ['h:Trample > without trample over planeswalkers', 'h:Trample > trample over planeswalkers'],
        en: 'When the creature is attacking a planeswalker, plain trample never lets damage go on to the defending player, not even if that planeswalker has been removed from combat. Trample over planeswalkers lets damage beyond the planeswalker\'s loyalty go to its controller.',
        ja: 'プレインズウォーカーを攻撃している場合、通常のトランプルでは防御プレイヤーにダメージを割り振ることはできず、そのプレインズウォーカーが戦闘から取り除かれていても同じです。英語で「trample over planeswalkers」と呼ばれる変種なら、忠誠度を超える分をそのコントローラーに割り振れます。',
      },
    ],
  },

  // ---------------------------------------------------------------- Vigilance
  {
    id: 'vigilance',
    kind: 'keyword-ability',
    en: 'Vigilance',
    ja: '警戒',
    aliases: ['けいかい'],
    rules: ['h:Vigilance', 'h:Declare Attackers Step > taps the chosen creatures'],
    summary: {
      en: 'Attacking doesn\'t cause a creature with vigilance to tap. It attacks as normal, and stays untapped, so it can still use tap abilities afterwards and is ready to block during opponents\' turns.',
      ja: '警戒を持つクリーチャーは、攻撃してもタップしません。普通に攻撃し、アンタップ状態のままなので、その後にタップ能力を起動することもできますし、対戦相手のターンにブロックに回ることもできます。',
    },
    details: [
      {
        en: 'Vigilance doesn\'t let a tapped creature attack: attackers must be untapped when declared. It also doesn\'t untap anything.',
        ja: '警戒があってもタップ状態のクリーチャーは攻撃できません。攻撃クリーチャーは指定時にアンタップ状態である必要があります。また、警戒は何かをアンタップするわけでもありません。',
      },
      {
        en: 'Tapping an attacking creature (for instance, for one of its own abilities) doesn\'t remove it from combat, and it still deals combat damage.',
        ja: '攻撃クリーチャーをタップしても（自身の能力のためなど）戦闘から取り除かれることはなく、戦闘ダメージも与えます。',
      },
      {
        en: 'A creature put onto the battlefield tapped and attacking stays tapped even with vigilance: vigilance only stops the tapping caused by being declared as an attacker, and it never untaps anything.',
        ja: 'タップ状態かつ攻撃している状態で戦場に出たクリーチャーは、警戒があってもタップ状態のままです。警戒が防ぐのは攻撃クリーチャーとして指定されたことによるタップだけで、何かをアンタップすることはないからです。',
      },
    ],
    interactions: [
      {
        with: 'attack triggers',
        rules: ['h:Declare Attackers Step > whenever [a creature] attacks', 'h:Vigilance'],
        en: '"Whenever this creature attacks" triggers as usual for a creature with vigilance; abilities that trigger when it becomes tapped don\'t, because it doesn\'t tap.',
        ja: '「このクリーチャーが攻撃するたび」の能力は警戒があっても普通に誘発します。一方、「タップ状態になるたび」の能力はタップしないので誘発しません。',
      },
      {
        with: 'tap abilities',
        rules: ['h:Combat Phase > tapping or untapping', 'h:Creatures > continuously'],
        en: 'An untapped vigilant attacker can use its tap abilities during combat (if it isn\'t summoning sick) and keeps attacking.',
        ja: 'アンタップ状態の警戒を持つ攻撃クリーチャーは、（召喚酔いでなければ）戦闘中にタップ能力を起動でき、攻撃は続きます。',
      },
      {
        with: 'put onto the battlefield attacking',
        rules: ['h:Declare Attackers Step > put onto the battlefield attacking'],
        en: 'Creatures put onto the battlefield attacking weren\'t declared as attackers, so "whenever ... attacks" abilities don\'t trigger for them, vigilance or not.',
        ja: '攻撃している状態で戦場に出たクリーチャーは攻撃クリーチャーとして指定されていないので、警戒の有無にかかわらず「攻撃するたび」の能力は誘発しません。',
      },
    ],
  },

  // ---------------------------------------------------------------- Ward
  {
    id: 'ward',
    kind: 'keyword-ability',
    en: 'Ward',
    ja: '護法',
    aliases: ['ごほう'],
    rules: ['h:Ward', 'h:Counter'],
    summary: {
      en: 'Ward is a triggered ability. Whenever a permanent with ward becomes the target of a spell or ability an opponent controls, ward triggers and counters that spell or ability unless its controller pays the ward cost. The cost can be mana or something else, such as life or discarding a card.',
      ja: '護法は誘発型能力です。護法を持つパーマネントが対戦相手のコントロールする呪文や能力の対象になるたび誘発し、その呪文や能力のコントローラーが護法コストを支払わない限り、それを打ち消します。コストはマナのことも、ライフの支払いやカードを捨てることなどのこともあります。',
    },
    details: [
      {
        en: 'The ward trigger goes on the stack above the spell, so players can respond to it, and the cost is paid (or not) when it resolves. If it isn\'t paid, the whole spell or ability is countered, not just the part aimed at the ward permanent, and the costs already paid for it are lost.',
        ja: '護法の誘発型能力はその呪文の上にスタックに置かれるので、これに対応することもでき、コストは解決時に支払うかどうかを決めます。支払わなければ、護法を持つパーマネントに関係する部分だけでなく呪文や能力全体が打ち消され、それに支払ったコストも戻りません。',
      },
      {
        en: 'Ward triggers only when the permanent becomes a target, and only for opponents\' spells and abilities. Your own spells never trigger it, and gaining ward after already being targeted triggers nothing.',
        ja: '護法が誘発するのは、パーマネントが対象になったときで、しかも対戦相手の呪文や能力の場合だけです。自分の呪文では誘発せず、すでに対象になった後で護法を得ても誘発しません。',
      },
      {
        en: 'For "ward X" costs whose X is defined on the card, X is worked out when the ward ability resolves, not when it triggers. Each instance of ward triggers separately, so two ward abilities mean two costs to pay.',
        ja: 'カードにXの値が定められている護法の場合、Xは誘発時ではなく護法の能力が解決されるときに決まります。護法が複数あればそれぞれ別々に誘発するので、支払うべきコストも2つになります。',
      },
    ],
    interactions: [
      {
        with: 'hexproof',
        rules: ['h:Hexproof', 'h:Ward'],
        en: 'Hexproof forbids opponents from targeting at all; ward lets them target but taxes them.',
        ja: '呪禁は対戦相手が対象に取ること自体を禁じますが、護法は対象に取ることを許した上でコストを課します。',
      },
      {
        with: 'can\'t be countered',
        rules: ['h:The Magic Golden Rules > another effect states', 'h:Ward'],
        en: 'A spell that can\'t be countered isn\'t stopped by ward: the ward ability still triggers and resolves, but its attempt to counter does nothing, so there is no reason to pay.',
        ja: '打ち消されない呪文は護法では止められません。護法は誘発して解決されますが、打ち消しは何もしないので、コストを支払う必要はありません。',
      },
      {
        with: 'enchant',
        rules: ['h:Targets > aura spells', 'h:Ward'],
        en: 'An opponent\'s Aura spell targets, so it triggers ward; an Aura put onto the battlefield without being cast doesn\'t target and doesn\'t trigger it.',
        ja: '対戦相手のオーラ呪文は対象を取るので護法を誘発させますが、唱えられずに戦場に出るオーラは対象を取らないので誘発させません。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > targeted', 'h:Ward'],
        en: 'If protection already makes the permanent an illegal target, the spell can\'t target it in the first place, so ward never comes into play.',
        ja: 'プロテクションによって適正な対象でないなら、そもそも対象に取れないので、護法が関係することはありません。',
      },
    ],
  },
];
