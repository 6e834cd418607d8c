// Inputs whose description is a hint about the value read it after the field, next to the error,
// rather than between the label and the field (Mantine's default).
export const DESCRIPTION_BELOW_INPUT: ("label" | "input" | "description" | "error")[] = ["label", "input", "description", "error"];
