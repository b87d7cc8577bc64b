import { drawAction } from "#contracts/draw.ts";

/**
 * A week action's own body schema: the option of `POST draw-lucky`'s union that the form's `action` field names.
 * readForm reads one object's fields, so the admin page reads its form against the option it posts.
 */
export const weekAction = (name: FormDataEntryValue | null) => drawAction.options.find((option) => option.shape.action.value === name);
