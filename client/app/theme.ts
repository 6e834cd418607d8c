// The Mantine theme: a deep "studio" blue with a warm amber accent (the colour of an "on air"
// light), system fonts, generous radii and visible keyboard focus.
import { createTheme, type MantineColorsTuple } from "@mantine/core";

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

export const theme = createTheme({
  primaryColor: "studio",
  primaryShade: { light: 7, dark: 4 },
  colors: { studio, amber },
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
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: { defaultProps: { size: "md" } },
    Alert: { defaultProps: { radius: "md" } },
  },
});
