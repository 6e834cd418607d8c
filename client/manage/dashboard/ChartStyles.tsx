// @mantine/charts' stylesheet, carried by the dashboard's own chunk: the build makes one
// stylesheet for every screen (vite.config.ts, cssCodeSplit: false), which the public pages load
// before their first paint, and the charts' rules have no business there. React puts the <style>
// in the document's head once, however many charts render it.
import chartsCss from "@mantine/charts/styles.css?inline";

export function ChartStyles() {
  return (
    <style href="mantine-charts" precedence="default">
      {chartsCss}
    </style>
  );
}
