// The Mantine theme: a deep "studio" blue with a warm amber accent (the colour of an "on air"
// light), system fonts, generous radii and visible keyboard focus.
import { createTheme, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from "@mantine/core";
import classes from "./theme.module.css";

const studio: MantineColorsTuple = [
  "#eef2fb",
  "#dbe2f2",
  "#b3c2e4",
  "#889fd6",
  "#6582ca",
  "#4f70c3",
  "#4366c1",
  "#3556aa",
  "#2d4c99",
  "#1f2a44",
];

const amber: MantineColorsTuple = [
  "#fff8e1",
  "#ffefcc",
  "#ffdd9b",
  "#ffca64",
  "#ffba38",
  "#ffb01b",
  "#ffab09",
  "#e39500",
  "#ca8400",
  "#af7100",
];

// Mantine's gray with a darker shade 6: it is the "dimmed" text colour, and the default (#868e96)
// falls short of WCAG AA contrast (4.5:1) on white and on the light studio tints.
const gray: MantineColorsTuple = ["#f8f9fa", "#f1f3f5", "#e9ecef", "#dee2e6", "#ced4da", "#adb5bd", "#5f666d", "#495057", "#343a40", "#212529"];

/**
 * Light variants (badges, light buttons and alerts) take the darkest shade of their colour, darker
 * still, for the text, so small caps on the light tint stay readable (WCAG AA contrast); so do
 * subtle, outline and transparent ones of any colour but the primary.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return resolved;
  if (input.variant === "light") return { ...resolved, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 40%)` };
  // Text on white (subtle, outline, transparent buttons): Mantine caps it at shade 6, which for
  // red (#fa5252) is 3.3:1; shade 9 of any colour but the primary reads at AA.
  if (OUTLINED_TEXT.has(input.variant ?? "") && parsed.color !== input.theme.primaryColor) return { ...resolved, color: `var(--mantine-color-${parsed.color}-9)` };
  return resolved;
};

const OUTLINED_TEXT = new Set(["subtle", "outline", "transparent"]);

// A field's description is a hint about its value: it reads after the field, next to the error,
// rather than between the label and the field (Mantine's default). Groups of radios and
// checkboxes keep theirs above the options.
const descriptionBelowInput = { inputWrapperOrder: ["label", "input", "description", "error"] as ("label" | "input" | "description" | "error")[] };

export const theme = createTheme({
  variantColorResolver,
  primaryColor: "studio",
  primaryShade: { light: 7, dark: 4 },
  colors: { studio, amber, gray },
  defaultRadius: "md",
  focusRing: "auto",
  cursorType: "pointer",
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: "700",
  },
  components: {
    Button: { defaultProps: { radius: "md" } },
    Card: { defaultProps: { radius: "lg", withBorder: true } },
    Paper: { defaultProps: { radius: "lg" } },
    TextInput: { defaultProps: { size: "md", ...descriptionBelowInput } },
    PasswordInput: { defaultProps: { size: "md", ...descriptionBelowInput } },
    Textarea: { defaultProps: descriptionBelowInput },
    NumberInput: { defaultProps: descriptionBelowInput },
    Select: { defaultProps: descriptionBelowInput },
    MultiSelect: { defaultProps: descriptionBelowInput },
    TagsInput: { defaultProps: descriptionBelowInput },
    DateInput: { defaultProps: descriptionBelowInput },
    DateTimePicker: { defaultProps: descriptionBelowInput },
    Alert: { defaultProps: { radius: "md" } },
    Input: { classNames: { input: classes.input } },
    // Close buttons are read aloud by what they do.
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // A table wider than a phone scrolls sideways in its own box, which the keyboard can reach and
    // scroll too (WCAG 2.1.1). The box is the containing block of the table's visually hidden
    // labels (position: absolute): otherwise they are placed against the page, outside the
    // sideways scroll, and widen the whole page on a phone.
    TableScrollContainer: { defaultProps: { type: "native", tabIndex: 0 }, styles: { scrollContainer: { position: "relative" } } },
    // A badge shows its whole label ("Revision requested", "Ready") even in a narrow cell, never "Rea…".
    Badge: {
      styles: {
        root: { overflow: "visible", maxWidth: "none", flexShrink: 0 },
        label: { overflow: "visible", textOverflow: "clip", whiteSpace: "nowrap" },
      },
    },
  },
});

/**
 * Mantine's error colour (red 6, #fa5252) is 3.6:1 on white, below WCAG AA for the small text of
 * field errors; red 9 is 5.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-error": "var(--mantine-color-red-9)" },
  dark: {},
});
