/**
 * The placeholders a compiled card keeps for a value chosen as its permanent enters (614.12, 614.12a): never a subtype or
 * a color the engine sees — compile/chosen.ts replaces each with the value chosen, or makes the text using it unmodelled
 * when nobody said what was chosen.
 */

/** The subtype a filter or an added type names when it is "the chosen type". */
export const CHOSEN_TYPE = '(the chosen type)';

/** The color a filter names when it is "the chosen color" ("creatures you control of the chosen color"). */
export const CHOSEN_COLOR_PICK = '(the chosen color)';
