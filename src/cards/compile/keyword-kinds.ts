/**
 * What kind of ability each keyword the engine doesn't apply is (702.x, "X is a static / triggered /
 * activated ability"), so an unmodelled keyword travels with the right Gap kind (src/engine/gaps.ts).
 * A keyword that represents several abilities (fading: "enters with N fade counters" and an upkeep
 * trigger, 702.32a) takes the kind that matters most widely: a static part makes it static, since a
 * static ability could matter whenever the object is where it functions. Each row names its rule; a
 * test reads the current CR and checks the rule's first subrule names that kind.
 */
import type { GapKind, GapTrigger } from '../../engine/gaps.ts';
import { lookupTable } from '../../core/table.ts';

export interface KeywordKind {
  kind: GapKind;
  /** The 702 rule that defines the keyword. */
  rule: string;
  trigger?: GapTrigger;
}

const S = (rule: string): KeywordKind => ({ kind: 'static', rule });
const A = (rule: string): KeywordKind => ({ kind: 'activated', rule });
const C = (rule: string): KeywordKind => ({ kind: 'characteristic', rule });
const P = (rule: string): KeywordKind => ({ kind: 'spell', rule });
const T = (rule: string, event: GapTrigger['event'], who: GapTrigger['who'] = 'self'): KeywordKind => ({ kind: 'triggered', rule, trigger: { event, who } });

/** Keyword (lower case, as Scryfall names it) → its kind and rule. */
export const KEYWORD_KINDS: Readonly<Record<string, KeywordKind>> = lookupTable({
  // Keywords the engine applies, when a parameter it can't read makes them unmodelled
  // ("protection from Goblins", "ward—Pay 3 life", "equip legendary creature {3}").
  enchant: S('702.5'),
  equip: A('702.6'),
  hexproof: S('702.11'),
  landwalk: S('702.14'),
  protection: S('702.16'),
  trample: S('702.19'),
  ward: T('702.21', 'becomes-target'),
  toxic: S('702.164'),
  banding: S('702.22'),
  rampage: T('702.23', 'becomes-blocked'),
  'cumulative upkeep': T('702.24', 'beginning-of-step', 'you'),
  flanking: T('702.25', 'becomes-blocked'),
  phasing: S('702.26'),
  buyback: S('702.27'),
  cycling: A('702.29'),
  echo: T('702.30', 'beginning-of-step', 'you'),
  fading: S('702.32'),
  kicker: S('702.33'),
  multikicker: S('702.33'),
  flashback: S('702.34'),
  madness: S('702.35'),
  morph: S('702.37'),
  megamorph: S('702.37'),
  amplify: S('702.38'),
  provoke: T('702.39', 'attacks'),
  storm: T('702.40', 'cast', 'you'),
  affinity: S('702.41'),
  entwine: S('702.42'),
  modular: S('702.43'),
  sunburst: S('702.44'),
  // ("Whenever this creature blocks or becomes blocked": either event, gaps.ts GapTrigger.or.)
  bushido: { ...T('702.45', 'blocks'), trigger: { event: 'blocks', who: 'self', or: ['becomes-blocked'] } },
  soulshift: T('702.46', 'leaves'),
  splice: S('702.47'),
  offering: S('702.48'),
  ninjutsu: A('702.49'),
  'commander ninjutsu': A('702.49'),
  epic: P('702.50'),
  convoke: S('702.51'),
  dredge: S('702.52'),
  transmute: A('702.53'),
  bloodthirst: S('702.54'),
  haunt: T('702.55', 'unknown'),
  replicate: S('702.56'),
  forecast: A('702.57'),
  graft: S('702.58'),
  recover: T('702.59', 'dies', 'another'),
  ripple: T('702.60', 'cast', 'you'),
  suspend: S('702.62'),
  vanishing: S('702.63'),
  absorb: S('702.64'),
  'aura swap': A('702.65'),
  delve: S('702.66'),
  fortify: A('702.67'),
  frenzy: T('702.68', 'unknown'),
  gravestorm: T('702.69', 'cast', 'you'),
  poisonous: T('702.70', 'deals-combat-damage'),
  transfigure: A('702.71'),
  champion: T('702.72', 'unknown'),
  changeling: C('702.73'),
  evoke: S('702.74'),
  hideaway: T('702.75', 'enters'),
  prowl: S('702.76'),
  reinforce: A('702.77'),
  conspire: S('702.78'),
  persist: T('702.79', 'leaves'),
  retrace: S('702.81'),
  devour: S('702.82'),
  exalted: T('702.83', 'attacks', 'any'),
  unearth: A('702.84'),
  cascade: T('702.85', 'cast', 'you'),
  annihilator: T('702.86', 'attacks'),
  'level up': A('702.87'),
  rebound: S('702.88'),
  'umbra armor': S('702.89'),
  'battle cry': T('702.91', 'attacks'),
  'living weapon': T('702.92', 'enters'),
  undying: T('702.93', 'leaves'),
  miracle: S('702.94'),
  soulbond: T('702.95', 'enters', 'any'),
  overload: S('702.96'),
  scavenge: A('702.97'),
  unleash: S('702.98'),
  cipher: P('702.99'),
  evolve: T('702.100', 'enters', 'another'),
  extort: T('702.101', 'cast', 'you'),
  fuse: S('702.102'),
  bestow: S('702.103'),
  tribute: S('702.104'),
  dethrone: T('702.105', 'attacks'),
  'hidden agenda': S('702.106'),
  'double agenda': S('702.106'),
  outlast: A('702.107'),
  prowess: T('702.108', 'cast', 'you'),
  dash: S('702.109'),
  exploit: T('702.110', 'enters'),
  renown: T('702.112', 'deals-combat-damage'),
  awaken: S('702.113'),
  devoid: C('702.114'),
  ingest: T('702.115', 'deals-combat-damage'),
  myriad: T('702.116', 'attacks'),
  surge: S('702.117'),
  emerge: S('702.119'),
  escalate: S('702.120'),
  melee: T('702.121', 'attacks'),
  crew: A('702.122'),
  fabricate: T('702.123', 'enters'),
  'partner with': T('702.124', 'enters'),
  undaunted: S('702.125'),
  improvise: S('702.126'),
  aftermath: S('702.127'),
  embalm: A('702.128'),
  eternalize: A('702.129'),
  afflict: T('702.130', 'becomes-blocked'),
  ascend: S('702.131'),
  assist: S('702.132'),
  'jump-start': S('702.133'),
  mentor: T('702.134', 'attacks'),
  afterlife: T('702.135', 'leaves'),
  riot: S('702.136'),
  spectacle: S('702.137'),
  escape: S('702.138'),
  mutate: S('702.140'),
  encore: A('702.141'),
  boast: A('702.142'),
  foretell: S('702.143'),
  demonstrate: T('702.144', 'cast', 'you'),
  daybound: S('702.145'),
  nightbound: S('702.145'),
  disturb: S('702.146'),
  decayed: S('702.147'),
  cleave: S('702.148'),
  training: T('702.149', 'attacks'),
  compleated: S('702.150'),
  reconfigure: A('702.151'),
  blitz: S('702.152'),
  casualty: S('702.153'),
  enlist: S('702.154'),
  'read ahead': S('702.155'),
  ravenous: S('702.156'),
  squad: S('702.157'),
  prototype: S('702.160'),
  'living metal': S('702.161'),
  'more than meets the eye': S('702.162'),
  'for mirrodin!': T('702.163', 'enters'),
  backup: T('702.165', 'enters'),
  bargain: S('702.166'),
  craft: A('702.167'),
  disguise: S('702.168'),
  plot: S('702.170'),
  saddle: A('702.171'),
  spree: S('702.172'),
  freerunning: S('702.173'),
  gift: S('702.174'),
  offspring: S('702.175'),
  impending: S('702.176'),
  exhaust: A('702.177'),
  'start your engines!': S('702.179'),
  harmonize: S('702.180'),
  mobilize: T('702.181', 'attacks'),
  'job select': T('702.182', 'enters'),
  tiered: S('702.183'),
  station: A('702.184'),
  warp: S('702.185'),
  mayhem: S('702.187'),
  'web-slinging': S('702.188'),
  firebending: T('702.189', 'attacks'),
  sneak: S('702.190'),
  increment: T('702.191', 'cast', 'you'),
  paradigm: P('702.192'),
  teamwork: S('702.194'),
  storied: S('702.195'),
});

/**
 * Keywords that work only before the game or outside it: partner abilities change how a Commander
 * deck is built (702.124a: they "function before the game begins"), companion lets a card join from
 * outside the game (702.139a, 702.139c: once in the game, the card's companion ability does
 * nothing). On a card in a game they do nothing, so nothing is missing when the engine ignores them.
 * ("Partner with [name]" also has an enters trigger, 702.124j: not in this list.)
 */
export const OUTSIDE_THE_GAME: ReadonlySet<string> = new Set(['partner', 'choose a background', "doctor's companion", 'friends forever', 'character select', 'father & son', 'survivors', 'companion']);

/** The kind of a keyword; "plainscycling", "wizardcycling" are cycling (702.29e), "snow swampwalk" landwalk (702.14a). */
export function keywordKind(keyword: string): KeywordKind | null {
  const k = keyword.toLowerCase();
  if (KEYWORD_KINDS[k]) return KEYWORD_KINDS[k];
  if (/cycling$/.test(k)) return KEYWORD_KINDS.cycling!;
  if (/walk$/.test(k)) return KEYWORD_KINDS.landwalk!;
  return null;
}
