import type { TermEntry } from '../types.ts';

/**
 * Game terms (full entries): our own explanations, English and Japanese.
 * Rule references are RuleRef strings resolved against the current CR at load time.
 */
export const gameTerms: TermEntry[] = [
  {
    id: 'lethal-damage',
    kind: 'game-term',
    en: 'Lethal damage',
    ja: '致死ダメージ',
    aliases: ['lethal', '致死'],
    rules: ['h:Damage > lethal damage & toughness', 'g:Lethal Damage', 'h:State-Based Actions > lethal damage', 't:Lethal Damage'],
    summary: {
      en: 'Lethal damage is enough damage to kill a creature: an amount that, added to the damage already marked on it this turn, reaches its toughness. The damage itself never destroys anything. Each time a player would receive priority, the game checks creatures, and one with toughness greater than 0 whose total marked damage is equal to or greater than its toughness is destroyed as a state-based action. The same measure decides how much a creature with trample must assign to its blockers and how much damage counts as "excess".',
      ja: '致死ダメージとは、クリーチャーを倒すのに足りる量のダメージ、つまりそのターンにすでに負っているダメージと合わせてタフネスに達する量のことです。ダメージそのものが何かを破壊するわけではありません。プレイヤーが優先権を得るたびにゲームがクリーチャーを確認し、タフネスが0より大きく、負っているダメージの合計がタフネス以上のクリーチャーは、状況起因処理によって破壊されます。トランプルを持つクリーチャーがブロック・クリーチャーにどれだけ割り振る必要があるか、どれだけが「超過」ダメージになるかも、この基準で決まります。',
    },
    details: [
      {
        en: 'Damage stays marked on a creature until the cleanup step (or until it regenerates), so separate hits during a turn add up. If the creature\'s toughness later drops to or below the damage it has taken, for example because a toughness bonus leaves, it is destroyed at the next check. In the cleanup step, marked damage is removed at the same moment "until end of turn" effects end, so a creature kept alive only by an until-end-of-turn boost survives.',
        ja: 'ダメージはクリンナップ・ステップまで（または再生するまで）クリーチャーに残るので、同じターンに受けたダメージは積み重なります。その後、タフネスを上げていた効果がなくなるなどしてタフネスが負っているダメージ以下になれば、次のチェックで破壊されます。クリンナップ・ステップでは、ダメージの除去と「ターン終了時まで」の効果の終了が同時に起こるので、ターン終了時までの修整だけで生き延びていたクリーチャーは生き残ります。',
      },
      {
        en: 'Toughness 0 or less is a different state-based action: the creature is simply put into its owner\'s graveyard, not destroyed, so indestructible and regeneration can\'t save it. Lethal damage destroys the creature, so both of those do help against it.',
        ja: 'タフネスが0以下になることは別の状況起因処理で、そのクリーチャーは破壊されるのではなく、単にオーナーの墓地に置かれます。そのため破壊不能や再生では助かりません。致死ダメージの場合は「破壊」なので、これらが有効です。',
      },
      {
        en: 'Damage from a source with wither or infect is not marked at all; it becomes -1/-1 counters. Such a creature dies because its toughness falls to 0, not because of lethal damage, which is why indestructible doesn\'t protect it.',
        ja: '萎縮や感染を持つ発生源からのダメージは負ったダメージとして残らず、-1/-1カウンターになります。そのクリーチャーは致死ダメージではなくタフネスが0になることで墓地に置かれるので、破壊不能では守れません。',
      },
      {
        en: 'When lethal damage is measured for assigning damage (trample, excess damage), damage already marked and damage being assigned or dealt at the same time by other sources count, but prevention and other effects that would change the damage actually dealt are ignored.',
        ja: 'ダメージの割り振り（トランプルや超過ダメージ）のために致死ダメージを判断するときは、すでに負っているダメージや、同時に他の発生源から割り振られる・与えられるダメージは考慮しますが、実際に与えられるダメージを軽減・変更する効果は考慮しません。',
      },
    ],
    interactions: [
      {
        with: 'deathtouch',
        rules: ['h:Deathtouch > lethal damage', 'h:State-Based Actions > deathtouch'],
        en: 'Any amount of damage from a source with deathtouch destroys a creature with toughness greater than 0, and when combat damage is assigned, 1 damage from a deathtouch source counts as lethal.',
        ja: '接死を持つ発生源からのダメージは、量にかかわらずタフネスが0より大きいクリーチャーを破壊します。戦闘ダメージの割り振りでも、接死を持つ発生源からの1点が致死ダメージとみなされます。',
      },
      {
        with: 'trample',
        rules: ['h:Trample > lethal damage'],
        en: 'A creature with trample must assign lethal damage to every blocker before assigning any to the player, planeswalker or battle it attacks; a 3/3 blocker that already has 2 damage marked needs only 1 more.',
        ja: 'トランプルを持つクリーチャーは、攻撃先のプレイヤー、プレインズウォーカー、バトルに割り振る前に、すべてのブロック・クリーチャーに致死ダメージを割り振らなければなりません。すでに2点のダメージを負っている3/3のブロック・クリーチャーなら、あと1点で足ります。',
      },
      {
        with: 'indestructible',
        rules: ['h:Indestructible > lethal damage', 'h:State-Based Actions > lethal damage'],
        en: 'An indestructible creature ignores the lethal-damage check, but the damage stays marked until cleanup. If it loses indestructible later that turn while its marked damage still reaches its toughness, it is destroyed at the next check.',
        ja: '破壊不能を持つクリーチャーは致死ダメージのチェックを無視しますが、ダメージはクリンナップ・ステップまで残ります。そのターン中に破壊不能を失い、負っているダメージがまだタフネス以上なら、次のチェックで破壊されます。',
      },
      {
        with: 'regenerate',
        rules: ['h:Regenerate > destroyed', 'h:State-Based Actions > lethal damage', 'h:State-Based Actions > toughness 0 or less'],
        en: 'A regeneration shield can replace destruction from lethal damage: all damage is removed from the creature, it is tapped, and if it is attacking or blocking it is removed from combat. It can\'t replace being put into the graveyard for toughness 0 or less.',
        ja: '再生の盾は致死ダメージによる破壊を置換できます。そのクリーチャーは負っているダメージがすべて取り除かれてタップされ、攻撃クリーチャーやブロック・クリーチャーであれば戦闘から取り除かれます。タフネスが0以下で墓地に置かれることは置換できません。',
      },
    ],
  },
  {
    id: 'combat-damage',
    kind: 'game-term',
    en: 'Combat damage',
    ja: '戦闘ダメージ',
    aliases: ['damage assignment', 'assign combat damage', 'ダメージの割り振り', '割り振り'],
    rules: ['h:Combat Damage Step', 't:Combat Damage', 'h:Damage > combat'],
    summary: {
      en: 'Combat damage is the damage that attacking and blocking creatures deal as a consequence of combat, in the combat damage step. First the active player announces how each attacking creature assigns its damage, then the defending player does the same for each blocking creature; each creature assigns damage equal to its power, and then all of it is dealt at the same time. This doesn\'t use the stack, so nobody can act between assignment and damage. Damage from a fight, or from an ability saying a creature deals damage, is not combat damage.',
      ja: '戦闘ダメージとは、戦闘ダメージ・ステップに攻撃クリーチャーとブロック・クリーチャーが戦闘の結果として与えるダメージのことです。まずアクティブ・プレイヤーが各攻撃クリーチャーのダメージの割り振りを宣言し、次に防御プレイヤーが各ブロック・クリーチャーの割り振りを宣言します。各クリーチャーはパワーに等しいダメージを割り振り、その後すべてのダメージが同時に与えられます。これはスタックを使わないので、割り振りとダメージの間に何かをすることはできません。格闘や、クリーチャーがダメージを与えると書かれた能力によるダメージは、戦闘ダメージではありません。',
    },
    details: [
      {
        en: 'There is no damage assignment order any more. A creature blocked by several creatures divides its damage among them however its controller likes, without having to give lethal damage to one before moving to the next; a creature blocking several attackers divides its damage the same way. Only trample adds a requirement, for damage that should go past the blockers.',
        ja: 'ダメージ割り振り順は現在はありません。複数のクリーチャーにブロックされたクリーチャーは、1体に致死ダメージを割り振ってから次へ、という制約なしに、コントローラーが自由にダメージを分けられます。複数の攻撃クリーチャーをブロックしたクリーチャーも同様です。ブロック・クリーチャーを越えてダメージを通す場合にだけ、トランプルのルールが条件を加えます。',
      },
      {
        en: 'A blocked creature stays blocked even if every creature blocking it has left combat or died; without trample it then deals no combat damage. A creature with 0 or less power assigns no combat damage, and a creature removed from combat neither deals nor is dealt combat damage.',
        ja: 'ブロックされたクリーチャーは、ブロック・クリーチャーがすべて戦闘から取り除かれたり死亡したりしても、ブロックされたままです。トランプルがなければ戦闘ダメージを与えません。パワーが0以下のクリーチャーは戦闘ダメージを割り振らず、戦闘から取り除かれたクリーチャーは戦闘ダメージを与えることも受けることもありません。',
      },
      {
        en: 'Power is read when damage is assigned, at the start of the combat damage step, and no player gets priority before that. To change the damage a creature will deal, act in the declare blockers step (or, with first strike, between the two combat damage steps).',
        ja: 'パワーは戦闘ダメージ・ステップの開始時、割り振りの時点で参照され、その前にプレイヤーが優先権を得ることはありません。与えるダメージを変えたいなら、ブロック・クリーチャー指定ステップ中に（先制攻撃があるなら2つの戦闘ダメージ・ステップの間に）行動する必要があります。',
      },
      {
        en: 'Combat damage was once put on the stack; that has not been true for many years. After the damage is dealt, state-based actions are checked, abilities that triggered on the damage go on the stack, and then the active player gets priority.',
        ja: 'かつて戦闘ダメージはスタックに置かれていましたが、もうずっと前からそうではありません。ダメージが与えられた後、状況起因処理がチェックされ、ダメージによって誘発した能力がスタックに置かれ、その後アクティブ・プレイヤーが優先権を得ます。',
      },
    ],
    interactions: [
      {
        with: 'first-strike',
        rules: ['h:Combat Damage Step > first strike', 'h:First Strike'],
        en: 'If any attacking or blocking creature has first strike or double strike as the step begins, there are two combat damage steps: first strikers and double strikers deal damage in the first, the others (and double strikers again) in the second.',
        ja: '戦闘ダメージ・ステップの開始時に、先制攻撃か二段攻撃を持つ攻撃クリーチャーかブロック・クリーチャーがいれば、戦闘ダメージ・ステップは2回になります。1回目では先制攻撃と二段攻撃を持つクリーチャーが、2回目ではそれ以外のクリーチャー（と再び二段攻撃を持つクリーチャー）がダメージを与えます。',
      },
      {
        with: 'trample',
        rules: ['h:Trample > lethal damage', 'h:Trample > no creatures blocking'],
        en: 'With trample, once every blocker has been assigned lethal damage, the rest can go to the attacked player, planeswalker or battle; if no blockers remain at all, all of its damage goes there.',
        ja: 'トランプルがあれば、すべてのブロック・クリーチャーに致死ダメージを割り振った残りを、攻撃先のプレイヤー、プレインズウォーカー、バトルに割り振れます。ブロック・クリーチャーが1体も残っていなければ、すべてをそちらに割り振ります。',
      },
      {
        with: 'lifelink',
        rules: ['h:Damage > lifelink', 'h:Lifelink > gain that much life'],
        en: 'Life from lifelink is gained as part of the damage event itself, not by a trigger, so it happens at the same time as the combat damage; a player at 2 life who takes 3 combat damage while their lifelinker deals 3 ends up at 2, not dead.',
        ja: '絆魂によるライフの獲得は誘発ではなくダメージのイベントの一部なので、戦闘ダメージと同時に起こります。ライフが2点のプレイヤーが3点の戦闘ダメージを受け、同時に自分の絆魂を持つクリーチャーが3点のダメージを与えたなら、ライフは2点になり、敗北しません。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > damage'],
        en: 'Combat damage that would be dealt by a source with the stated quality to a creature or player with protection is prevented. It still had to be assigned, so a blocker with protection still soaks up the damage assigned to it.',
        ja: 'プロテクションを持つクリーチャーやプレイヤーに、その性質を持つ発生源が与える戦闘ダメージは軽減されます。割り振り自体は行われるので、プロテクションを持つブロック・クリーチャーは割り振られたダメージを吸収します。',
      },
      {
        with: 'commander',
        rules: ['h:State-Based Actions > 21'],
        en: 'In Commander, a player who has been dealt 21 or more combat damage by the same commander over the game loses; noncombat damage from that commander doesn\'t count.',
        ja: '統率者戦では、ゲームを通じて同じ統率者から21点以上の戦闘ダメージを受けたプレイヤーは敗北します。その統率者からの戦闘以外のダメージは数えません。',
      },
    ],
  },
  {
    id: 'priority',
    kind: 'game-term',
    en: 'Priority',
    ja: '優先権',
    aliases: ['pass priority', 'hold priority', 'holding priority', '優先権を渡す', '優先権のパス'],
    rules: ['h:Timing and Priority', 't:Priority', 'h:Timing and Priority > all players pass'],
    summary: {
      en: 'Priority is the permission to act: only the player who has it may cast spells, activate abilities or take special actions. The active player gets priority first in most steps and phases and again after each spell or ability resolves. A player who casts, activates or takes a special action gets priority back; a player who passes hands it to the next player in turn order. When all players pass in succession without doing anything, the top object of the stack resolves, or, if the stack is empty, the step or phase ends.',
      ja: '優先権とは、行動してよい権利のことです。優先権を持つプレイヤーだけが、呪文を唱え、能力を起動し、特別な処理を行えます。ほとんどのステップとフェイズではアクティブ・プレイヤーが最初に優先権を得て、呪文や能力が解決するたびに再びアクティブ・プレイヤーが得ます。呪文を唱えたり能力を起動したり特別な処理を行ったりしたプレイヤーは再び優先権を得て、パスしたプレイヤーの優先権はターン順で次のプレイヤーに移ります。全員が何もせずに連続してパスすると、スタックの一番上のものが解決し、スタックが空ならそのステップやフェイズが終わります。',
    },
    details: [
      {
        en: 'Before any player receives priority, the game performs state-based actions and then puts waiting triggered abilities on the stack, repeating until nothing more happens. So triggered abilities are already on the stack by the time anyone can respond.',
        ja: 'プレイヤーが優先権を得る前に、ゲームは状況起因処理を行い、続いて誘発していた能力をスタックに置き、何も起こらなくなるまで繰り返します。そのため、誰かが対応できる時点では、誘発型能力はすでにスタックにあります。',
      },
      {
        en: 'No one gets priority in the untap step, and usually no one does in the cleanup step. No one has priority while a spell or ability is resolving either, so you can\'t respond in the middle of a resolution, even if it asks you to make choices.',
        ja: 'アンタップ・ステップには誰も優先権を得ず、クリンナップ・ステップでも通常は得ません。呪文や能力の解決中も誰も優先権を持たないので、解決中に選択を求められても、その途中で対応することはできません。',
      },
      {
        en: 'After casting a spell you keep priority, so you may add more spells or abilities on top before anyone else can respond ("holding priority"). After a spell or ability resolves, the active player gets priority, no matter who controlled what just resolved.',
        ja: '呪文を唱えた後も優先権はそのプレイヤーにあるので、他のプレイヤーが対応する前にさらに呪文や能力を積むことができます（「優先権を保持する」）。呪文や能力が解決した後は、それを誰がコントロールしていたかに関係なく、アクティブ・プレイヤーが優先権を得ます。',
      },
      {
        en: 'Having priority is not enough for everything: a noninstant spell needs your main phase and an empty stack as well, and the same goes for playing a land.',
        ja: '優先権があれば何でもできるわけではありません。インスタントでない呪文は、自分のメイン・フェイズでスタックが空であることも必要で、土地のプレイも同様です。',
      },
    ],
    interactions: [
      {
        with: 'mana-ability',
        rules: ['h:Timing and Priority > mana ability', 'h:Mana Abilities > whenever they have priority', 'h:Stack > mana abilities resolve immediately'],
        en: 'Mana abilities can be activated whenever you have priority, but also without it: while you are casting a spell or activating an ability that needs mana, and whenever a rule or effect asks you to pay mana, even during a resolution. They don\'t use the stack, and if you had priority before, you have it again afterwards.',
        ja: 'マナ能力は優先権を持っているときに起動できるほか、優先権がなくても、マナの支払いが必要な呪文を唱えている最中や能力を起動している最中、ルールや効果がマナの支払いを求めたとき（解決中でも）に起動できます。スタックを使わず、起動前に優先権を持っていたなら起動後も持ったままです。',
      },
      {
        with: 'special actions',
        rules: ['h:Special Actions', 'h:Special Actions > receives priority afterward', 'h:Special Actions > playing a land'],
        en: 'Special actions, such as playing a land or turning a face-down creature face up, need priority but don\'t use the stack, so they can\'t be responded to; the player who took one gets priority again.',
        ja: '土地のプレイや裏向きのクリーチャーを表向きにすることなどの特別な処理には優先権が必要ですが、スタックを使わないので対応されません。特別な処理を行ったプレイヤーは再び優先権を得ます。',
      },
      {
        with: 'split-second',
        rules: ['h:Split Second > mana abilities', 'h:Split Second > special actions'],
        en: 'While a spell with split second is on the stack, players still get and pass priority, but the only things they can do with it are activating mana abilities and taking special actions.',
        ja: '刹那を持つ呪文がスタックにある間も、プレイヤーは優先権を得てパスしますが、その優先権でできるのはマナ能力の起動と特別な処理だけです。',
      },
      {
        with: 'triggered-ability',
        rules: ['h:Timing and Priority > triggered abilities can trigger'],
        en: 'Triggered abilities don\'t need anyone to have priority to trigger; they can trigger at any moment and wait until the next time a player would receive priority to be put on the stack.',
        ja: '誘発型能力は誘発するのに優先権を必要としません。いつでも誘発し、次にプレイヤーが優先権を得る際にスタックに置かれます。',
      },
      {
        with: 'state-based-actions',
        rules: ['h:Timing and Priority > single event'],
        en: 'State-based actions are checked every time a player would receive priority, which is why a creature with lethal damage is gone before anyone can act.',
        ja: '状況起因処理はプレイヤーが優先権を得るたびにチェックされます。そのため、致死ダメージを負ったクリーチャーは、誰かが行動できるようになる前に墓地に置かれています。',
      },
    ],
  },
  {
    id: 'stack',
    kind: 'game-term',
    en: 'Stack',
    ja: 'スタック',
    aliases: ['the stack', 'in response', '対応', 'スタックに積む', 'lifo'],
    rules: ['h:Stack', 't:Stack', 'h:Resolving Spells and Abilities'],
    summary: {
      en: 'The stack is the zone where spells and activated and triggered abilities wait to resolve. Each new object is put on top, and when all players pass priority in succession, only the topmost one resolves; then the active player gets priority and everyone may add more before the next one resolves. The last thing put on the stack is the first to resolve, which is what responding to something means.',
      ja: 'スタックとは、呪文や起動型能力、誘発型能力が解決を待つ領域です。新しいものは一番上に置かれ、全プレイヤーが連続して優先権をパスすると、一番上の1つだけが解決します。その後アクティブ・プレイヤーが優先権を得て、次のものが解決する前に全員がさらに呪文や能力を追加できます。最後に積まれたものが最初に解決する、というのが「対応する」ことの意味です。',
    },
    details: [
      {
        en: 'Many things don\'t use the stack and so can\'t be responded to: mana abilities, special actions (such as playing a land), static abilities, turn-based actions (such as dealing combat damage) and state-based actions.',
        ja: 'スタックを使わないため対応できないものも多くあります。マナ能力、特別な処理（土地のプレイなど）、常在型能力、ターン起因処理（戦闘ダメージを与えることなど）、状況起因処理です。',
      },
      {
        en: 'Once an ability is on the stack it exists independently of its source. Destroying the creature whose ability was activated or triggered doesn\'t stop the ability; if the ability needs information about a source that has left its zone, it uses the source\'s last known information.',
        ja: '能力はスタックに置かれた後、その発生源から独立して存在します。能力を起動した、または能力が誘発したクリーチャーを破壊しても、その能力は止まりません。すでに領域を離れた発生源の情報を能力が必要とする場合は、その発生源の最後の情報を使います。',
      },
      {
        en: 'When several objects are put on the stack at the same time, such as triggered abilities, the active player\'s go on first (in the order that player chooses), then each other player\'s in turn order. So the nonactive players\' objects are on top and resolve first.',
        ja: '誘発型能力など、複数のものが同時にスタックに置かれるときは、まずアクティブ・プレイヤーのもの（順番はそのプレイヤーが選びます）が、次にターン順で他のプレイヤーのものが置かれます。そのため非アクティブ・プレイヤーのものが上になり、先に解決します。',
      },
      {
        en: 'Everything resolves one object at a time, with a full round of priority in between, so a player can respond again before each resolution. Passing priority is not a promise: if anyone adds something, everyone gets another chance before the next resolution.',
        ja: '解決は1つずつ行われ、その間に優先権が一巡するので、毎回の解決の前に改めて対応できます。パスは約束ではなく、誰かが何かを追加すれば、次の解決の前に全員がもう一度機会を得ます。',
      },
    ],
    interactions: [
      {
        with: 'split-second',
        rules: ['h:Split Second', 'h:Split Second > triggered abilities'],
        en: 'While a spell with split second is on the stack, no one can cast spells or activate abilities other than mana abilities. Triggered abilities still trigger and go on the stack above it, and special actions are still allowed.',
        ja: '刹那を持つ呪文がスタックにある間は、誰も呪文を唱えることも、マナ能力以外の能力を起動することもできません。ただし誘発型能力は誘発してその上に置かれ、特別な処理も行えます。',
      },
      {
        with: 'counter',
        rules: ['h:Counter'],
        en: 'Countering a spell or ability removes it from the stack without it resolving; a countered spell goes to its owner\'s graveyard and the costs paid for it are not refunded.',
        ja: '呪文や能力を打ち消すと、それは解決されずにスタックから取り除かれます。打ち消された呪文はオーナーの墓地に置かれ、支払ったコストは戻りません。',
      },
      {
        with: 'apnap-order',
        rules: ['h:Stack > APNAP', 'h:Handling Triggered Abilities > APNAP'],
        en: 'Simultaneous triggers are stacked in APNAP order: active player first, so the active player\'s abilities resolve last.',
        ja: '同時に誘発した能力はAPNAP順でスタックに置かれます。アクティブ・プレイヤーが先に置くので、そのプレイヤーの能力は最後に解決します。',
      },
      {
        with: 'mana-ability',
        rules: ['h:Stack > mana abilities resolve immediately'],
        en: 'Mana abilities never touch the stack: they resolve immediately, along with any other effect they have.',
        ja: 'マナ能力はスタックを使いません。他の効果も含めて、すぐに解決します。',
      },
    ],
  },
  {
    id: 'state-based-actions',
    kind: 'game-term',
    en: 'State-based actions',
    ja: '状況起因処理',
    aliases: ['sba', 'state-based effects', '状況起因効果'],
    rules: ['h:State-Based Actions', 't:State-Based Actions', 'h:State-Based Actions > single event', 'h:Timing and Priority > single event'],
    summary: {
      en: 'State-based actions are checks the game makes by itself to tidy up the board: a player with 0 or less life loses, a creature with 0 or less toughness is put into the graveyard, a creature with lethal damage is destroyed, a planeswalker with 0 loyalty is put into the graveyard, a player who controls two or more legendary permanents with the same name keeps one, and so on. They don\'t use the stack and no player controls them. Every time a player would receive priority, the game performs all applicable ones at the same time, repeats until none apply, and only then puts triggered abilities on the stack.',
      ja: '状況起因処理とは、ゲームが自動的に行う盤面の整理です。ライフが0以下のプレイヤーは敗北し、タフネスが0以下のクリーチャーは墓地に置かれ、致死ダメージを負ったクリーチャーは破壊され、忠誠度が0のプレインズウォーカーは墓地に置かれ、同じ名前の伝説のパーマネントを2つ以上コントロールしているプレイヤーは1つを残す、などです。スタックを使わず、どのプレイヤーがコントロールするものでもありません。プレイヤーが優先権を得るたびに、該当するものをすべて同時に行い、該当するものがなくなるまで繰り返し、その後で誘発型能力をスタックに置きます。',
    },
    details: [
      {
        en: 'They are not checked while a spell or ability is resolving. A creature whose toughness is 0 only for a moment in the middle of a resolution survives if its toughness is above 0 again when the resolution ends.',
        ja: '呪文や能力の解決中にはチェックされません。解決の途中で一瞬だけタフネスが0になったクリーチャーも、解決が終わった時点でタフネスが0より大きければ生き残ります。',
      },
      {
        en: 'All applicable state-based actions happen simultaneously as one event. Two creatures that dealt each other lethal damage leave together, and if every remaining player is at 0 or less life at the same check, they all lose at once and the game is a draw.',
        ja: '該当する状況起因処理は、すべて1つのイベントとして同時に行われます。互いに致死ダメージを与え合ったクリーチャーは同時に墓地に置かれ、残っているすべてのプレイヤーのライフが同じチェックで0以下なら、全員が同時に敗北し、ゲームは引き分けになります。',
      },
      {
        en: 'Watch the wording: toughness 0 or less, 0 loyalty and the legend rule put permanents into the graveyard without destroying them, so indestructible and regeneration don\'t help; lethal damage and deathtouch damage destroy, so they do. Under the legend rule the player chooses which one to keep, and the others are neither sacrificed nor destroyed.',
        ja: '言葉の違いに注意してください。タフネス0以下、忠誠度0、レジェンド・ルールは、パーマネントを破壊せずに墓地に置くので、破壊不能や再生では助かりません。致死ダメージと接死によるダメージは破壊なので、これらが有効です。レジェンド・ルールでは、どれを残すかはそのプレイヤーが選び、残りは生け贄に捧げられるのでも破壊されるのでもありません。',
      },
      {
        en: 'Some other state-based actions: a token in a zone other than the battlefield ceases to exist; a copy of a spell outside the stack ceases to exist; an Aura attached illegally or to nothing goes to the graveyard; an Equipment attached illegally becomes unattached but stays; and +1/+1 and -1/-1 counters on the same permanent cancel out in pairs.',
        ja: 'ほかにも次のようなものがあります。戦場以外の領域にあるトークンは消滅し、スタック以外にある呪文のコピーも消滅します。不正なものにつけられている、または何にもつけられていないオーラは墓地に置かれ、不正なものについている装備品ははずれて戦場に残ります。同じパーマネントに+1/+1カウンターと-1/-1カウンターが置かれていれば、同数ずつ取り除かれます。',
      },
    ],
    interactions: [
      {
        with: 'triggered-ability',
        rules: ['h:State-Based Actions > single event'],
        en: 'Abilities that trigger on state-based actions (for example when a creature dies) wait until no more state-based actions apply, then go on the stack; after that the check runs again before anyone gets priority.',
        ja: '状況起因処理によって誘発した能力（クリーチャーが死亡したときなど）は、該当する状況起因処理がなくなるまで待ってからスタックに置かれ、その後、誰かが優先権を得る前にもう一度チェックが行われます。',
      },
      {
        with: 'indestructible',
        rules: ['h:Indestructible > lethal damage', 'h:State-Based Actions > toughness 0 or less'],
        en: 'Indestructible ignores the checks for lethal damage and deathtouch damage, but not toughness 0 or less, 0 loyalty or the legend rule.',
        ja: '破壊不能は致死ダメージと接死によるダメージのチェックを無視しますが、タフネス0以下、忠誠度0、レジェンド・ルールは防げません。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:State-Based Actions > single replacement'],
        en: 'If several state-based actions would have the same result at the same time (for example a player losing both for 0 life and for drawing from an empty library), a single replacement effect replaces all of them.',
        ja: '複数の状況起因処理が同時に同じ結果をもたらす場合（ライフが0であることと、空のライブラリーから引こうとしたことの両方で敗北する場合など）、1つの置換効果でそのすべてが置換されます。',
      },
      {
        with: 'last-known-information',
        rules: ['h:State-Based Actions > last known information'],
        en: 'When a permanent leaves the battlefield through a state-based action performed together with others, its last known information is taken from before any of them happened.',
        ja: '他の状況起因処理と同時に行われた状況起因処理によってパーマネントが戦場を離れた場合、その最後の情報は、それらの状況起因処理がどれも行われる前の状態から得ます。',
      },
      {
        with: 'state trigger',
        rules: ['h:State-Based Actions > triggered abilities, not', 'h:Handling Triggered Abilities > state triggers'],
        en: 'An ability that watches for a game state ("whenever you have no cards in hand...") is a triggered ability, not a state-based action: it uses the stack and can be responded to.',
        ja: 'ゲームの状態を監視する能力（「あなたの手札にカードがない状態になるたび」のようなもの）は状況起因処理ではなく誘発型能力です。スタックを使い、対応することができます。',
      },
    ],
  },
  {
    id: 'timestamp-order',
    kind: 'game-term',
    en: 'Timestamp order',
    ja: 'タイムスタンプ順',
    aliases: ['timestamp', 'timestamp system', 'タイムスタンプ'],
    rules: ['h:Interaction of Continuous Effects > timestamp system', 'g:Timestamp Order', 't:Timestamp Order'],
    summary: {
      en: 'Timestamp order is the default way to order continuous effects that apply in the same layer (or sublayer): the effect with the earlier timestamp is applied first, so a later one can override it. An effect from a static ability normally has the timestamp of the object the ability is on, set when that object entered the zone, while an effect from a resolved spell or ability gets its timestamp when it is created. If a dependency exists between effects, it takes priority over timestamps.',
      ja: 'タイムスタンプ順とは、同じ種類別（細分があるなら同じ細分）で適用される継続的効果の順番を決める基本的な方法です。タイムスタンプの早い効果から適用されるので、後の効果が前の効果を上書きできます。常在型能力による効果は、通常その能力を持つオブジェクトのタイムスタンプ（その領域に置かれたときに決まります）を持ち、解決した呪文や能力による効果は、その効果が生成された時点のタイムスタンプを持ちます。効果の間に依存関係がある場合は、タイムスタンプよりも依存が優先されます。',
    },
    details: [
      {
        en: 'Timestamps only matter inside one layer. An effect in a later layer always applies after the earlier layers, whatever its timestamp: an older +2/+2 still applies on top of a newer effect that sets a creature\'s power and toughness to 0/1.',
        ja: 'タイムスタンプが意味を持つのは同じ種類別の中だけです。後の種類別の効果は、タイムスタンプに関係なく常に前の種類別の後に適用されます。古い+2/+2の修整は、新しい「パワーとタフネスを0/1にする」効果の上からでも適用されます。',
      },
      {
        en: 'An object gets a new timestamp whenever it enters a zone. An Aura, Equipment or Fortification also gets a new one each time it becomes attached, a permanent gets one when it is turned face up or face down or transforms, and each counter gets one as it is put on.',
        ja: 'オブジェクトは領域に置かれるたびに新しいタイムスタンプを得ます。また、オーラ、装備品、城砦はつけられるたびに、パーマネントは表向きや裏向きになるたび、または変身するたびに新しいタイムスタンプを得て、カウンターも置かれるたびにタイムスタンプを得ます。',
      },
      {
        en: 'If an effect gave an object a static ability, that ability\'s effect uses the later of the object\'s timestamp and the granting effect\'s timestamp.',
        ja: '効果によってオブジェクトに常在型能力が与えられた場合、その能力による効果のタイムスタンプは、オブジェクトのタイムスタンプと能力を与えた効果のタイムスタンプのうち遅いほうになります。',
      },
      {
        en: 'Things that get timestamps at the same moment (such as permanents entering together) are ordered in APNAP order: the active player\'s first, in the order that player chooses, then each other player\'s.',
        ja: '同時にタイムスタンプを得るもの（同時に戦場に出たパーマネントなど）は、APNAP順で順番が決まります。まずアクティブ・プレイヤーのもの（順番はそのプレイヤーが選びます）、次に他のプレイヤーのものです。',
      },
    ],
    interactions: [
      {
        with: 'layer',
        rules: ['h:Interaction of Continuous Effects > characteristic-defining abilities first', 'h:Interaction of Continuous Effects > within layer 1', 'h:Interaction of Continuous Effects > within layer 7'],
        en: 'Within layers 2-6, effects from characteristic-defining abilities apply first and the rest in timestamp order; the sublayers of layers 1 and 7 each use timestamp order inside them.',
        ja: '第2種から第6種では、特性定義能力による効果が先に適用され、残りがタイムスタンプ順で適用されます。第1種と第7種は細分に分かれ、それぞれの中でタイムスタンプ順に適用されます。',
      },
      {
        with: 'dependency',
        rules: ['h:Interaction of Continuous Effects > dependency system'],
        en: 'When one effect depends on another in the same layer, the dependency decides the order and overrides timestamps.',
        ja: '同じ種類別の中で一方の効果が他方に依存している場合は、依存関係が順番を決め、タイムスタンプより優先されます。',
      },
      {
        with: 'equip',
        rules: ['h:Interaction of Continuous Effects > new timestamp each time it becomes attached', 'h:Interaction of Continuous Effects > static ability'],
        en: 'If one attached Equipment grants flying and another says the creature loses flying, the one attached more recently wins; moving the other Equipment onto the creature again gives it a new timestamp and reverses the result.',
        ja: '飛行を与える装備品と飛行を失わせる装備品がついている場合、後からつけたほうが勝ちます。もう一方をつけ直すと新しいタイムスタンプを得るので、結果が逆になります。',
      },
      {
        with: 'role',
        rules: ['h:State-Based Actions > Role'],
        en: 'If a permanent has two or more Role tokens from the same player attached, all but the one with the latest timestamp are put into the graveyard as a state-based action.',
        ja: '同じプレイヤーがコントロールする役割・トークンが同じパーマネントに2つ以上ついている場合、タイムスタンプが最も新しいもの以外は状況起因処理で墓地に置かれます。',
      },
    ],
  },
  {
    id: 'layer',
    kind: 'game-term',
    en: 'Layer',
    ja: '種類別',
    aliases: ['layer system', 'layers of continuous effects', 'interaction of continuous effects', 'レイヤー', '継続的効果の相互作用'],
    rules: ['h:Interaction of Continuous Effects', 't:Layer'],
    summary: {
      en: 'The layer system decides how continuous effects combine when they change an object\'s characteristics or its control. Starting from the printed values (or the values a token or copy was created with), effects are applied layer by layer: 1 copy effects (and face-down status), 2 control, 3 text, 4 types, 5 color, 6 adding and removing abilities, 7 power and toughness, split into 7a characteristic-defining abilities, 7b effects that set power/toughness, 7c effects and counters that raise or lower them, and 7d switching. An effect in an earlier layer always applies before one in a later layer, whichever came first; inside a layer, timestamp order is used, unless characteristic-defining abilities go first or a dependency changes the order.',
      ja: '種類別（レイヤー）は、オブジェクトの特性やコントロールを変更する継続的効果が複数あるとき、それらをどう組み合わせるかを決めるルールです。印刷された値（トークンやコピーなら、生成時に定められた値）から始めて、決まった順に効果を適用します。第1種：コピー効果（と裏向きであること）、第2種：コントロール、第3種：文章、第4種：タイプ、第5種：色、第6種：能力の追加と除去、第7種：パワーとタフネスで、第7種はさらに、7a 特性定義能力、7b パワー・タフネスを特定の値にする効果、7c 増減させる効果とカウンター、7d 入れ替える効果に分かれます。先の種類別の効果は、どちらが先に生じたかに関係なく常に後の種類別より先に適用されます。同じ種類別の中ではタイムスタンプ順ですが、特性定義能力が先に適用されたり、依存関係によって順番が変わったりします。',
    },
    details: [
      {
        en: 'Counters and pumps live in layer 7c, after "becomes 0/1" style effects in 7b. A 2/2 with a +1/+1 counter that becomes a base 0/1 is therefore 1/2, no matter which happened first.',
        ja: 'カウンターや修整は7cで、「0/1になる」といった7bの効果の後に適用されます。そのため、+1/+1カウンターが置かれた2/2のクリーチャーの基本のパワーとタフネスが0/1になると、どちらが先だったかに関係なく1/2になります。',
      },
      {
        en: 'Switching power and toughness (7d) happens after every modification in 7c, even ones created after the switch. A 1/4 that gets +2/+0 and is then switched is 4/3; if it later gets +0/+2 as well, it becomes 6/3.',
        ja: 'パワーとタフネスの入れ替え（7d）は、7cの修整がすべて適用された後に行われます。入れ替えの後に生じた修整も同じです。1/4のクリーチャーが+2/+0の修整を受けてから入れ替えられると4/3になり、さらに+0/+2の修整を受けると6/3になります。',
      },
      {
        en: 'An effect that does several things applies each part in its own layer, and once it has started applying to an object in one layer it keeps applying to that same object in the later layers, even if the ability that created it is removed in between. "Becomes a 3/3 artifact creature" works in layer 4 and in 7b.',
        ja: '複数のことをする効果は、それぞれの部分をその種類別で適用します。ある種類別でオブジェクトに適用され始めた効果は、途中でその効果を生んだ能力が失われても、後の種類別でも同じオブジェクトに適用され続けます。「3/3のアーティファクト・クリーチャーになる」効果は、第4種と7bで適用されます。',
      },
      {
        en: 'Layers deal only with characteristics and control. Effects on players and on the rules of the game are applied afterwards, and damage is not a layered effect at all: marked damage is simply compared with the final toughness.',
        ja: '種類別が扱うのは特性とコントロールだけです。プレイヤーやゲームのルールに影響する効果はその後で適用され、ダメージは種類別で扱う効果ではありません。負っているダメージは、最終的なタフネスと比較されるだけです。',
      },
    ],
    interactions: [
      {
        with: 'timestamp-order',
        rules: ['h:Interaction of Continuous Effects > timestamp system'],
        en: 'Within a layer or sublayer, effects normally apply in timestamp order, earliest first.',
        ja: '同じ種類別（または細分）の中では、通常はタイムスタンプの早い順に適用されます。',
      },
      {
        with: 'dependency',
        rules: ['h:Interaction of Continuous Effects > depend on'],
        en: 'Dependency can change the order within one layer, but never moves an effect to a different layer.',
        ja: '依存関係は同じ種類別の中の順番を変えることはありますが、効果を別の種類別に移すことはありません。',
      },
      {
        with: 'counters',
        rules: ['h:Interaction of Continuous Effects > Layer 7c', 'h:Interaction of Continuous Effects > Layer 6'],
        en: '+1/+1 and -1/-1 counters apply in 7c along with "gets +X/+X" effects, so setting effects don\'t erase them; keyword counters (flying, trample and so on) are applied in layer 6.',
        ja: '+1/+1カウンターや-1/-1カウンターは「+X/+Xの修整を受ける」効果と同じ7cで適用されるので、値を定める効果によって消えることはありません。キーワード・カウンター（飛行、トランプルなど）は第6種で適用されます。',
      },
      {
        with: 'characteristic-defining-ability',
        rules: ['h:Interaction of Continuous Effects > characteristic-defining abilities first', 'h:Interaction of Continuous Effects > Layer 7a'],
        en: 'Effects from characteristic-defining abilities apply before other effects in their layer; for power and toughness they have their own sublayer, 7a.',
        ja: '特性定義能力による効果は、その種類別の中で他の効果より先に適用されます。パワーとタフネスについては専用の7aがあります。',
      },
      {
        with: 'copy',
        rules: ['h:Interaction of Continuous Effects > Layer 1a', 'h:Copying Objects'],
        en: 'Copy effects apply in layer 1, so a copy of a pumped or animated creature gets only the copiable values, not the pump or the type change.',
        ja: 'コピー効果は第1種で適用されるので、修整を受けたりクリーチャー化したりしているクリーチャーをコピーしても、得られるのはコピー可能な値だけで、修整やタイプの変更は得られません。',
      },
    ],
  },
  {
    id: 'replacement-effect',
    kind: 'game-term',
    en: 'Replacement effect',
    ja: '置換効果',
    aliases: ['replacement', 'self-replacement effect', '自己置換効果', 'instead'],
    rules: ['h:Replacement Effects', 't:Replacement Effect', 'h:Interaction of Replacement and/or Prevention Effects'],
    summary: {
      en: 'A replacement effect watches for an event that would happen and replaces it, completely or partly, with a different event before it happens. Most say "instead"; effects that make a player "skip" something, and abilities like "enters tapped", "enters with" and "as this enters", are replacement effects too. The original event never happens, so anything that would have triggered on it doesn\'t. Replacement effects don\'t use the stack, and one can only matter if it already exists when the event would happen.',
      ja: '置換効果は、起ころうとしているイベントを監視し、それが起こる前に、全部または一部を別のイベントに置き換える効果です。多くは「代わりに」と書かれていますが、何かを「飛ばす」効果や、「タップ状態で戦場に出る」「～を置かれた状態で戦場に出る」「～が戦場に出るに際し」といった能力も置換効果です。元のイベントは起こらなかったことになるので、それによって誘発するはずだった能力は誘発しません。置換効果はスタックを使わず、イベントが起こる時点ですでに存在していなければ意味がありません。',
    },
    details: [
      {
        en: 'Each replacement effect gets only one chance to modify a given event, including the modified event it produced. Two effects that each double the damage a source would deal turn 2 damage into 8, not into an endless loop.',
        ja: '1つの置換効果が1つのイベントを修整できるのは1回だけで、自分が修整した後のイベントにもう一度適用されることはありません。発生源が与えるダメージをそれぞれ2倍にする効果が2つあれば、2点のダメージは8点になり、無限に増えることはありません。',
      },
      {
        en: 'If several replacement (or prevention) effects could apply to the same event, the affected player, or the controller of the affected object (its owner if it has no controller), chooses one to apply, then looks again at which effects still apply, and so on. Self-replacement effects (a spell or ability replacing part of its own effect) must be chosen first; after them come effects that change under whose control a permanent enters, then effects that make it enter as a copy, then effects that make it enter back face up, and then any order.',
        ja: '1つのイベントに複数の置換効果（や軽減効果）が適用されうる場合は、影響を受けるプレイヤー、または影響を受けるオブジェクトのコントローラー（コントローラーがいなければオーナー）が1つを選んで適用し、その後まだ適用できる効果を確認し直して、これを繰り返します。自己置換効果（呪文や能力が自身の効果の一部を置き換えるもの）を最初に選ばなければならず、次にパーマネントが誰のコントロール下で戦場に出るかを変える効果、次にコピーとして戦場に出させる効果、次に第2面を表にして戦場に出させる効果を選び、その後は自由な順番です。',
      },
      {
        en: 'Because the replaced event never happens, its triggers don\'t fire: a creature that would be put into a graveyard but is exiled instead never dies, so "when this dies" abilities don\'t trigger.',
        ja: '置換されたイベントは起こらないので、それに誘発する能力も誘発しません。墓地に置かれる代わりに追放されたクリーチャーは死亡していないので、「死亡したとき」の能力は誘発しません。',
      },
      {
        en: 'They must exist before the event: you can\'t regenerate a creature or make a player skip a step after the fact. A step, phase or turn that has already started can no longer be skipped; the skip waits for the next one.',
        ja: 'イベントより前に存在している必要があります。事が起こった後で再生したり、ステップを飛ばさせたりはできません。すでに始まったステップ、フェイズ、ターンは飛ばせず、その「飛ばす」効果は次の機会を待ちます。',
      },
    ],
    interactions: [
      {
        with: 'prevention-effect',
        rules: ['h:Interaction of Replacement and/or Prevention Effects'],
        en: 'Replacement and prevention effects that apply to the same event are ordered together, by the same choice of the affected player or controller.',
        ja: '同じイベントに適用される置換効果と軽減効果は、まとめて、影響を受けるプレイヤーやコントローラーの選択によって順番が決まります。',
      },
      {
        with: 'regenerate',
        rules: ['h:Replacement Effects > regeneration', 'h:Regenerate > destroyed'],
        en: 'Regeneration is a replacement effect for destruction: the next time the permanent would be destroyed, instead all damage is removed from it, it is tapped, and it is removed from combat if it is attacking or blocking.',
        ja: '再生は破壊を置換する置換効果です。次にそのパーマネントが破壊される場合、代わりに負っているダメージをすべて取り除いてそれをタップし、攻撃クリーチャーかブロック・クリーチャーであれば戦闘から取り除きます。',
      },
      {
        with: 'token',
        rules: ['h:Replacement Effects > create one or more tokens', 'h:Interaction of Replacement and/or Prevention Effects > contained within'],
        en: 'Effects that make you create more tokens replace the creation event; since entering the battlefield is contained in that event, they apply first, and then replacement effects on how each token enters apply.',
        ja: 'より多くのトークンを生成させる効果はトークン生成のイベントを置換します。戦場に出ることはその中に含まれるイベントなので、先にそれが適用され、その後で各トークンの戦場への出方に関する置換効果が適用されます。',
      },
      {
        with: 'state-based-actions',
        rules: ['h:State-Based Actions > single replacement'],
        en: 'One replacement effect is enough for several state-based actions with the same result at the same time, such as losing the game for two reasons at once.',
        ja: '同時に同じ結果をもたらす複数の状況起因処理（2つの理由で同時に敗北する場合など）は、1つの置換効果ですべて置換されます。',
      },
      {
        with: 'dies',
        rules: ['h:Replacement Effects > never happens', 't:Dies'],
        en: 'An effect that exiles a creature instead of putting it into a graveyard means the creature doesn\'t die.',
        ja: '墓地に置く代わりに追放する効果が適用されたクリーチャーは、死亡していません。',
      },
    ],
  },
  {
    id: 'prevention-effect',
    kind: 'game-term',
    en: 'Prevention effect',
    ja: '軽減効果',
    aliases: ['prevent', 'prevention', 'damage prevention', 'prevention shield', '軽減', 'ダメージ軽減'],
    rules: ['h:Prevention Effects', 't:Prevention Effect', 'h:Interaction of Replacement and/or Prevention Effects'],
    summary: {
      en: 'A prevention effect stops some or all of the damage that would be dealt; such effects use the word "prevent". Prevented damage is never dealt, so nothing that depends on damage being dealt happens: no life loss, no lifelink life gain, no deathtouch destruction, no "whenever this deals damage" trigger. Like replacement effects they act as shields that must already be in place when the damage would be dealt; damage that has been dealt can\'t be prevented afterwards.',
      ja: '軽減効果は、与えられようとしているダメージの一部または全部を与えられないようにする効果で、「軽減する」という語を使います。軽減されたダメージは与えられなかったことになるので、ダメージが与えられることに基づくもの（ライフの減少、絆魂によるライフの獲得、接死による破壊、「ダメージを与えるたび」の誘発）は何も起こりません。置換効果と同様に「盾」として働き、ダメージが与えられる時点ですでに存在している必要があります。与えられた後のダメージを軽減することはできません。',
    },
    details: [
      {
        en: 'A shield for a set amount ("prevent the next 3 damage") is used up as it prevents damage. If damage from two or more sources would hit the shielded player or permanent at the same time, that player (or the permanent\'s controller) chooses which damage the shield prevents. A shield for "the next time a source would deal damage" prevents all of that one instance, however large.',
        ja: '量が決まった盾（「次に与えられる3点のダメージを軽減する」）は、軽減するごとに減っていきます。2つ以上の発生源からのダメージが同時に与えられる場合、どのダメージを軽減するかは、盾を持つプレイヤー（またはそのパーマネントのコントローラー）が選びます。「次にある発生源がダメージを与える場合」の盾は、その1回分のダメージを量にかかわらずすべて軽減します。',
      },
      {
        en: 'A static effect that prevents a fixed amount ("prevent 1 of that damage") is never used up: it applies anew to each applicable damage event, including separate ones at the same time, so a spell that deals 2 damage to each creature deals only 1 to each creature the effect protects.',
        ja: '常在型能力による、決まった量を軽減する効果（「そのダメージを1点軽減する」）は減っていくことがありません。同時に起こるものも含め、該当するダメージのイベントそれぞれに改めて適用されます。各クリーチャーに2点のダメージを与える呪文なら、その効果で守られている各クリーチャーには1点だけ与えられます。',
      },
      {
        en: 'Damage that "can\'t be prevented" still has prevention effects applied to it, but they prevent nothing and shields aren\'t used up; any other effect a prevention effect has still happens.',
        ja: '「軽減できない」ダメージにも軽減効果は適用されますが、何も軽減せず、盾も減りません。軽減効果に付随する他の効果は発生します。',
      },
      {
        en: 'A shield that prevents damage from a source with a certain property (a color, being a creature, and so on) checks the source again when the damage would be dealt; if it no longer has that property, the damage is dealt and the shield stays.',
        ja: '特定の性質（色やクリーチャーであることなど）を持つ発生源からのダメージを軽減する盾は、ダメージが与えられる時点でその発生源を確認し直します。その性質を失っていれば、ダメージは与えられ、盾は残ります。',
      },
    ],
    interactions: [
      {
        with: 'lifelink',
        rules: ['h:Lifelink > gain that much life', 'h:Prevention Effects > never happens'],
        en: 'Lifelink gains life equal to the damage actually dealt; if part of the damage is prevented, only the rest counts, and if all of it is prevented, no life is gained.',
        ja: '絆魂で得るライフは実際に与えられたダメージに等しいので、一部が軽減されれば残りの分だけ、すべて軽減されればライフは得られません。',
      },
      {
        with: 'protection',
        rules: ['h:Protection > damage'],
        en: 'Protection prevents all damage from sources with the stated quality.',
        ja: 'プロテクションは、指定された性質を持つ発生源からのダメージをすべて軽減します。',
      },
      {
        with: 'trample',
        rules: ['h:Trample > lethal damage'],
        en: 'Prevention is ignored when a trampler assigns its damage: it must still assign lethal damage to a blocker whose damage will be prevented, and that part is simply lost.',
        ja: 'トランプルを持つクリーチャーがダメージを割り振るときは軽減を考慮しません。ダメージが軽減されるブロック・クリーチャーにも致死ダメージを割り振る必要があり、その分は失われます。',
      },
      {
        with: 'deathtouch',
        rules: ['h:State-Based Actions > deathtouch'],
        en: 'If all damage from a deathtouch source is prevented, no damage was dealt and the creature is not destroyed.',
        ja: '接死を持つ発生源からのダメージがすべて軽減されれば、ダメージは与えられていないので、そのクリーチャーは破壊されません。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:Interaction of Replacement and/or Prevention Effects'],
        en: 'When prevention and replacement effects both want the same damage event, the affected player or the controller of the affected permanent chooses the order.',
        ja: '軽減効果と置換効果が同じダメージのイベントに適用されうる場合、影響を受けるプレイヤーやパーマネントのコントローラーが順番を選びます。',
      },
    ],
  },
  {
    id: 'source',
    kind: 'game-term',
    en: 'Source',
    ja: '発生源',
    aliases: ['source of damage', 'source of an ability', 'damage source', 'ダメージの発生源', '能力の発生源'],
    rules: ['g:Source of Damage', 'g:Source of an Ability', 't:Source of Damage', 't:Source of an Ability'],
    summary: {
      en: 'The source of damage is the object that dealt it, and the source of an ability is the object that generated it: for an activated ability, the object whose ability was activated; for a triggered ability, the object whose ability triggered. Damage is always dealt by an object, never by a player: a burn spell is itself the source of its damage, and a creature is the source both of its combat damage and of damage an ability says it deals. Lifelink, deathtouch, infect and wither work through the source, and protection and many prevention effects look at the source\'s color or type.',
      ja: 'ダメージの発生源とはそのダメージを与えたオブジェクトのことで、能力の発生源とはその能力を生み出したオブジェクトのことです。起動型能力なら起動された能力を持つオブジェクト、誘発型能力なら誘発した能力を持つオブジェクトです。ダメージを与えるのは常にオブジェクトで、プレイヤーではありません。火力呪文ならその呪文自身がダメージの発生源で、戦闘ダメージや、能力によってクリーチャーが与えると書かれたダメージは、そのクリーチャーが発生源です。絆魂、接死、感染、萎縮は発生源を通じて働き、プロテクションや多くの軽減効果は発生源の色やタイプを見ます。',
    },
    details: [
      {
        en: 'An ability on the stack is independent of its source, so removing the source doesn\'t stop it. If the ability has its source deal damage after the source has left the battlefield, the damage is still dealt by that object, using its last known information, including whether it had deathtouch or lifelink.',
        ja: 'スタック上の能力はその発生源から独立しているので、発生源を除去しても能力は止まりません。発生源が戦場を離れた後に、能力によってその発生源がダメージを与える場合も、ダメージはそのオブジェクトによって与えられ、接死や絆魂を持っていたかどうかも含め、その最後の情報が使われます。',
      },
      {
        en: 'When an effect asks you to choose a source of damage, you may choose a permanent, a spell on the stack, an object referred to by something on the stack or by an effect waiting to apply or trigger, or a face-up object in the command zone. It doesn\'t have to be able to deal damage. If you choose a permanent spell, the effect also covers the permanent it becomes.',
        ja: '効果によってダメージの発生源を選ぶ場合、パーマネント、スタック上の呪文、スタック上のものや適用・誘発を待っている効果が参照しているオブジェクト、統率領域にある表向きのオブジェクトを選べます。ダメージを与えられるものである必要はありません。パーマネント呪文を選んだ場合、その効果はそれがなるパーマネントにも適用されます。',
      },
      {
        en: 'A delayed triggered ability created by a spell has that spell as its source; one created by an activated or triggered ability has the same source as that ability.',
        ja: '呪文によって作られた遅延誘発型能力の発生源はその呪文で、起動型能力や誘発型能力によって作られたものの発生源は、その能力の発生源と同じです。',
      },
    ],
    interactions: [
      {
        with: 'protection',
        rules: ['h:Protection > targeted by spells', 'h:Protection > damage'],
        en: 'Protection from a quality stops targeting by spells with that quality and by abilities whose source has it, and prevents damage from sources with it.',
        ja: 'ある性質からのプロテクションは、その性質を持つ呪文や、その性質を持つ発生源の能力による対象化を防ぎ、その性質を持つ発生源からのダメージを軽減します。',
      },
      {
        with: 'lifelink',
        rules: ['h:Lifelink > gain that much life'],
        en: 'Lifelink belongs to the source: the controller of the source with lifelink gains the life (its owner if it has no controller), whoever was dealt the damage.',
        ja: '絆魂は発生源の能力です。ダメージを与えられたのが誰であっても、ライフを得るのは絆魂を持つ発生源のコントローラー（コントローラーがいなければオーナー）です。',
      },
      {
        with: 'deathtouch',
        rules: ['h:Deathtouch > no matter what zone', 'h:State-Based Actions > deathtouch'],
        en: 'Deathtouch works from any zone: a spell or card with deathtouch that deals damage to a creature destroys it just as a creature with deathtouch would.',
        ja: '接死はどの領域からでも機能します。接死を持つ呪文やカードがクリーチャーにダメージを与えれば、接死を持つクリーチャーと同様にそれを破壊します。',
      },
      {
        with: 'last-known-information',
        rules: ['h:Abilities > last known information'],
        en: 'If the source has left the zone it was expected to be in, the game uses its last known information to see what it was like.',
        ja: '発生源が想定された領域を離れている場合、ゲームはその最後の情報を使って、それがどのようなものだったかを判断します。',
      },
    ],
  },
  {
    id: 'apnap-order',
    kind: 'game-term',
    en: 'APNAP order',
    ja: 'APNAP順',
    aliases: ['apnap', 'active player, nonactive player order', 'アクティブ・プレイヤー、非アクティブ・プレイヤー順'],
    // Not the CR glossary's references (g:): they include the shared-team-turns variant of 101.4.
    rules: ['h:The Magic Golden Rules > APNAP', 'h:The Magic Golden Rules > knows the choices made', 't:Active Player, Nonactive Player Order'],
    summary: {
      en: 'APNAP order ("active player, nonactive player") is how the game sequences choices that several players must make at the same time: the active player (whose turn it is) chooses first, then each other player in turn order, each knowing the choices already made; then the chosen actions all happen simultaneously. The same order is used to put simultaneously triggered abilities on the stack: the active player puts all of theirs on first, then each other player, so the nonactive players\' abilities end up on top and resolve first.',
      ja: 'APNAP順（アクティブ・プレイヤー、非アクティブ・プレイヤー順）とは、複数のプレイヤーが同時に選択をするときの順番です。まずアクティブ・プレイヤー（そのターンのプレイヤー）が選び、次にターン順で他のプレイヤーが、それまでの選択を知った上で選び、その後選ばれた行動がすべて同時に行われます。同時に誘発した能力をスタックに置くときもこの順番で、アクティブ・プレイヤーが自分の能力をすべて先に置き、次に他のプレイヤーが置きます。そのため、非アクティブ・プレイヤーの能力が上になり、先に解決します。',
    },
    details: [
      {
        en: 'Example: an effect says each player returns a creature they control to its owner\'s hand. The active player chooses first, then the others in turn order, seeing the earlier choices; then all the chosen creatures return at once. Cards chosen from a hidden zone, such as a hand, may stay face down while being chosen.',
        ja: '例えば、各プレイヤーが自分のコントロールするクリーチャーを1体オーナーの手札に戻す効果なら、アクティブ・プレイヤーがまず選び、次にターン順で他のプレイヤーが、前の選択を見た上で選び、その後選ばれたクリーチャーがすべて同時に戻ります。手札のような非公開領域から選ぶカードは、選ぶ間は裏向きのままでもかまいません。',
      },
      {
        en: 'A common mistake is to think the active player\'s triggers resolve first. They go on the stack first, so they resolve last. Each player chooses the order of their own triggered abilities.',
        ja: 'アクティブ・プレイヤーの誘発型能力が先に解決すると考えるのはよくある誤りです。先にスタックに置かれるので、解決は最後になります。自分の誘発型能力の順番は、それぞれのプレイヤーが選びます。',
      },
      {
        en: 'If a nonactive player\'s choice makes the active player (or an earlier player) have to make a new choice, APNAP order starts over for all the choices still to be made.',
        ja: '非アクティブ・プレイヤーの選択によって、アクティブ・プレイヤー（や順番が前のプレイヤー）が新たに選択しなければならなくなった場合は、残りの選択すべてについてAPNAP順をやり直します。',
      },
    ],
    interactions: [
      {
        with: 'triggered-ability',
        rules: ['h:Handling Triggered Abilities > APNAP'],
        en: 'Simultaneous triggers: the active player stacks all of theirs in any order, then each other player in turn order does the same.',
        ja: '同時に誘発した能力は、アクティブ・プレイヤーが自分のものをすべて好きな順に置き、次にターン順で他のプレイヤーが同様に置きます。',
      },
      {
        with: 'stack',
        rules: ['h:Stack > APNAP'],
        en: 'Whenever an effect puts several objects on the stack at once, the active player\'s go lowest.',
        ja: '効果によって複数のものが同時にスタックに置かれる場合、アクティブ・プレイヤーのものが一番下になります。',
      },
      {
        with: 'timestamp-order',
        rules: ['h:Interaction of Continuous Effects > APNAP'],
        en: 'Objects that would get a timestamp at the same time are ordered APNAP: the active player\'s come first, in that player\'s chosen order.',
        ja: '同時にタイムスタンプを得るオブジェクトはAPNAP順に並べられ、アクティブ・プレイヤーのものが、そのプレイヤーの選んだ順で先になります。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:Interaction of Replacement and/or Prevention Effects'],
        en: 'If several players must choose how to apply replacement or prevention effects at the same time, they choose in APNAP order.',
        ja: '複数のプレイヤーが同時に置換効果や軽減効果の適用を選ぶ必要がある場合は、APNAP順で選びます。',
      },
    ],
  },
  {
    id: 'summoning-sickness',
    kind: 'game-term',
    en: 'Summoning sickness',
    ja: '召喚酔い',
    aliases: ['summoning sick', 'summoning sickness rule', '召喚酔いルール'],
    rules: ['h:Creatures > summoning sickness', 't:Summoning Sickness Rule', 'h:Haste'],
    summary: {
      en: '"Summoning sickness" is the informal name for the rule that a creature can\'t attack, and its activated abilities with the tap symbol or untap symbol in their cost can\'t be activated, unless its controller has controlled it continuously since the start of their most recent turn. What matters is how long you have controlled the permanent, not when it was cast or when it became a creature. Haste lets a creature ignore this rule.',
      ja: '「召喚酔い」とは、コントローラーが自分の直近のターンの開始時から継続してコントロールしているのでない限り、そのクリーチャーは攻撃できず、コストにタップ・シンボルやアンタップ・シンボルを含む起動型能力も起動できない、というルールの俗称です。問題になるのは、そのパーマネントをどれだけの間コントロールしているかで、いつ唱えられたかや、いつクリーチャーになったかではありません。速攻を持つクリーチャーはこのルールを無視できます。',
    },
    details: [
      {
        en: 'It doesn\'t stop blocking, and it doesn\'t stop activated abilities without the tap or untap symbol in their cost; a creature that just entered can block and use such abilities at once.',
        ja: 'ブロックは制限されず、コストにタップ・シンボルもアンタップ・シンボルも含まない起動型能力も制限されません。戦場に出たばかりのクリーチャーでも、ブロックしたり、そのような能力をすぐに起動したりできます。',
      },
      {
        en: 'Control is what counts. A land or Vehicle you have controlled since your turn began can attack the turn it becomes a creature; a land you played this turn that becomes a creature can\'t attack or tap for mana (its mana ability has the tap symbol) unless it has haste. Noncreature artifacts with tap abilities are not affected at all.',
        ja: '基準はコントロールです。ターン開始時からコントロールしている土地や機体は、そのターンにクリーチャーになっても攻撃できます。このターンにプレイした土地がクリーチャーになった場合、速攻がなければ攻撃もできず、マナを出すためにタップすることもできません（そのマナ能力のコストにタップ・シンボルがあるからです）。クリーチャーでないアーティファクトのタップ能力には、まったく影響しません。',
      },
      {
        en: 'Gaining control of a creature resets the clock for you: a creature stolen this turn can\'t attack or use tap abilities without haste, which is why many steal effects also grant haste. The same applies to creature tokens created this turn.',
        ja: 'クリーチャーのコントロールを得ると、あなたにとっての期間はそこから始まります。このターンにコントロールを奪ったクリーチャーは、速攻がなければ攻撃もタップ能力の起動もできません。多くのコントロール奪取効果が速攻も与えるのはこのためです。このターンに生成されたクリーチャー・トークンも同様です。',
      },
      {
        en: 'It is measured from the start of your most recent turn, so a creature that entered during an opponent\'s turn (for example with flash) can attack on your next turn.',
        ja: '基準はあなたの直近のターンの開始時なので、対戦相手のターン中に（瞬速などで）戦場に出たクリーチャーは、あなたの次のターンには攻撃できます。',
      },
    ],
    interactions: [
      {
        with: 'haste',
        rules: ['h:Haste'],
        en: 'A creature with haste can attack and use its tap-symbol and untap-symbol abilities even if you haven\'t controlled it since your turn began.',
        ja: '速攻を持つクリーチャーは、ターン開始時からコントロールしていなくても攻撃でき、タップ・シンボルやアンタップ・シンボルを含む能力も起動できます。',
      },
      {
        with: 'crew',
        rules: ['h:Crew', 'h:Creatures > summoning sickness'],
        en: 'Crewing taps other creatures as the cost of the Vehicle\'s ability, not their own tap-symbol ability, so creatures that just came under your control can crew. A Vehicle that itself came under your control this turn can still be crewed, but can\'t attack without haste.',
        ja: '搭乗は機体の能力のコストとして他のクリーチャーをタップするもので、そのクリーチャー自身のタップ・シンボルを含む能力ではないので、コントロールし始めたばかりのクリーチャーでも搭乗できます。機体自体がこのターンにコントロール下に入ったものなら、搭乗させることはできますが、速攻がなければ攻撃できません。',
      },
      {
        with: 'convoke',
        rules: ['h:Convoke'],
        en: 'Tapping a creature for convoke is not an ability of that creature, so a creature that just entered can help pay for a spell with convoke.',
        ja: '召集のためにクリーチャーをタップすることは、そのクリーチャーの能力ではないので、戦場に出たばかりのクリーチャーでも召集に使えます。',
      },
      {
        with: 'mana-ability',
        rules: ['h:Creatures > summoning sickness'],
        en: 'A creature\'s mana ability with the tap symbol, such as a mana elf\'s, is subject to the rule: it can\'t be used the turn the creature comes under your control unless the creature has haste.',
        ja: 'マナを生み出すクリーチャーの能力も、コストにタップ・シンボルがあればこのルールの対象です。速攻がなければ、コントロールし始めたターンには使えません。',
      },
    ],
  },
  {
    id: 'mana-value',
    kind: 'game-term',
    en: 'Mana value',
    ja: 'マナ総量',
    aliases: ['mv', 'cmc', 'converted mana cost', '点数で見たマナ・コスト'],
    rules: ['h:Mana Cost and Color > mana value', 't:Mana Value'],
    summary: {
      en: 'Mana value is the total amount of mana in an object\'s mana cost, regardless of color: a mana cost of {2}{G}{G} has mana value 4. An object with no mana cost, such as a land or most tokens, has mana value 0. Additional costs, cost increases and reductions, and alternative costs don\'t change it, because they don\'t change the mana cost. The term used to be "converted mana cost" (CMC).',
      ja: 'マナ総量とは、オブジェクトのマナ・コストに含まれるマナの総量を、色に関係なく数えたものです。例えばマナ・コストが{2}{G}{G}ならマナ総量は4です。土地やほとんどのトークンのように、マナ・コストを持たないオブジェクトのマナ総量は0です。追加コスト、コストの増減、代替コストはマナ・コストを変えないので、マナ総量も変わりません。以前は「点数で見たマナ・コスト」と呼ばれていました。',
    },
    details: [
      {
        en: 'X counts as 0 everywhere except on the stack, where it is the value chosen. A spell costing {X}{R} cast with X = 3 has mana value 4 on the stack, but the same card has mana value 1 in your hand, in the graveyard or as a permanent on the battlefield.',
        ja: 'Xはスタック上では選ばれた値として、それ以外ではすべて0として数えます。X=3で唱えた{X}{R}の呪文はスタック上ではマナ総量4ですが、手札、墓地、戦場のパーマネントとしてはマナ総量1です。',
      },
      {
        en: 'A hybrid symbol counts its larger half ({2/B} counts as 2, {W/U} as 1), and each Phyrexian mana symbol counts as 1.',
        ja: '混成マナ・シンボルは大きいほうの値で数え（{2/B}は2、{W/U}は1）、ファイレクシア・マナ・シンボルはそれぞれ1として数えます。',
      },
      {
        en: 'A split card has the combined mana value of both halves except while it is on the stack, where only the half being cast counts (unless both halves were cast with fuse). A Room on the battlefield counts only its unlocked doors, because a locked door has no mana cost there.',
        ja: '分割カードのマナ総量は、スタック上以外では両方の半分の合計です。スタック上では唱えている半分だけで数えます（融合で両方を唱えた場合を除きます）。戦場にある部屋は、ロックされている扉がマナ・コストを持たないので、ロックされていない扉の分だけを数えます。',
      },
      {
        en: 'The back face of a transforming double-faced card uses the mana cost of its front face, so it keeps the same mana value after it transforms.',
        ja: '変身する両面カードの第2面は第1面のマナ・コストを使って数えるので、変身してもマナ総量は変わりません。',
      },
    ],
    interactions: [
      {
        with: 'copy',
        rules: ['h:Copying Objects', 'h:Mana Cost and Color > copy of the back face'],
        en: 'A copy has the copied object\'s mana cost, so it has the same mana value. An exception: a copy of the back face of a transforming double-faced permanent has mana value 0.',
        ja: 'コピーはコピー元のマナ・コストを持つので、マナ総量も同じです。例外として、変身する両面パーマネントの第2面のコピーのマナ総量は0です。',
      },
      {
        with: 'token',
        rules: ['h:Mana Cost and Color > no mana cost'],
        en: 'Tokens normally have no mana cost and so mana value 0, unless they copy something with a mana cost or the effect that created them gives them one.',
        ja: 'トークンは通常マナ・コストを持たないのでマナ総量は0です。マナ・コストを持つもののコピーである場合や、生成した効果がマナ・コストを与えている場合は別です。',
      },
      {
        with: 'casting restrictions',
        rules: ['h:Casting Spells > certain qualities'],
        en: 'If an effect forbids casting spells with certain mana values, you may begin casting a spell with X in its cost if some choice of X would get around the restriction.',
        ja: '特定のマナ総量の呪文を唱えることを禁止する効果があっても、コストにXを含む呪文なら、Xの選び方によってその制限を回避できるのであれば、唱え始めることができます。',
      },
    ],
  },
  {
    id: 'token',
    kind: 'game-term',
    en: 'Token',
    ja: 'トークン',
    aliases: ['token copy', 'トークン・コピー'],
    rules: ['h:Tokens', 't:Token', 'h:State-Based Actions > token'],
    summary: {
      en: 'A token is a marker that represents a permanent not represented by a card, such as a Treasure or a 1/1 Soldier created by an effect. The player who creates it owns it, and it has exactly the characteristics the creating effect gives it (a token that is a copy has the copiable values of what it copies). On the battlefield it is a permanent like any other, but it is not a card. If a token goes to any other zone, it ceases to exist the next time state-based actions are checked.',
      ja: 'トークンとは、カードで表されていないパーマネントを表すもので、効果によって生成される宝物や1/1の兵士などがあります。トークンを生成したプレイヤーがそのオーナーで、トークンは生成した効果が定めた特性だけを持ちます（コピーであるトークンは、コピー元のコピー可能な値を持ちます）。戦場では他のパーマネントと同じように扱われますが、カードではありません。戦場以外の領域に移動したトークンは、次に状況起因処理がチェックされたときに消滅します。',
    },
    details: [
      {
        en: 'A token that leaves the battlefield really does reach its new zone for a moment, so "dies" and "leaves the battlefield" abilities trigger. But it can\'t move again: a token that is exiled "and returned" stays in exile and then ceases to exist.',
        ja: '戦場を離れたトークンは一瞬だけ実際に移動先の領域に置かれるので、「死亡したとき」や「戦場を離れたとき」の能力は誘発します。しかし、そこからさらに移動することはできません。「追放して戻す」効果で追放されたトークンは追放領域に残り、その後消滅します。',
      },
      {
        en: 'If the effect doesn\'t name the token, its name is its subtypes plus the word "Token" (a 1/1 Soldier creature token is named Soldier Token). Tokens normally have no mana cost, so their mana value is 0.',
        ja: '効果が名前を指定しない場合、トークンの名前はサブタイプに「トークン」を付けたものになります（1/1の兵士・クリーチャー・トークンなら「兵士・トークン」）。トークンは通常マナ・コストを持たないので、マナ総量は0です。',
      },
      {
        en: 'Creature tokens follow the summoning sickness rule like any creature: one created this turn can\'t attack or use tap-symbol abilities unless it has haste.',
        ja: 'クリーチャー・トークンも他のクリーチャーと同じく召喚酔いのルールに従います。このターンに生成されたものは、速攻がなければ攻撃もタップ・シンボルを含む能力の起動もできません。',
      },
      {
        en: 'A token is not a counter, and a counter is not a token. Predefined tokens such as Treasure, Food and Clue have abilities defined by the rules.',
        ja: 'トークンはカウンターではなく、カウンターもトークンではありません。宝物、食物、手掛かりなどの定義済みのトークンは、ルールで定められた能力を持っています。',
      },
    ],
    interactions: [
      {
        with: 'copy',
        rules: ['h:Tokens > copiable values', 'h:Copying Objects'],
        en: 'A token created as a copy gets only the copiable values: not counters, not tapped status, not pumps or other effects on the original.',
        ja: 'コピーとして生成されたトークンが得るのはコピー可能な値だけで、元のオブジェクトのカウンター、タップ状態、修整などの効果は得ません。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:Replacement Effects > create one or more tokens'],
        en: 'Effects that double token creation are replacement effects on the "create" event; they apply whether the tokens come from a resolving spell or ability or from another replacement effect.',
        ja: 'トークンの生成を倍にする効果は「生成する」イベントに対する置換効果で、トークンが解決中の呪文や能力から生成される場合にも、他の置換効果から生成される場合にも適用されます。',
      },
      {
        with: 'dies',
        rules: ['h:Tokens > triggered abilities will trigger', 't:Dies'],
        en: 'A creature token that goes to the graveyard dies, so its own and other "dies" abilities trigger before it ceases to exist.',
        ja: '墓地に置かれたクリーチャー・トークンは死亡しているので、それ自身や他の「死亡したとき」の能力は、トークンが消滅する前に誘発します。',
      },
      {
        with: 'legend rule',
        rules: ['h:State-Based Actions > legend rule'],
        en: 'A token copy of a legendary permanent you control has the same name, so you must keep only one of them.',
        ja: 'あなたがコントロールする伝説のパーマネントのトークン・コピーは同じ名前を持つので、どちらか1つだけを残さなければなりません。',
      },
    ],
  },
  {
    id: 'permanent',
    kind: 'game-term',
    en: 'Permanent',
    ja: 'パーマネント',
    aliases: ['permanent card', 'permanent spell', 'パーマネント・カード', 'パーマネント・呪文'],
    rules: ['h:Permanents', 't:Permanent'],
    summary: {
      en: 'A permanent is a card or token on the battlefield. The permanent types are artifact, battle, creature, enchantment, land and planeswalker; instants and sorceries can never be permanents. A card becomes a permanent as it enters the battlefield and stops being one when it leaves, so a creature spell on the stack or a creature card in a graveyard is not a permanent. Unless an effect says otherwise, a permanent enters untapped, face up and phased in, under the control of the player who put it onto the battlefield.',
      ja: 'パーマネントとは、戦場にあるカードまたはトークンのことです。パーマネント・タイプはアーティファクト、バトル、クリーチャー、エンチャント、土地、プレインズウォーカーで、インスタントとソーサリーはパーマネントになりません。カードは戦場に出るときにパーマネントになり、戦場を離れるとパーマネントでなくなるので、スタック上のクリーチャー呪文や墓地のクリーチャー・カードはパーマネントではありません。効果が別に指定しない限り、パーマネントはアンタップ状態、表向き、フェイズ・インした状態で、それを戦場に出したプレイヤーのコントロール下で戦場に出ます。',
    },
    details: [
      {
        en: 'A "permanent card" is a card that could be put onto the battlefield (artifact, battle, creature, enchantment, land or planeswalker card). A "permanent spell" is a spell that will become a permanent as it resolves; lands are never spells.',
        ja: '「パーマネント・カード」とは戦場に出すことができるカード（アーティファクト、バトル、クリーチャー、エンチャント、土地、プレインズウォーカーのカード）のことです。「パーマネント呪文」とは解決時にパーマネントになる呪文のことで、土地が呪文になることはありません。',
      },
      {
        en: 'Text that names a card type without mentioning a zone or saying "card" or "spell" means a permanent on the battlefield. "Destroy target creature" can\'t target a creature spell or a creature card in a graveyard.',
        ja: '領域を示さず、「カード」や「呪文」とも書かれていないカード・タイプの記述は、戦場のパーマネントを指します。「クリーチャー1体を対象とし、それを破壊する」は、クリーチャー呪文や墓地のクリーチャー・カードを対象にできません。',
      },
      {
        en: 'Tapped/untapped, flipped/unflipped, face up/face down and phased in/phased out are a permanent\'s status, not characteristics; status isn\'t copied.',
        ja: 'タップ／アンタップ、反転／非反転、表向き／裏向き、フェイズ・イン／フェイズ・アウトはパーマネントの状態で、特性ではありません。状態はコピーされません。',
      },
      {
        en: 'A permanent that leaves the battlefield and comes back is a new object with no memory of its previous existence: counters, damage, attached Auras and effects that applied to it are gone. A permanent that loses all its permanent types stays on the battlefield and is still a permanent.',
        ja: '戦場を離れて戻ってきたパーマネントは、以前の存在とは関係のない新しいオブジェクトです。カウンター、ダメージ、つけられていたオーラ、適用されていた効果はなくなります。すべてのパーマネント・タイプを失ったパーマネントも戦場に残り、パーマネントのままです。',
      },
    ],
    interactions: [
      {
        with: 'token',
        rules: ['h:Tokens > subject to anything that affects permanents'],
        en: 'Tokens are permanents too and are affected by anything that affects permanents or their types, though they aren\'t cards.',
        ja: 'トークンもパーマネントであり、カードではありませんが、パーマネントやそのタイプに影響するものの影響を受けます。',
      },
      {
        with: 'emblem',
        rules: ['h:Emblems > neither a card nor a permanent'],
        en: 'Emblems live in the command zone and are neither cards nor permanents, so effects that remove permanents can\'t touch them.',
        ja: '紋章は統率領域にあり、カードでもパーマネントでもないので、パーマネントを除去する効果の影響を受けません。',
      },
      {
        with: 'new object',
        rules: ['h:General > new object with no memory', 'h:Counters > cease to exist'],
        en: 'When a permanent changes zones, its counters simply cease to exist and effects that tracked it lose track of it, because it has become a new object.',
        ja: 'パーマネントが領域を移動すると新しいオブジェクトになるので、カウンターは単に消滅し、それを追跡していた効果も見失います。',
      },
    ],
  },
  {
    id: 'target',
    kind: 'game-term',
    en: 'Target',
    ja: '対象',
    aliases: ['targeting', 'fizzle', '立ち消え', 'illegal target', '不正な対象', 'any target'],
    rules: ['h:Targets', 't:Target', 'h:Resolving Spells and Abilities > targets are still legal'],
    summary: {
      en: 'A target is an object or player that a spell or ability singles out with the word "target". Targets are chosen as a spell is cast, as an ability is activated, or as a triggered ability is put on the stack, and they can\'t be changed unless an effect explicitly allows it. When the spell or ability tries to resolve, it checks its targets again. If every target has become illegal, it doesn\'t resolve at all (players call this "fizzling"); if only some are illegal, it resolves but does nothing to the illegal ones.',
      ja: '対象とは、呪文や能力が「対象」という語で指定するオブジェクトやプレイヤーのことです。対象は呪文を唱えるとき、能力を起動するとき、誘発型能力をスタックに置くときに選ばれ、それを明示的に許す効果がない限り変更できません。呪文や能力は解決しようとするときに対象を確認し直し、すべての対象が不正になっていれば、まったく解決されません（俗に「立ち消え」と言います）。一部だけが不正なら解決しますが、不正な対象には何もしません。',
    },
    details: [
      {
        en: 'A spell whose targets are all illegal does none of its effects, not even parts that don\'t involve the target: "deal 2 damage to target creature and you gain 2 life" gives no life. It isn\'t countered, it just doesn\'t resolve and goes to the graveyard, so "can\'t be countered" doesn\'t help it.',
        ja: 'すべての対象が不正になった呪文は、対象と関係のない部分も含めて何もしません。「クリーチャー1体を対象とし、それに2点のダメージを与える。あなたは2点のライフを得る。」ならライフも得られません。これは打ち消されたのではなく、解決されずに墓地に置かれるので、「打ち消されない」ことは役に立ちません。',
      },
      {
        en: 'Only the word "target" targets. "Each creature", "you", or "choose a creature" do not, so hexproof and shroud don\'t stop them. An Aura spell targets what it will enchant, but the Aura on the battlefield doesn\'t target, so giving the creature hexproof later doesn\'t make the Aura fall off.',
        ja: '対象を取るのは「対象」と書かれたものだけです。「各クリーチャー」「あなた」「クリーチャー1体を選ぶ」は対象を取らないので、呪禁や被覆では防げません。オーラ呪文はエンチャントするものを対象にしますが、戦場のオーラは対象を取っていないので、後からそのクリーチャーに呪禁を与えてもオーラははずれません。',
      },
      {
        en: 'The same object or player can\'t be chosen twice for one instance of the word "target", but can be for separate instances. "Any target" means any creature, player, planeswalker or battle. A spell or ability can never target itself.',
        ja: '1つの「対象」という語について、同じオブジェクトやプレイヤーを2回選ぶことはできませんが、別々の「対象」なら選べます。「1つを対象とする」（英語では「any target」）は、クリーチャー、プレイヤー、プレインズウォーカー、バトルのいずれかです。呪文や能力は自分自身を対象にできません。',
      },
      {
        en: 'If a spell or ability requires a target and there is no legal one, you can\'t cast the spell or activate the ability at all, and a triggered ability that can\'t get a legal target is simply removed from the stack.',
        ja: '対象を必要とする呪文や能力は、適正な対象がなければ、唱えることも起動することもできません。適正な対象を選べない誘発型能力は、単にスタックから取り除かれます。',
      },
    ],
    interactions: [
      {
        with: 'protection',
        rules: ['h:Protection > targeted by spells'],
        en: 'A permanent or player with protection can\'t be targeted by spells with the quality or by abilities from sources with it; giving protection in response makes the target illegal.',
        ja: 'プロテクションを持つパーマネントやプレイヤーは、その性質を持つ呪文や、その性質を持つ発生源からの能力の対象になりません。対応してプロテクションを与えれば、その対象は不正になります。',
      },
      {
        with: 'hexproof',
        rules: ['h:Hexproof > your opponents control'],
        en: 'Hexproof only stops spells and abilities controlled by opponents: you can still target your own hexproof creature.',
        ja: '呪禁が防ぐのは対戦相手がコントロールする呪文や能力だけです。自分の呪禁を持つクリーチャーは対象にできます。',
      },
      {
        with: 'shroud',
        rules: ['h:Shroud'],
        en: 'Shroud stops every spell and ability from targeting the permanent or player, including its controller\'s own.',
        ja: '被覆を持つパーマネントやプレイヤーは、自分のものも含め、どの呪文や能力の対象にもなりません。',
      },
      {
        with: 'ward',
        rules: ['h:Ward'],
        en: 'Ward doesn\'t stop targeting. It is a triggered ability: when the permanent becomes the target of a spell or ability an opponent controls, that spell or ability is countered unless its controller pays the ward cost.',
        ja: '護法は対象になることを防ぎません。護法は誘発型能力で、そのパーマネントが対戦相手のコントロールする呪文や能力の対象になったとき、そのコントローラーが護法コストを支払わない限り、その呪文や能力を打ち消します。',
      },
      {
        with: 'change targets',
        rules: ['h:Targets > changed only to another legal target'],
        en: 'Effects that change targets can only change a target to another legal one; if that\'s impossible, the original target stays.',
        ja: '対象を変更する効果は、別の適正な対象にしか変更できません。それができない場合は、元の対象のままです。',
      },
    ],
  },
  {
    id: 'continuous-effect',
    kind: 'game-term',
    en: 'Continuous effect',
    ja: '継続的効果',
    aliases: ['continuous'],
    rules: ['h:Continuous Effects', 't:Continuous Effect', 'h:Interaction of Continuous Effects'],
    summary: {
      en: 'A continuous effect changes the characteristics or control of objects, or affects players or the rules of the game, for a period of time instead of happening just once. It comes either from a resolving spell or ability, lasting as long as it says (for example "until end of turn"; with no stated duration it lasts for the rest of the game), or from a static ability, applying for as long as the object with the ability is on the battlefield (or in the zone where the ability works) and still has it. When several apply to the same object, the layer system decides the result.',
      ja: '継続的効果とは、一度だけ起こるのではなく、一定の期間、オブジェクトの特性やコントロールを変更したり、プレイヤーやゲームのルールに影響したりする効果です。解決した呪文や能力から生じるもの（「ターン終了時まで」など書かれた期間持続し、期間が書かれていなければゲームの終わりまで続きます）と、常在型能力から生じるもの（その能力を持つオブジェクトが戦場、または能力が機能する領域にあり、その能力を持っている間適用されます）があります。同じオブジェクトに複数が適用される場合は、種類別のルールで結果を決めます。',
    },
    details: [
      {
        en: 'An effect from a resolved spell or ability that changes characteristics or control locks in the set of objects it affects when it begins: "creatures you control get +1/+1 until end of turn" doesn\'t affect creatures that enter afterwards. One that only changes the rules, such as "creatures can\'t block this turn", does apply to objects that appear later.',
        ja: '解決した呪文や能力による効果のうち、特性やコントロールを変更するものは、影響を受けるオブジェクトの集合が効果の開始時に固定されます。「あなたがコントロールするクリーチャーはターン終了時まで+1/+1の修整を受ける」は、その後に戦場に出たクリーチャーには影響しません。「このターン、クリーチャーはブロックできない」のようにルールだけを変更する効果は、後から現れたオブジェクトにも適用されます。',
      },
      {
        en: 'An effect from a static ability is never locked in: it applies at every moment to whatever currently matches, so a creature that enters or gains the right color gets the bonus at once and one that stops matching loses it.',
        ja: '常在型能力による効果は固定されず、その時々で条件を満たすものすべてに適用されます。戦場に出たり条件の色になったりしたクリーチャーはすぐに修整を受け、条件を満たさなくなれば失います。',
      },
      {
        en: 'Numbers in a resolved effect (X, "the number of cards in your hand") are determined once, as it resolves; numbers in a static ability\'s effect keep updating.',
        ja: '解決した効果の中の数（Xや「あなたの手札のカードの枚数」など）は解決時に一度だけ決まりますが、常在型能力による効果の数は常に更新されます。',
      },
      {
        en: 'Static effects that modify a permanent apply as it enters the battlefield, not a moment later: with "white creatures get +1/+1" on the battlefield, a 1/1 white creature enters as a 2/2.',
        ja: 'パーマネントを修整する常在型能力の効果は、戦場に出た後ではなく、戦場に出るのと同時に適用されます。「白のクリーチャーは+1/+1の修整を受ける」があれば、1/1の白のクリーチャーは2/2として戦場に出ます。',
      },
    ],
    interactions: [
      {
        with: 'layer',
        rules: ['h:Interaction of Continuous Effects'],
        en: 'When several continuous effects change the same object, they are applied in layer order, then by timestamp or dependency.',
        ja: '複数の継続的効果が同じオブジェクトを変更する場合は、種類別の順に、その中ではタイムスタンプや依存関係に従って適用します。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:Replacement Effects', 'h:Prevention Effects'],
        en: 'Replacement and prevention effects are kinds of continuous effects, but they follow their own rules about events rather than the layers.',
        ja: '置換効果と軽減効果も継続的効果の一種ですが、種類別ではなく、イベントに関する独自のルールに従います。',
      },
      {
        with: 'one-shot effect',
        rules: ['h:One-Shot Effects'],
        en: 'A one-shot effect (dealing damage, destroying, creating a token, moving a card) happens once and has no duration; counters it puts on an object stay there, but the act of putting them is not continuous.',
        ja: '単発的効果（ダメージを与える、破壊する、トークンを生成する、カードを移動するなど）は一度だけ起こり、期間を持ちません。それによって置かれたカウンターは残りますが、置くこと自体は継続的効果ではありません。',
      },
    ],
  },
  {
    id: 'dependency',
    kind: 'game-term',
    en: 'Dependency',
    ja: '依存',
    aliases: ['depends on', 'dependency loop', '依存関係', '依存ループ'],
    rules: ['h:Interaction of Continuous Effects > depend on', 't:Dependency', 'h:Interaction of Continuous Effects > dependency system'],
    summary: {
      en: 'Dependency is the exception to timestamp order inside a layer. One continuous effect depends on another if both apply in the same layer (and sublayer), and applying the other would change the first one\'s text or existence, what it applies to, or what it does to those things; an effect from a characteristic-defining ability and one that isn\'t can never depend on each other. A dependent effect waits and is applied right after all the effects it depends on, regardless of timestamps.',
      ja: '依存とは、同じ種類別の中でのタイムスタンプ順の例外です。2つの継続的効果が同じ種類別（細分があるならその細分も同じ）で適用され、一方を適用すると他方の文章や存在、適用されるもの、それらに対して何をするかが変わる場合、後者は前者に依存しています。特性定義能力による効果と、そうでない効果の間に依存は生じません。依存している効果は、依存先の効果がすべて適用された直後まで待ってから、タイムスタンプに関係なく適用されます。',
    },
    details: [
      {
        en: 'Classic example: Blood Moon makes nonbasic lands Mountains, and a nonbasic land has an ability saying each land is a Swamp in addition to its other types. Both apply in layer 4, and Blood Moon would remove that land\'s ability, changing whether the Swamp effect exists. So the Swamp effect depends on Blood Moon: Blood Moon applies first, the land loses its ability, and no land becomes a Swamp, whichever came first.',
        ja: '代表的な例：《血染めの月/Blood Moon》は基本でない土地を山にします。ある基本でない土地が「各土地は他のタイプに加えて沼でもある」という能力を持っているとします。どちらも第4種で適用され、血染めの月はその土地の能力を失わせるので、沼にする効果が存在するかどうかを変えます。そのため沼にする効果は血染めの月に依存し、血染めの月が先に適用され、その土地は能力を失い、どちらが先に戦場に出ていても、沼になる土地はありません。',
      },
      {
        en: 'Effects in different layers never depend on each other; the layer order already settles them. An effect that makes a land a creature (layer 4) and "creatures get +1/+1" (layer 7c) need no dependency check.',
        ja: '異なる種類別の効果が互いに依存することはありません。種類別の順番ですでに決まるからです。土地をクリーチャーにする効果（第4種）と「クリーチャーは+1/+1の修整を受ける」（7c）の間で依存を考える必要はありません。',
      },
      {
        en: 'Merely overriding is not dependency. "Has flying" and "loses flying" don\'t change each other\'s existence or what they apply to, so they go by timestamp and the later one wins.',
        ja: '単に上書きするだけでは依存ではありません。「飛行を持つ」と「飛行を失う」は、互いの存在や適用されるものを変えないので、タイムスタンプ順で適用され、後のほうが勝ちます。',
      },
      {
        en: 'If effects depend on each other in a loop, dependency is ignored for them and they apply in timestamp order. After each effect is applied, the remaining effects are checked again, because dependencies can appear or disappear along the way.',
        ja: '効果が互いに依存してループになっている場合は、それらについては依存を無視してタイムスタンプ順で適用します。また、効果を1つ適用するたびに残りの効果を確認し直します。途中で依存関係が生じたりなくなったりすることがあるからです。',
      },
    ],
    interactions: [
      {
        with: 'timestamp-order',
        rules: ['h:Interaction of Continuous Effects > dependency system', 'h:Interaction of Continuous Effects > timestamp system'],
        en: 'Timestamp order is the default; a dependency overrides it.',
        ja: 'タイムスタンプ順が基本で、依存関係があればそちらが優先されます。',
      },
      {
        with: 'characteristic-defining-ability',
        rules: ['h:Interaction of Continuous Effects > depend on', 'h:Interaction of Continuous Effects > characteristic-defining abilities first'],
        en: 'An effect from a characteristic-defining ability can\'t depend on a non-CDA effect or the other way round; CDA effects are simply applied first in their layer.',
        ja: '特性定義能力による効果とそうでない効果の間に依存は生じません。特性定義能力による効果は、その種類別の中で単に先に適用されます。',
      },
      {
        with: 'layer',
        rules: ['h:Interaction of Continuous Effects > depend on'],
        en: 'Dependency only reorders effects inside one layer or sublayer.',
        ja: '依存によって順番が変わるのは、同じ種類別（や細分）の中だけです。',
      },
    ],
  },
  {
    id: 'triggered-ability',
    kind: 'game-term',
    en: 'Triggered ability',
    ja: '誘発型能力',
    aliases: ['trigger', '誘発', 'delayed triggered ability', '遅延誘発型能力', 'reflexive triggered ability', '再帰誘発型能力'],
    rules: ['h:Handling Triggered Abilities', 't:Triggered Ability', 'h:Abilities > trigger condition'],
    summary: {
      en: 'A triggered ability begins with "when", "whenever" or "at" and acts automatically each time its trigger event happens. Nothing happens at the moment it triggers: the next time a player would receive priority, its controller (normally the player who controlled its source when it triggered) puts it on the stack, choosing any targets then. It resolves like a spell, so players can respond to it. It triggers even at times when nobody could cast a spell or activate an ability.',
      ja: '誘発型能力は、英語では「when」「whenever」「at」で始まり、日本語では「～とき、」「～たび、」「～の開始時に、」などの形で書かれる能力で、誘発条件のイベントが起こるたびに自動的に働きます。誘発した瞬間には何も起こりません。次にプレイヤーが優先権を得る際に、そのコントローラー（通常は、誘発した時点でその発生源をコントロールしていたプレイヤー）がそれをスタックに置き、対象があればそのときに選びます。呪文と同じように解決されるので、プレイヤーは対応できます。呪文を唱えたり能力を起動したりできないときでも誘発します。',
    },
    details: [
      {
        en: 'If several abilities have triggered, the active player puts all of theirs on the stack in the order they choose, then each other player in turn order. The last ones put on the stack resolve first.',
        ja: '複数の能力が誘発した場合、アクティブ・プレイヤーが自分のものをすべて好きな順にスタックに置き、次にターン順で他のプレイヤーが置きます。最後に置かれたものが最初に解決します。',
      },
      {
        en: '"You may" abilities go on the stack anyway; the choice is made as they resolve. If a triggered ability needs a target and there is no legal one, it is removed from the stack.',
        ja: '「～してもよい」能力もいったんスタックに置かれ、選択は解決時に行います。対象を必要とする誘発型能力は、適正な対象がなければスタックから取り除かれます。',
      },
      {
        en: 'Leaves-the-battlefield abilities, "dies" abilities included, look back in time: they see the game as it was just before the event. A creature with "whenever another creature dies" triggers for each creature that dies at the same time as it.',
        ja: '「死亡したとき」を含む戦場を離れたときの能力は、イベントの直前のゲームの状態を参照します（「過去を振り返る」）。「他のクリーチャーが1体死亡するたび」の能力を持つクリーチャーは、自分と同時に死亡したクリーチャーそれぞれについても誘発します。',
      },
      {
        en: 'An event that is replaced or prevented doesn\'t trigger anything. An ability triggers only once each time its trigger event occurs, but one event can contain several occurrences: an ability that triggers whenever a land is put into a graveyard from the battlefield triggers once for each land destroyed by a single spell.',
        ja: '置換されたり軽減されたりしたイベントは何も誘発させません。誘発条件のイベントが1回起こるごとに誘発するのは1回だけですが、1つのイベントに複数の出来事が含まれることがあります。「土地が戦場から墓地に置かれるたび」誘発する能力は、1つの呪文で破壊された土地それぞれについて誘発します。',
      },
      {
        en: 'Once on the stack it is independent of its source. It is not a spell: effects that counter only spells can\'t counter it, but effects that counter abilities can.',
        ja: 'スタックに置かれた後は、発生源から独立しています。呪文ではないので、呪文だけを打ち消す効果では打ち消せませんが、能力を打ち消す効果なら打ち消せます。',
      },
    ],
    interactions: [
      {
        with: 'apnap-order',
        rules: ['h:Handling Triggered Abilities > APNAP'],
        en: 'Simultaneous triggers are stacked in APNAP order, so the nonactive players\' resolve first.',
        ja: '同時に誘発した能力はAPNAP順でスタックに置かれるので、非アクティブ・プレイヤーのものが先に解決します。',
      },
      {
        with: 'split-second',
        rules: ['h:Split Second > triggered abilities'],
        en: 'Split second doesn\'t stop triggered abilities: they still trigger and go on the stack above the split second spell.',
        ja: '刹那は誘発型能力を止めません。誘発型能力は誘発し、刹那を持つ呪文の上に置かれます。',
      },
      {
        with: 'intervening-if-clause',
        rules: ['h:Handling Triggered Abilities > intervening'],
        en: 'An "if" right after the trigger condition is checked both when the event happens and again on resolution.',
        ja: '誘発条件の直後にある「～場合」は、イベントが起きたときと解決時の2回チェックされます。',
      },
      {
        with: 'state-based-actions',
        rules: ['h:State-Based Actions > single event'],
        en: 'Abilities that trigger during state-based actions wait until those are finished, then go on the stack before anyone gets priority.',
        ja: '状況起因処理の間に誘発した能力は、それが終わるのを待ってから、誰かが優先権を得る前にスタックに置かれます。',
      },
      {
        with: 'mana-ability',
        rules: ['h:Mana Abilities > triggered ability is a mana ability', 'h:Mana Abilities > triggered mana ability'],
        en: 'A triggered ability with no target that triggers from activating or resolving an activated mana ability, or from mana being added, and that could add mana is itself a mana ability: it resolves immediately without using the stack.',
        ja: '対象を取らず、起動型のマナ能力の起動や解決、またはマナが加えられたことによって誘発し、マナを加えうる誘発型能力は、それ自身がマナ能力です。スタックを使わずにすぐに解決します。',
      },
    ],
  },
  {
    id: 'activated-ability',
    kind: 'game-term',
    en: 'Activated ability',
    ja: '起動型能力',
    aliases: ['activation cost', '起動コスト'],
    rules: ['h:Activating Activated Abilities', 't:Activated Ability', 'h:Abilities > activated abilities have a cost'],
    summary: {
      en: 'An activated ability is written "[Cost]: [Effect.]" and can be activated, by paying its cost, whenever its controller has priority unless the ability limits when. Activating it puts it on the stack, so other players can respond before it resolves. Only the controller of the object (its owner, if it has no controller) can activate it unless the ability says otherwise.',
      ja: '起動型能力は「［コスト］：［効果］」という形で書かれ、能力に起動のタイミングの制限がなければ、そのコントローラーが優先権を持っているときにコストを支払って起動できます。起動すると能力はスタックに置かれるので、解決する前に他のプレイヤーが対応できます。能力に別の記載がない限り、起動できるのはそのオブジェクトのコントローラー（コントローラーがいなければオーナー）だけです。',
    },
    details: [
      {
        en: 'Activating an ability follows the same steps as casting a spell: announce it, choose modes and targets, determine the total cost (which is then locked in), activate mana abilities, and pay the whole cost. Costs can\'t be paid partially.',
        ja: '能力の起動は呪文を唱えるのと同じ手順で行います。起動を宣言し、モードや対象を選び、総コストを決定し（その後は固定されます）、マナ能力を起動し、コスト全体を支払います。コストを部分的に支払うことはできません。',
      },
      {
        en: 'Costs are paid while activating, so they can\'t be stopped by responding; and once on the stack, the ability is independent of its source. Destroying the creature in response doesn\'t stop its ability.',
        ja: 'コストは起動中に支払われるので、対応して支払いを止めることはできません。また、スタックに置かれた能力は発生源から独立しているので、対応してそのクリーチャーを破壊しても能力は止まりません。',
      },
      {
        en: 'A creature\'s ability with the tap or untap symbol in its cost is subject to summoning sickness. Restrictions such as "Activate only as a sorcery" or "only once each turn" are part of the ability; a once-per-turn limit still counts activations made before a change of control.',
        ja: 'コストにタップ・シンボルやアンタップ・シンボルを含むクリーチャーの能力は、召喚酔いの影響を受けます。「ソーサリーとしてのみ起動できる」「各ターンに1回のみ起動できる」といった制限は能力の一部で、1ターンに1回の制限は、コントロールが変わっても、それ以前の起動を数えます。',
      },
      {
        en: 'Mana abilities and loyalty abilities are special kinds of activated abilities with their own rules. Activated abilities on the stack aren\'t spells, so "counter target spell" can\'t counter them.',
        ja: 'マナ能力と忠誠度能力は、独自のルールを持つ特別な起動型能力です。スタック上の起動型能力は呪文ではないので、「呪文1つを対象とし、それを打ち消す」では打ち消せません。',
      },
    ],
    interactions: [
      {
        with: 'summoning-sickness',
        rules: ['h:Activating Activated Abilities > tap symbol', 'h:Haste'],
        en: 'Tap-symbol and untap-symbol abilities of a creature you haven\'t controlled since your turn began can\'t be activated unless it has haste.',
        ja: 'ターン開始時からコントロールしていないクリーチャーの、タップ・シンボルやアンタップ・シンボルを含む能力は、速攻がなければ起動できません。',
      },
      {
        with: 'split-second',
        rules: ['h:Split Second'],
        en: 'While a split second spell is on the stack, only mana abilities can be activated.',
        ja: '刹那を持つ呪文がスタックにある間は、マナ能力しか起動できません。',
      },
      {
        with: 'mana-ability',
        rules: ['h:Mana Abilities'],
        en: 'An activated ability that could add mana, has no target, isn\'t a loyalty ability and doesn\'t move cards to or from a library is a mana ability and doesn\'t use the stack.',
        ja: 'マナを加えうる起動型能力で、対象を取らず、忠誠度能力ではなく、ライブラリーとの間でカードを移動させないものはマナ能力で、スタックを使いません。',
      },
      {
        with: 'loyalty ability',
        rules: ['h:Loyalty Abilities'],
        en: 'Loyalty abilities can be activated only during your main phase with an empty stack, and only one loyalty ability per permanent each turn.',
        ja: '忠誠度能力は、あなたのメイン・フェイズでスタックが空のときにのみ起動でき、各パーマネントにつき1ターンに1回だけです。',
      },
    ],
  },
  {
    id: 'static-ability',
    kind: 'game-term',
    en: 'Static ability',
    ja: '常在型能力',
    aliases: ['static'],
    rules: ['h:Handling Static Abilities', 't:Static Ability', 'h:Abilities > static abilities are written as statements'],
    summary: {
      en: 'A static ability is a statement that is simply true, such as "Creatures you control get +1/+1" or a keyword like flying. It is neither activated nor triggered, so it never uses the stack and can\'t be responded to or countered. It creates continuous effects that apply as long as the permanent is on the battlefield and has the ability (or, for the abilities that work in other zones, while the object is in the appropriate zone).',
      ja: '常在型能力とは、「あなたがコントロールするクリーチャーは+1/+1の修整を受ける」や飛行のようなキーワードのように、書かれていることが常に成り立つ能力です。起動も誘発もしないのでスタックを使わず、対応したり打ち消したりすることはできません。そのパーマネントが戦場にあって能力を持っている間（他の領域で機能する能力なら、そのオブジェクトが適切な領域にある間）、継続的効果を生み出します。',
    },
    details: [
      {
        en: 'Its effect isn\'t locked in: it applies at every moment to whatever matches, and it applies to a permanent as that permanent enters the battlefield.',
        ja: 'その効果は固定されず、その時々で条件を満たすものに適用され、パーマネントが戦場に出るのと同時にそれにも適用されます。',
      },
      {
        en: '"This enters tapped", "enters with counters" and "As this enters, choose..." are static abilities that create replacement effects, not triggered abilities, so nobody can respond before they apply.',
        ja: '「タップ状態で戦場に出る」「カウンターが置かれた状態で戦場に出る」「これが戦場に出るに際し、～を選ぶ」は、置換効果を生み出す常在型能力で、誘発型能力ではありません。適用される前に対応することはできません。',
      },
      {
        en: 'Characteristic-defining abilities are static abilities that work in every zone. A few other static abilities say which zone they work in, or work on the stack (for example those about casting the card itself).',
        ja: '特性定義能力はすべての領域で機能する常在型能力です。他にも、機能する領域を明記しているものや、スタック上で機能するもの（そのカード自身を唱えることに関するものなど）があります。',
      },
      {
        en: 'A static ability doesn\'t keep working through last known information: once the object with the ability leaves the battlefield (or the zone where the ability works) or loses the ability, its effect simply stops.',
        ja: '常在型能力が最後の情報によって働き続けることはありません。能力を持つオブジェクトが戦場（またはその能力が機能する領域）を離れたり、その能力を失ったりすれば、その効果は単に終わります。',
      },
    ],
    interactions: [
      {
        with: 'timestamp-order',
        rules: ['h:Interaction of Continuous Effects > static ability'],
        en: 'An effect from a static ability has the timestamp of the object it\'s on, or that of the effect that granted the ability if that is later.',
        ja: '常在型能力による効果のタイムスタンプは、その能力を持つオブジェクトのタイムスタンプか、能力を与えた効果のタイムスタンプのうち遅いほうです。',
      },
      {
        with: 'characteristic-defining-ability',
        rules: ['h:Handling Static Abilities > characteristic-defining'],
        en: 'Characteristic-defining abilities are a special group of static abilities that define an object\'s own color, subtypes or power/toughness.',
        ja: '特性定義能力は、オブジェクト自身の色、サブタイプ、パワーやタフネスを定める、常在型能力の特別な一群です。',
      },
      {
        with: 'split-second',
        rules: ['h:Split Second'],
        en: 'Split second has no effect on static abilities; they keep applying.',
        ja: '刹那は常在型能力には影響せず、常在型能力は適用され続けます。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:Replacement Effects'],
        en: 'Many replacement and prevention effects come from static abilities, for example "If you would draw a card, ... instead".',
        ja: '多くの置換効果や軽減効果は、「あなたがカードを引く場合、代わりに～」のような常在型能力から生じます。',
      },
    ],
  },
  {
    id: 'mana-ability',
    kind: 'game-term',
    en: 'Mana ability',
    ja: 'マナ能力',
    aliases: ['tap for mana', 'マナを出す'],
    rules: ['h:Mana Abilities', 't:Mana Ability'],
    summary: {
      en: 'A mana ability is an activated or triggered ability that could add mana and doesn\'t use the stack. An activated ability is a mana ability if it has no target, could add mana as it resolves, isn\'t a loyalty ability, and doesn\'t move cards to or from a library with its cost or effect. A triggered ability is one if it has no target, could add mana, and triggers from an activated mana ability being activated or resolving or from mana being added. Mana abilities resolve immediately, so no one can respond to them.',
      ja: 'マナ能力とは、マナを加えうる起動型能力や誘発型能力で、スタックを使わないものです。起動型能力は、対象を取らず、解決時にマナを加えうるもので、忠誠度能力ではなく、コストや効果でライブラリーとの間でカードを移動させないならマナ能力です。誘発型能力は、対象を取らず、マナを加えうるもので、起動型のマナ能力の起動や解決、またはマナが加えられたことによって誘発するならマナ能力です。マナ能力はすぐに解決されるので、誰も対応できません。',
    },
    details: [
      {
        en: 'You can activate mana abilities whenever you have priority, while casting a spell or activating an ability (before paying its costs), and whenever a rule or effect asks you to pay mana, even in the middle of a resolution.',
        ja: 'マナ能力は、優先権を持っているとき、呪文を唱えている最中や能力を起動している最中（コストを支払う前）、ルールや効果がマナの支払いを求めたとき（解決の途中でも）に起動できます。',
      },
      {
        en: 'It stays a mana ability even when it can\'t produce mana at the moment, for example because the permanent is already tapped.',
        ja: 'パーマネントがすでにタップ状態であるなど、今はマナを生み出せない場合でも、マナ能力であることに変わりはありません。',
      },
      {
        en: 'Spells are never mana abilities, even ones that add mana; they are cast and resolve on the stack like any spell. An ability with a target, or a loyalty ability, isn\'t a mana ability even if it adds mana.',
        ja: 'マナを加える呪文であっても、呪文がマナ能力になることはなく、他の呪文と同様にスタック上で唱えられ解決します。対象を取る能力や忠誠度能力も、マナを加えるとしてもマナ能力ではありません。',
      },
      {
        en: 'If a mana ability does something besides adding mana (such as dealing damage to you), that happens immediately too.',
        ja: 'マナ能力がマナを加える以外のこと（あなたにダメージを与えることなど）もする場合、それもすぐに起こります。',
      },
    ],
    interactions: [
      {
        with: 'priority',
        rules: ['h:Timing and Priority > mana ability'],
        en: 'Mana abilities don\'t need priority when you are paying a cost or an effect asks for mana, and if you had priority before activating one, you still have it afterwards.',
        ja: 'コストを支払うときや効果がマナを求めるときは、マナ能力に優先権は必要ありません。起動前に優先権を持っていたなら、起動後も持ったままです。',
      },
      {
        with: 'split-second',
        rules: ['h:Split Second > mana abilities'],
        en: 'Split second allows mana abilities to be activated.',
        ja: '刹那があってもマナ能力は起動できます。',
      },
      {
        with: 'summoning-sickness',
        rules: ['h:Creatures > summoning sickness'],
        en: 'A creature\'s mana ability with the tap symbol can\'t be used the turn it comes under your control unless the creature has haste.',
        ja: 'タップ・シンボルを含むクリーチャーのマナ能力は、速攻がなければ、コントロールし始めたターンには使えません。',
      },
      {
        with: 'triggered-ability',
        rules: ['h:Mana Abilities > triggered mana ability'],
        en: 'A triggered mana ability resolves right after the mana ability that triggered it, without waiting for priority.',
        ja: '誘発型のマナ能力は、優先権を待たずに、それを誘発させたマナ能力の直後に解決します。',
      },
    ],
  },
  {
    id: 'last-known-information',
    kind: 'game-term',
    en: 'Last known information',
    ja: '最後の情報',
    aliases: ['lki', 'last known info'],
    rules: ['h:Resolving Spells and Abilities > information from a specific object', 't:Last Known Information', 'h:Abilities > last known information', 'h:State-Based Actions > last known information'],
    summary: {
      en: 'Last known information is what the game uses when an effect needs information about an object that has left the zone it was expected to be in: the object\'s characteristics as they were the last time it existed in that zone. For example, if an ability deals damage equal to a creature\'s power and that creature has been sacrificed before it resolves, the game uses the power the creature had as it last existed on the battlefield, including any bonuses and counters it had then.',
      ja: '最後の情報とは、効果があるオブジェクトの情報を必要としているのに、そのオブジェクトが想定された領域を離れているときに使う情報で、そのオブジェクトがその領域に最後に存在していたときの特性のことです。例えば、あるクリーチャーのパワーに等しいダメージを与える能力が解決する前にそのクリーチャーが生け贄に捧げられていたなら、戦場に最後に存在していたときのパワー（その時点の修整やカウンターを含む）を使います。',
    },
    details: [
      {
        en: 'It also tells whether a source that has left had deathtouch, lifelink, infect or wither when its damage is dealt, and it is used to check the targets of an ability whose source is gone.',
        ja: '離れた発生源がダメージを与えるときに接死、絆魂、感染、萎縮を持っていたかどうかや、発生源がなくなった能力の対象の適正さを確認するときにも使われます。',
      },
      {
        en: 'When several state-based actions happen together, the last known information of a permanent they remove comes from before any of them. A creature with undying that has a +1/+1 counter and dies from -1/-1 counters is still seen as having had a +1/+1 counter, even though the counters cancel out in the same check, so undying doesn\'t return it.',
        ja: '複数の状況起因処理が同時に行われた場合、それによって戦場を離れたパーマネントの最後の情報は、それらが行われる前の状態から得ます。+1/+1カウンターが置かれている不死を持つクリーチャーが-1/-1カウンターによって死亡した場合、同じチェックでカウンターが相殺されても、+1/+1カウンターが置かれていたとみなされるので、不死によって戻りません。',
      },
      {
        en: 'It provides information only: it doesn\'t let an effect act on the object. The card now in the graveyard or exile is a new object, so an effect that would tap or pump "that creature" can\'t affect it.',
        ja: '最後の情報は情報を与えるだけで、効果がそのオブジェクトに何かをできるようにするわけではありません。墓地や追放領域にあるカードは新しいオブジェクトなので、「そのクリーチャー」をタップしたり修整したりする効果は、それに影響しません。',
      },
      {
        en: 'Static abilities don\'t keep applying through last known information: their effects end as soon as the object leaves.',
        ja: '常在型能力が最後の情報によって適用され続けることはなく、オブジェクトが離れればその効果は終わります。',
      },
    ],
    interactions: [
      {
        with: 'deathtouch',
        rules: ['h:Deathtouch > last known information'],
        en: 'If a deathtouch source has left its zone as its damage is dealt, its last known information decides whether the damage counts as deathtouch damage.',
        ja: 'ダメージを与える時点で接死を持つ発生源が領域を離れている場合、その最後の情報によって接死を持っていたかどうかを判断します。',
      },
      {
        with: 'lifelink',
        rules: ['h:Lifelink > last known information'],
        en: 'Likewise for lifelink: a creature that has left the battlefield but deals damage through a resolving ability still gains its controller life if it had lifelink when it was last on the battlefield.',
        ja: '絆魂も同様です。戦場を離れたクリーチャーが解決中の能力によってダメージを与える場合、最後に戦場にあったときに絆魂を持っていれば、そのコントローラーはライフを得ます。',
      },
      {
        with: 'state-based-actions',
        rules: ['h:State-Based Actions > last known information'],
        en: 'Simultaneous state-based actions share one "before" snapshot for last known information.',
        ja: '同時に行われた状況起因処理では、最後の情報はそれらすべての前の状態から得ます。',
      },
      {
        with: 'source',
        rules: ['h:Abilities > last known information'],
        en: 'An ability that has its source deal damage or do something still works after the source is gone, using the source\'s last known information.',
        ja: '発生源にダメージを与えさせたり何かをさせたりする能力は、発生源がなくなっていても、その最後の情報を使って機能します。',
      },
    ],
  },
  {
    id: 'dies',
    kind: 'game-term',
    en: 'Dies',
    ja: '死亡する',
    aliases: ['die', 'died', 'death trigger', '死亡', '死亡誘発'],
    rules: ['g:Dies', 't:Dies', 'h:Handling Triggered Abilities > leaves-the-battlefield abilities', 'h:Handling Triggered Abilities > zone-change triggers look back'],
    summary: {
      en: '"Dies" means "is put into a graveyard from the battlefield"; cards use it for creatures and planeswalkers. The reason doesn\'t matter: being destroyed, being sacrificed, having 0 or less toughness and being put into the graveyard by the legend rule all count. A creature that is exiled, returned to a hand or put into a library doesn\'t die, and neither does one whose move to the graveyard is replaced by another destination.',
      ja: '「死亡する」とは「戦場から墓地に置かれる」という意味で、カードではクリーチャーとプレインズウォーカーに使われます。理由は問いません。破壊された場合、生け贄に捧げられた場合、タフネスが0以下になった場合、レジェンド・ルールで墓地に置かれた場合はすべて死亡です。追放されたり、手札やライブラリーに移動したりしたクリーチャーは死亡しておらず、墓地に置かれる代わりに別の領域に移動させる効果が適用された場合も死亡していません。',
    },
    details: [
      {
        en: 'Tokens die too: a creature token really is put into the graveyard, so "dies" abilities trigger, and only then does it cease to exist.',
        ja: 'トークンも死亡します。クリーチャー・トークンは実際に墓地に置かれるので「死亡したとき」の能力が誘発し、その後で消滅します。',
      },
      {
        en: '"Dies" abilities look back in time: they use the game as it was just before the event. A creature\'s own "when this dies" ability works although the creature is gone, and "whenever another creature dies" triggers for creatures dying at the same time as the creature that has it.',
        ja: '「死亡したとき」の能力は過去を振り返り、イベントの直前のゲームの状態を使います。そのため、クリーチャー自身の「これが死亡したとき」の能力はそれがなくなっていても機能し、「他のクリーチャーが死亡するたび」の能力は、それを持つクリーチャーと同時に死亡したクリーチャーについても誘発します。',
      },
      {
        en: 'Indestructible only stops destruction. An indestructible creature still dies if it is sacrificed, if its toughness becomes 0 or less, or if it is put into the graveyard by the legend rule.',
        ja: '破壊不能が防ぐのは破壊だけです。破壊不能を持つクリーチャーも、生け贄に捧げられたり、タフネスが0以下になったり、レジェンド・ルールで墓地に置かれたりすれば死亡します。',
      },
      {
        en: 'A "dies" ability that does something to the card looks for it in the graveyard; if the card has already left the graveyard by the time the ability resolves, that part does nothing, even if the card came back.',
        ja: 'カードに何かをする「死亡したとき」の能力は、墓地でそのカードを探します。能力が解決するまでにそのカードが墓地を離れていれば、戻ってきていたとしても、その部分は何もしません。',
      },
    ],
    interactions: [
      {
        with: 'indestructible',
        rules: ['h:Indestructible', 'h:State-Based Actions > toughness 0 or less'],
        en: 'Indestructible stops death by destruction (lethal damage, deathtouch, destroy effects) but not by sacrifice, toughness 0 or the legend rule.',
        ja: '破壊不能は破壊（致死ダメージ、接死、破壊する効果）による死亡は防ぎますが、生け贄、タフネス0、レジェンド・ルールによる死亡は防ぎません。',
      },
      {
        with: 'replacement-effect',
        rules: ['h:Replacement Effects > never happens'],
        en: 'If an effect exiles the creature instead of letting it go to the graveyard, it never dies and "dies" abilities don\'t trigger.',
        ja: '効果によって墓地に置かれる代わりに追放された場合、そのクリーチャーは死亡しておらず、「死亡したとき」の能力は誘発しません。',
      },
      {
        with: 'token',
        rules: ['h:Tokens > triggered abilities will trigger'],
        en: 'A token that dies triggers "dies" abilities before it ceases to exist.',
        ja: '死亡したトークンは、消滅する前に「死亡したとき」の能力を誘発させます。',
      },
      {
        with: 'commander',
        rules: ['h:State-Based Actions > command zone'],
        en: 'A commander that is put into the graveyard does die; its owner may then move it to the command zone as a state-based action.',
        ja: '墓地に置かれた統率者は死亡しています。その後、オーナーは状況起因処理として統率領域に移動させることができます。',
      },
    ],
  },
  {
    id: 'intervening-if-clause',
    kind: 'game-term',
    en: 'Intervening "if" clause',
    ja: 'if節ルール',
    aliases: ['intervening if', 'if clause', 'if節'],
    rules: ['h:Handling Triggered Abilities > intervening', 't:Intervening “If” Clause', 'h:Resolving Spells and Abilities > intervening'],
    summary: {
      en: 'An intervening "if" clause is a condition placed right after a triggered ability\'s trigger condition: "When/Whenever/At [event], if [condition], [effect]." The condition is checked twice: when the event happens (if it is false, the ability doesn\'t trigger at all) and again as the ability resolves (if it is false then, the ability is removed from the stack and does nothing). Only an "if" directly after the trigger condition works this way; an "if" anywhere else in the text is just checked when that part of the effect is carried out.',
      ja: 'if節ルールは、誘発型能力の誘発条件の直後に置かれた条件（英語の「When/Whenever/At［イベント］, if［条件］, ［効果］」の形）についてのルールです。この条件は2回チェックされます。イベントが起こったときに条件を満たしていなければそもそも誘発せず、解決時に満たしていなければ、その能力はスタックから取り除かれて何もしません。このように扱われるのは誘発条件の直後の「if」だけで、文中の他の場所にある「～場合」は、効果のその部分を実行するときに普通にチェックされます。',
    },
    details: [
      {
        en: 'Example: "At the beginning of your upkeep, if you control no creatures, ..." If you control a creature as your upkeep begins, nothing triggers. If it does trigger but you control a creature by the time it resolves (say, one you cast with flash in response), it does nothing.',
        ja: '例えば「あなたのアップキープの開始時に、あなたがクリーチャーをコントロールしていない場合、～」なら、アップキープの開始時にクリーチャーをコントロールしていれば誘発しません。誘発しても、解決するまでにクリーチャーをコントロールしていれば（対応して瞬速で唱えた場合など）、何もしません。',
      },
      {
        en: 'You can\'t make the condition true after the event to get the ability: if it was false when the event happened, the ability never triggered.',
        ja: 'イベントの後で条件を満たしても誘発させることはできません。イベントが起こった時点で条件を満たしていなければ、その能力は誘発していません。',
      },
      {
        en: 'The check on resolution works like the target check: an ability whose condition fails is removed from the stack. It isn\'t countered.',
        ja: '解決時のチェックは対象の確認と同じような扱いで、条件を満たさない能力はスタックから取り除かれます。打ち消されたわけではありません。',
      },
    ],
    interactions: [
      {
        with: 'triggered-ability',
        rules: ['h:Handling Triggered Abilities > intervening'],
        en: 'It applies only to triggered abilities; "if" in a spell or an activated ability is an ordinary condition.',
        ja: 'これが適用されるのは誘発型能力だけです。呪文や起動型能力の中の「～場合」は通常の条件です。',
      },
      {
        with: 'target',
        rules: ['h:Resolving Spells and Abilities > targets are still legal', 'h:Resolving Spells and Abilities > intervening'],
        en: 'On resolution the "if" condition is checked first, then the targets. If the condition is false, or if every target has become illegal, the ability does nothing.',
        ja: '解決時にはまず「if」の条件を、次に対象を確認します。条件を満たしていないか、すべての対象が不正になっていれば、能力は何もしません。',
      },
      {
        with: 'crew',
        rules: ['h:Crew > intervening'],
        en: 'For a Vehicle\'s "whenever this becomes crewed, if ..." ability, a condition about the creatures that crewed it refers only to the creatures tapped for that crew activation.',
        ja: '機体の「これが搭乗されるたび、～場合」の能力で、搭乗させたクリーチャーについての条件は、その搭乗能力の起動のためにタップされたクリーチャーだけを参照します。',
      },
    ],
  },
  {
    id: 'characteristic-defining-ability',
    kind: 'game-term',
    en: 'Characteristic-defining ability',
    ja: '特性定義能力',
    aliases: ['cda'],
    rules: ['h:Handling Static Abilities > characteristic-defining', 't:Characteristic-Defining Ability'],
    summary: {
      en: 'A characteristic-defining ability (CDA) is a static ability that supplies information normally found elsewhere on the card, such as its colors, creature types, or power and toughness: "This creature\'s power and toughness are each equal to the number of cards in your hand", changeling (every creature type) or devoid (colorless). To qualify, it must define the object\'s own colors, subtypes, power or toughness; be printed on the card (or given to a token by the effect that created it, or gained through a copy or text-changing effect); not directly affect other objects; not be an ability the object grants itself; and not be conditional. CDAs work in every zone, even outside the game.',
      ja: '特性定義能力とは、本来はカードの他の部分（マナ・コスト、タイプ行、パワー・タフネス欄）にある情報、つまり色、クリーチャー・タイプ、パワーやタフネスを与える常在型能力です。「このクリーチャーのパワーとタフネスはそれぞれあなたの手札にあるカードの枚数に等しい」や、多相（すべてのクリーチャー・タイプを持つ）、欠色（無色である）がその例です。特性定義能力であるには、オブジェクト自身の色、サブタイプ、パワー、タフネスを定めること、カードに印刷されている（またはトークンを生成した効果によって与えられた、コピー効果や文章変更効果によって得た）こと、他のオブジェクトに直接影響しないこと、自分自身に与えた能力ではないこと、条件付きではないことが必要です。特性定義能力はすべての領域で、ゲームの外でも機能します。',
    },
    details: [
      {
        en: 'In layers 2-6 CDA effects are applied before other effects, and power/toughness CDAs have their own first sublayer, 7a. So any effect that sets power and toughness (7b) or raises or lowers them (7c) applies on top of a CDA.',
        ja: '第2種から第6種では特性定義能力による効果が他の効果より先に適用され、パワーとタフネスを定める特性定義能力には最初の細分である7aがあります。そのため、パワーとタフネスを特定の値にする効果（7b）や増減させる効果（7c）は、特性定義能力の上から適用されます。',
      },
      {
        en: 'Abilities like "gets +1/+1 for each..." modify rather than define, and abilities that set a value only under some condition, or that change other objects, are not CDAs.',
        ja: '「～につき+1/+1の修整を受ける」のような能力は定めるのではなく修整するものであり、条件付きで値を定める能力や他のオブジェクトを変更する能力も、特性定義能力ではありません。',
      },
      {
        en: 'Because they work everywhere, a creature card with a power-defining CDA has that power in your hand or graveyard, and a changeling card has every creature type in your library.',
        ja: 'すべての領域で機能するので、パワーを定める特性定義能力を持つクリーチャー・カードは手札や墓地でもそのパワーを持ち、多相を持つカードはライブラリーの中でもすべてのクリーチャー・タイプを持ちます。',
      },
    ],
    interactions: [
      {
        with: 'copy',
        rules: ['h:Copying Objects > characteristic-defining ability'],
        en: 'A copy normally gets the CDA as part of the copied text, but if the copy effect itself sets that characteristic (for example "except it\'s 7/7"), the CDA that defines it isn\'t copied.',
        ja: 'コピーは通常、コピーした文章の一部として特性定義能力も得ますが、コピー効果自体がその特性を定める場合（「ただし7/7である」など）は、その特性を定める特性定義能力はコピーされません。',
      },
      {
        with: 'dependency',
        rules: ['h:Interaction of Continuous Effects > depend on'],
        en: 'A CDA effect and a non-CDA effect can\'t depend on each other.',
        ja: '特性定義能力による効果とそうでない効果の間に依存は生じません。',
      },
      {
        with: 'changeling',
        rules: ['h:Changeling'],
        en: 'Changeling is a CDA that makes the object every creature type, in every zone.',
        ja: '多相は、オブジェクトをすべての領域ですべてのクリーチャー・タイプにする特性定義能力です。',
      },
      {
        with: 'devoid',
        rules: ['h:Devoid'],
        en: 'Devoid is a CDA that makes the object colorless even though its mana cost has colored symbols.',
        ja: '欠色は、マナ・コストに色のあるマナ・シンボルがあっても、オブジェクトを無色にする特性定義能力です。',
      },
    ],
  },
  {
    id: 'copy',
    kind: 'game-term',
    en: 'Copy',
    ja: 'コピー',
    aliases: ['copiable values', 'copy effect', 'clone', 'コピー可能な値', 'コピー効果'],
    rules: ['h:Copying Objects', 't:Copy', 't:Copiable Values'],
    summary: {
      en: 'To copy an object is to give a new or existing object the original\'s copiable values. Those are the values printed on the object (name, mana cost, color indicator, card types, subtypes, supertypes, rules text, power, toughness, loyalty), as modified by other copy effects, by its being face down, and by "as this enters" abilities that set power and toughness, plus any exceptions the copy effect itself states. Nothing else is copied: not counters, not status such as being tapped, not stickers, and not other effects such as pumps, granted abilities or type changes.',
      ja: 'コピーするとは、新しい、または既存のオブジェクトに元のオブジェクトのコピー可能な値を与えることです。コピー可能な値とは、そのオブジェクトに印刷されている値（名前、マナ・コスト、色指標、カード・タイプ、サブタイプ、特殊タイプ、ルール・テキスト、パワー、タフネス、忠誠度）に、他のコピー効果、裏向きであること、パワーとタフネスを定める「これが戦場に出るに際し」の能力による変更を加えたもので、コピー効果自体が定める例外も含みます。それ以外は何もコピーされません。カウンター、タップ状態などの状態、ステッカー、そして修整、与えられた能力、タイプの変更といった他の効果はコピーされません。',
    },
    details: [
      {
        en: 'Copy effects apply in layer 1, so other effects that apply to the copy itself still apply on top. A permanent that becomes a copy of something else keeps the non-copy effects that were already affecting it.',
        ja: 'コピー効果は第1種で適用されるので、コピー自体に適用される他の効果はその上から適用されます。別のもののコピーになったパーマネントも、それまで受けていたコピー以外の効果を受け続けます。',
      },
      {
        en: 'A permanent that enters "as a copy" is a copy as it enters: its copied "enters" triggers trigger and its copied "enters tapped" or "enters with" abilities apply. Choices made for the original ("As this enters, choose a color") aren\'t copied; the copy\'s controller chooses again.',
        ja: '「コピーとして」戦場に出るパーマネントは、戦場に出る時点ですでにコピーです。コピーした「戦場に出たとき」の能力は誘発し、「タップ状態で戦場に出る」「～が置かれた状態で戦場に出る」も適用されます。元のものについて行われた選択（「これが戦場に出るに際し、色を1色選ぶ」など）はコピーされず、コピーのコントローラーが改めて選びます。',
      },
      {
        en: 'Copying a spell or ability puts the copy on the stack with the same choices (modes, targets, value of X, kicker paid and so on), unless the effect lets you choose new targets. A copy of a spell is not cast, so "whenever you cast" abilities don\'t trigger; a copy of a permanent spell becomes a token as it resolves.',
        ja: '呪文や能力をコピーすると、コピーは同じ選択（モード、対象、Xの値、キッカーを支払ったかどうかなど）を持ってスタックに置かれます（効果が新たな対象を選ぶことを認めている場合を除きます）。呪文のコピーは唱えられたわけではないので「唱えるたび」の能力は誘発せず、パーマネント呪文のコピーは解決時にトークンになります。',
      },
      {
        en: 'Once made, a copy doesn\'t change if the original later changes. A copy of a spell that ends up anywhere other than the stack, or a copy of a card outside the stack and battlefield, ceases to exist.',
        ja: 'いったんコピーした後で元のものが変化しても、コピーは変わりません。スタック以外の領域にある呪文のコピーや、スタックと戦場以外にあるカードのコピーは消滅します。',
      },
    ],
    interactions: [
      {
        with: 'token',
        rules: ['h:Tokens > copiable values', 'h:Copying Objects'],
        en: 'A token created as a copy gets the copiable values of the original and nothing else, so a copy of a tapped, pumped creature enters untapped and unpumped.',
        ja: 'コピーとして生成されたトークンは元のもののコピー可能な値だけを得るので、タップ状態で修整を受けているクリーチャーのコピーは、アンタップ状態で修整なしで戦場に出ます。',
      },
      {
        with: 'layer',
        rules: ['h:Interaction of Continuous Effects > Layer 1a'],
        en: 'Copy effects are applied first of all, in layer 1.',
        ja: 'コピー効果は最初に、第1種で適用されます。',
      },
      {
        with: 'characteristic-defining-ability',
        rules: ['h:Copying Objects > characteristic-defining ability'],
        en: 'A copy effect that supplies its own value for a characteristic doesn\'t copy the CDA that would define it.',
        ja: 'ある特性の値を自ら定めるコピー効果は、その特性を定める特性定義能力をコピーしません。',
      },
      {
        with: 'legend rule',
        rules: ['h:State-Based Actions > legend rule'],
        en: 'Copying your own legendary permanent gives you two with the same name, and you must keep only one.',
        ja: '自分の伝説のパーマネントをコピーすると同じ名前のものを2つコントロールすることになり、1つだけを残さなければなりません。',
      },
    ],
  },
  {
    id: 'shield-counter',
    kind: 'game-term',
    en: 'Shield counter',
    ja: '盾カウンター',
    aliases: ['shield counters'],
    rules: ['g:Shield Counter', 't:Shield Counter', 'h:Prevention Effects', 'h:Replacement Effects'],
    summary: {
      en: 'A shield counter protects the permanent it is on. However many shield counters it has, together they make one replacement effect and one prevention effect: if an effect would destroy the permanent, a shield counter is removed instead; if damage would be dealt to it, that damage is prevented and a shield counter is removed. Either way only one counter comes off each time.',
      ja: '盾カウンターは、それが置かれているパーマネントを守ります。何個置かれていても、まとめて1つの置換効果と1つの軽減効果になります。効果によってそのパーマネントが破壊される場合は、代わりに盾カウンターを1個取り除きます。ダメージを与えられる場合は、そのダメージを軽減して盾カウンターを1個取り除きます。どちらの場合も、1回につき取り除くのは1個だけです。',
    },
    details: [
      {
        en: 'Only destruction by an effect is replaced. A creature with lethal damage marked or deathtouch damage is destroyed by a state-based action, not an effect, but a shield counter usually stops that damage from being dealt in the first place. Sacrifice, exile, bounce and toughness 0 or less are not destruction, so a shield counter does nothing against them.',
        ja: '置き換えるのは効果による破壊だけです。致死ダメージや接死のダメージによる破壊は効果ではなく状況起因処理ですが、たいていは盾カウンターがそのダメージ自体を先に軽減しています。生け贄、追放、手札に戻すこと、タフネスが0以下になることは破壊ではないので、盾カウンターでは防げません。',
      },
      {
        en: 'Damage that can\'t be prevented is still dealt, but a shield counter is removed all the same. "Can\'t be regenerated" doesn\'t stop a shield counter, because it is not regeneration.',
        ja: '軽減できないダメージはそのまま与えられますが、それでも盾カウンターは1個取り除かれます。「再生できない」は盾カウンターを止めません。盾カウンターは再生ではないからです。',
      },
      {
        en: 'If another replacement or prevention effect would apply to the same event (a regeneration shield, a prevention spell), the permanent\'s controller chooses the order, and that choice decides whether the counter is used up.',
        ja: '同じ出来事に別の置換効果や軽減効果（再生の盾、軽減する呪文）も適用される場合、どの順に適用するかはそのパーマネントのコントローラーが選び、その選択で盾カウンターが使われるかどうかが決まります。',
      },
    ],
  },
  {
    id: 'stun-counter',
    kind: 'game-term',
    en: 'Stun counter',
    ja: '麻痺カウンター',
    aliases: ['stun counters', 'stun', 'スタン・カウンター'],
    rules: ['g:Stun Counter', 't:Stun Counter', 'h:Replacement Effects'],
    summary: {
      en: 'A stun counter keeps a permanent tapped for a while. If a permanent with a stun counter would untap, one stun counter is removed from it instead and it stays tapped. However many it has, they make one replacement effect, so each untap it would have made takes off one counter.',
      ja: '麻痺カウンターは、パーマネントをしばらくタップ状態のままにします。麻痺カウンターが置かれたパーマネントがアンタップする場合、代わりに麻痺カウンターを1個取り除き、タップ状態のままになります。何個置かれていてもまとめて1つの置換効果で、アンタップするはずだった1回ごとに1個取り除かれます。',
    },
    details: [
      {
        en: 'It works on any untap, not only the one in your untap step: an effect that untaps the permanent just removes a counter instead. A stun counter on an untapped permanent does nothing until it would untap after becoming tapped.',
        ja: 'アンタップ・ステップだけでなく、どのアンタップにも働きます。パーマネントをアンタップする効果も、代わりにカウンターを1個取り除くだけです。アンタップ状態のパーマネントに置かれた麻痺カウンターは、タップされた後でアンタップしようとするまで何もしません。',
      },
    ],
  },
  {
    id: 'finality-counter',
    kind: 'game-term',
    en: 'Finality counter',
    ja: null,
    jaUnofficial: '終局カウンター',
    aliases: ['finality counters', 'finality'],
    rules: ['g:Finality Counter', 't:Finality Counter', 'h:Replacement Effects'],
    summary: {
      en: 'A finality counter keeps a permanent out of the graveyard. If the permanent would be put into a graveyard from the battlefield, it is exiled instead. It doesn\'t stop the permanent from being destroyed or sacrificed; it only changes where it goes, so it never "dies" and its death triggers don\'t trigger.',
      ja: 'このカウンターは、パーマネントが墓地に行くことを防ぎます。そのパーマネントが戦場から墓地に置かれる場合、代わりに追放されます。破壊や生け贄そのものは止めず、行き先が変わるだけなので、そのパーマネントは「死亡」せず、死亡したときに誘発する能力も誘発しません。',
    },
  },
];
