/**
 * The card data Stackwise keeps from a Scryfall card object: the gameplay
 * fields, the faces of multi-faced cards, an image, links, and the Japanese names joined from
 * Japanese printings. Plain JSON, stored as is in the SQLite index.
 */

export interface CardFace {
  name: string;
  mana_cost: string | null;
  type_line: string | null;
  oracle_text: string | null;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  colors: string[] | null;
  /** This face's Japanese name, when a Japanese printing gave one. */
  ja: string | null;
  /** The face's own image (double-faced cards), or null. */
  image: string | null;
}

export interface CardRecord {
  name: string;
  oracle_id: string | null;
  mana_cost: string | null;
  cmc: number | null;
  type_line: string | null;
  oracle_text: string | null;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  colors: string[] | null;
  color_identity: string[];
  keywords: string[];
  layout: string;
  card_faces: CardFace[] | null;
  /** image_uris.normal (of the card, or of its front face). */
  image: string | null;
  scryfall_uri: string | null;
  rulings_uri: string | null;
  set: string | null;
  /** Japanese printed names, most common first (several when printings differ). */
  ja: string[];
  /** EDHREC rank (lower = more played): orders suggestions and autocomplete. */
  rank: number | null;
  /** The rules text of a Japanese printing (Scryfall's `printed_text`), when a catalog carries it. */
  ja_text?: string | null;
}

/** What is kept from a Japanese printing: its English name, printed name(s) and oracle id. */
export interface JaPrinting {
  name: string;
  printed_name: string | null;
  /** Its rules text in Japanese (Scryfall's `printed_text`), when the file carries it. */
  printed_text?: string | null;
  oracle_id: string | null;
  /** Printed names of the faces (split, adventure, double-faced cards), in face order. */
  faces: { name: string; printed_name: string | null }[];
}
