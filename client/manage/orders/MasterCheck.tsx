// What the master check found in one uploaded master, shown on the desk as soon as it is uploaded
// and before its files are rendered: the warnings first, then the waveform, then the figures a
// telephone engineer reads (length, rate, channels, peak, clipping, DC, noise floor and hum, and
// the P.56 active level beside the level every file is rendered at).
import { Alert, Badge, Box, DataList, Group, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { MasterCheck_recording$key } from "../../__generated__/MasterCheck_recording.graphql.ts";
import { Waveform } from "../../ui/audio/Waveform.tsx";
import { DetailField } from "../DetailField.tsx";
import {
  formatChannels,
  formatDcOffset,
  formatDecibels,
  formatSampleRate,
  formatSeconds,
  levelAgainstTarget,
  masterWarningColor,
  masterWarningTitle,
  waveformLabel,
  warningCount,
} from "./masterCheckText.ts";

// Two columns on a phone, three beside the order's other sections on a desktop.
const FIGURES_GRID = { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))", columnGap: "var(--mantine-spacing-sm)" } as const;

export function MasterCheck({ recording, title }: { recording: MasterCheck_recording$key; /** The prompt the master records. */ title: string }) {
  const data = useFragment(
    graphql`
      fragment MasterCheck_recording on Recording {
        fileName
        check {
          durationMs
          sampleRate
          channels
          peakDbfs
          clippedSamples
          dcOffsetPercent
          noiseFloorDbfs
          humHz
          humDbfs
          activeLevelDbm0
          targetLevelDbm0
          activityPercent
          leadingSilenceMs
          trailingSilenceMs
          longestPauseMs
          waveform
          warnings {
            code
            message
          }
        }
      }
    `,
    recording,
  );
  const check = data.check;
  const label = `Master check of ${title}`;
  if (!check) {
    return (
      <Text size="xs" c="dimmed">
        No master check: this master was uploaded before masters were checked.
      </Text>
    );
  }

  // Relay types a nullable field as possibly missing too: null and missing read the same here.
  const channels = check.channels ?? null;
  const noiseFloor = check.noiseFloorDbfs ?? null;
  const hum = check.humHz != null && check.humDbfs != null ? `${check.humHz} Hz at ${formatDecibels(check.humDbfs, "dBFS")}` : "None found";
  const level = check.activeLevelDbm0 ?? null;

  return (
    <Box component="section" aria-label={label}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Master check
          </Text>
          <Badge variant="light" color={check.warnings.length ? "yellow" : "teal"} tt="none">
            {warningCount(check.warnings.length)}
          </Badge>
        </Group>
        {check.warnings.map((warning) => (
          <Alert key={warning.code} variant="light" color={masterWarningColor(warning.code)} title={masterWarningTitle(warning.code)} p="xs">
            <Text size="sm">{warning.message}</Text>
          </Alert>
        ))}
        <Waveform peaks={check.waveform} label={waveformLabel(data.fileName, { ...check, activeLevelDbm0: level })} />
        <DataList orientation="vertical" size="sm" gap="xs" style={FIGURES_GRID}>
          <DetailField label="Length" value={formatSeconds(check.durationMs)} />
          <DetailField label="Sample rate" value={formatSampleRate(check.sampleRate)} />
          {channels !== null && <DetailField label="Channels" value={formatChannels(channels)} />}
          <DetailField label="Peak" value={formatDecibels(check.peakDbfs, "dBFS")} />
          <DetailField label="Clipped samples" value={check.clippedSamples.toLocaleString("en-GB")} />
          <DetailField label="DC offset" value={formatDcOffset(check.dcOffsetPercent)} />
          <DetailField label="Noise floor" value={noiseFloor === null ? "Digital silence" : formatDecibels(noiseFloor, "dBFS")} />
          <DetailField label="Mains hum" value={hum} />
          <DetailField
            label="Active level (P.56)"
            value={
              level === null ? (
                "No speech found"
              ) : (
                <>
                  <span>{formatDecibels(level, "dBm0")}</span>
                  <Text span size="xs" c="dimmed" display="block">
                    {levelAgainstTarget(level, check.targetLevelDbm0)}, {check.activityPercent.toFixed(0)} % speech
                  </Text>
                </>
              )
            }
          />
          <DetailField label="Silence before / after" value={`${formatSeconds(check.leadingSilenceMs)} / ${formatSeconds(check.trailingSilenceMs)}`} />
          <DetailField label="Longest pause" value={formatSeconds(check.longestPauseMs)} />
        </DataList>
      </Stack>
    </Box>
  );
}
