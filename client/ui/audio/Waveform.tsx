// A recording's waveform drawn from its min/max pairs: full scale at the top and bottom edges, so
// a quiet recording looks quiet and a clipped one touches the edges. A quiet one is also drawn
// behind, lighter, raised to its peak, so its words and pauses can be seen. One image for
// assistive technology, described by `label`.
import { Box, Text } from "@mantine/core";
import { waveformColumns, waveformPath, waveformZoomDb } from "./waveform.ts";

export function Waveform({ peaks, label, height = 72 }: { /** min₀, max₀, min₁, max₁, … each −1..1 of full scale. */ peaks: readonly number[]; label: string; height?: number }) {
  const columns = Math.max(1, waveformColumns(peaks));
  const zoomDb = waveformZoomDb(peaks);
  return (
    <div>
      <Box bg="gray.0" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: "var(--mantine-radius-sm)", overflow: "hidden", lineHeight: 0 }}>
        <svg role="img" aria-label={label} width="100%" height={height} viewBox={`0 0 ${columns} 2`} preserveAspectRatio="none" focusable="false">
          <line x1={0} x2={columns} y1={1} y2={1} stroke="var(--mantine-color-gray-4)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          {zoomDb !== null && <path d={waveformPath(peaks, 10 ** (zoomDb / 20))} stroke="var(--mantine-primary-color-2)" strokeWidth={1} fill="none" />}
          <path d={waveformPath(peaks)} stroke="var(--mantine-primary-color-filled)" strokeWidth={1} fill="none" />
        </svg>
      </Box>
      {zoomDb !== null && (
        <Text size="xs" c="dimmed" mt={2}>
          Dark: as recorded, full scale at the edges. Light: raised {zoomDb} dB to show its shape.
        </Text>
      )}
    </div>
  );
}
