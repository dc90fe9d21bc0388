/**
 * Japanese names of subtypes (creature types and the common artifact, enchantment and land types),
 * as Japanese cards print them, for replies that list an object's types (issue 16 §2: 「12/12の緑の
 * 熊・クリーチャー」, not "Bear"). A subtype missing here is shown in English.
 */
import { lookupTable } from '../core/table.ts';
import type { CardType } from '../engine/types.ts';

/** Card types as Japanese cards print them. */
export const CARD_TYPE_JA: Record<CardType, string> = {
  Artifact: 'アーティファクト',
  Battle: 'バトル',
  Creature: 'クリーチャー',
  Enchantment: 'エンチャント',
  Instant: 'インスタント',
  Kindred: '同族',
  Land: '土地',
  Planeswalker: 'プレインズウォーカー',
  Sorcery: 'ソーサリー',
};

const SUBTYPE_JA = lookupTable<string>({
  Advisor: 'アドバイザー', Angel: '天使', Ape: '類人猿', Archer: '射手', Artificer: '工匠', Assassin: '暗殺者', Atog: 'アトグ', Avatar: 'アバター',
  Badger: 'アナグマ', Barbarian: 'バーバリアン', Bard: '吟遊詩人', Bat: 'コウモリ', Bear: '熊', Beast: 'ビースト', Berserker: '狂戦士', Bird: '鳥', Boar: '猪',
  Cat: '猫', Centaur: 'ケンタウルス', Citizen: '市民', Cleric: 'クレリック', Construct: '構築物', Crab: '蟹', Demon: 'デーモン', Detective: '探偵', Devil: 'デビル',
  Dinosaur: '恐竜', Djinn: 'ジン', Dog: '犬', Dragon: 'ドラゴン', Drake: 'ドレイク', Drone: 'ドローン', Druid: 'ドルイド', Dryad: 'ドライアド', Dwarf: 'ドワーフ',
  Egg: '卵', Elder: '長老', Elk: '大鹿', Eldrazi: 'エルドラージ', Elemental: 'エレメンタル', Elephant: '象', Elf: 'エルフ', Faerie: 'フェアリー', Fish: '魚', Fox: '狐',
  Frog: 'カエル', Fungus: '菌類', Germ: '細菌', Giant: '巨人', Gnome: 'ノーム', Goat: '山羊', Goblin: 'ゴブリン', God: '神', Golem: 'ゴーレム', Gorgon: 'ゴルゴン',
  Griffin: 'グリフィン', Hippo: 'カバ', Homunculus: 'ホムンクルス', Horror: 'ホラー', Horse: '馬', Hound: '猟犬', Human: '人間', Hydra: 'ハイドラ', Illusion: 'イリュージョン',
  Imp: 'インプ', Insect: '昆虫', Juggernaut: 'ジャガーノート', Kavu: 'カヴー', Kithkin: 'キスキン', Knight: '騎士', Kor: 'コー', Kraken: 'クラーケン',
  Leviathan: 'リバイアサン', Lizard: 'トカゲ', Mercenary: '傭兵', Merfolk: 'マーフォーク', Minion: 'ミニオン', Minotaur: 'ミノタウルス', Monk: 'モンク',
  Mouse: 'ネズミ', Mutant: 'ミュータント', Myr: 'マイア', Naga: 'ナーガ', Nightmare: 'ナイトメア', Ninja: '忍者', Noble: '貴族', Octopus: 'タコ', Ogre: 'オーガ',
  Ooze: 'ウーズ', Orc: 'オーク', Ouphe: 'ウーフ', Otter: 'カワウソ', Ox: '牛', Peasant: '農民', Pegasus: 'ペガサス', Phoenix: 'フェニックス', Pilot: 'パイロット', Pirate: '海賊',
  Plant: '植物', Ranger: 'レンジャー', Rat: 'ネズミ', Rhino: 'サイ', Rogue: 'ならず者', Samurai: '侍', Saproling: '苗木', Satyr: 'サテュロス', Scout: 'スカウト',
  Serpent: '海蛇', Shade: 'シェイド', Shaman: 'シャーマン', Shapeshifter: '多相の戦士', Skeleton: 'スケルトン', Sliver: 'スリヴァー', Snake: '蛇', Soldier: '兵士',
  Specter: 'スペクター', Sphinx: 'スフィンクス', Spider: '蜘蛛', Spirit: 'スピリット', Squirrel: 'リス', Thopter: '飛行機械', Treefolk: 'ツリーフォーク',
  Troll: 'トロール', Turtle: '海亀', Unicorn: 'ユニコーン', Vampire: '吸血鬼', Vedalken: 'ヴィダルケン', Wall: '壁', Warlock: '邪術師', Warrior: '戦士', Whale: '鯨',
  Wizard: 'ウィザード', Wolf: '狼', Wraith: 'レイス', Wurm: 'ワーム', Zombie: 'ゾンビ',
  Equipment: '装備品', Aura: 'オーラ', Vehicle: '機体', Food: '食物', Treasure: '宝物', Clue: '手掛かり', Saga: '英雄譚', Curse: '呪い', Role: '役割', Blood: '血',
  Forest: '森', Island: '島', Mountain: '山', Plains: '平地', Swamp: '沼', Gate: '門',
  Phyrexian: 'ファイレクシアン', Praetor: '法務官', Halfling: 'ハーフリング', Incarnation: '化身', Ally: '同盟者', Nymph: 'ニンフ',
  Aetherborn: '霊基体', Jellyfish: 'クラゲ', Siren: 'セイレーン', Chimera: 'キマイラ', Rabbit: 'ウサギ', Sheep: '羊', Monkey: '猿', Efreet: 'イフリート',
  Demigod: '半神', Squid: 'イカ', Tiefling: 'ティーフリング',
  Adventure: '出来事', Arcane: '秘儀', Class: 'クラス', Background: '背景', Desert: '砂漠', Cave: '洞窟', Room: '部屋', Case: '事件', Siege: '包囲戦',
  Ajani: 'アジャニ', Chandra: 'チャンドラ', Elspeth: 'エルズペス', Garruk: 'ガラク', Jace: 'ジェイス', Karn: 'カーン', Liliana: 'リリアナ', Narset: 'ナーセット',
  Nissa: 'ニッサ', Oko: 'オーコ', Saheeli: 'サヒーリ', Teferi: 'テフェリー', Tezzeret: 'テゼレット', Ugin: 'ウギン', Vraska: 'ヴラスカ', Gideon: 'ギデオン',
  Sorin: 'ソリン', Nahiri: 'ナヒリ', Kaya: 'ケイヤ', Sarkhan: 'サルカン', Tamiyo: 'タミヨウ', Wrenn: 'レン', Kiora: 'キオーラ', Vivien: 'ビビアン',
});

/**
 * Supertypes as Japanese type lines print them: they run straight into the card type with no
 * separator (「伝説のクリーチャー」, 「基本氷雪土地」), unlike card types and subtypes, which take ・.
 */
export const SUPERTYPE_JA: Readonly<Record<string, string>> = { Legendary: '伝説の', Basic: '基本', Snow: '氷雪', World: 'ワールド', Ongoing: '継続' };

/** The Japanese name of a subtype, or the English one when we have none. */
export function subtypeJa(subtype: string): string {
  return SUBTYPE_JA[subtype] ?? subtype;
}

/**
 * An English type line ("Legendary Artifact Creature — Human Wizard", faces split by " // ") as a
 * Japanese card prints it (「伝説のアーティファクト・クリーチャー — 人間・ウィザード」). With `strict`, a word
 * we have no Japanese for makes the whole line null, so a card reply can show the English line instead of
 * a half-translated one; without it the unknown word is kept as written (trace lines, where every type
 * must still be shown).
 */
export function typeLineJa(line: string, strict: boolean): string | null {
  const faces = line.split(' // ').map((face) => faceTypeLineJa(face, strict));
  return faces.some((f) => f === null) ? null : faces.join(' // ');
}

function faceTypeLineJa(face: string, strict: boolean): string | null {
  const [head = '', sub] = face.split(/\s*—\s*/);
  let supers = '';
  const types: string[] = [];
  for (const w of head.split(/\s+/).filter((x) => x !== '')) {
    const sup = SUPERTYPE_JA[w];
    const type = CARD_TYPE_JA[w as CardType] as string | undefined;
    if (sup !== undefined) supers += sup;
    else if (type !== undefined) types.push(type);
    else if (strict) return null;
    else types.push(w);
  }
  const subs = (sub ?? '').split(/\s+/).filter((x) => x !== '');
  if (strict && subs.some((x) => !hasSubtypeJa(x))) return null;
  const subText = subs.map(subtypeJa).join('・');
  return `${supers}${types.join('・')}${subText ? ` — ${subText}` : ''}`;
}

/** Whether we know the subtype's Japanese name. */
export function hasSubtypeJa(subtype: string): boolean {
  return SUBTYPE_JA[subtype] !== undefined;
}

/**
 * A token the engine named by its subtypes ("Soldier Token", "Beast Token 2") in Japanese:
 * 「兵士・トークン」「ビースト・トークン2」, when every subtype's Japanese name is known; null otherwise.
 */
export function tokenLabelJa(label: string): string | null {
  const token = /^((?:[A-Z][a-z]+ )+)Token(?: (\d+))?$/.exec(label);
  const kinds = token ? token[1]!.trim().split(' ') : [];
  return token && kinds.every(hasSubtypeJa) ? `${kinds.map(subtypeJa).join('・')}・トークン${token[2] ?? ''}` : null;
}
