// The master check in the API: the figures and warnings the studio reads for each uploaded master
// (server/fulfilment/masterCheck.ts), on Recording.check.
import { builder } from "../schema/builder.ts";
import { MASTER_WARNING_TOPICS, type MasterCheck, type MasterWarning } from "./masterCheck.ts";

const MasterWarningCodeEnum = builder.enumType("MasterWarningCode", { values: MASTER_WARNING_TOPICS });

const MasterWarningRef = builder.objectRef<MasterWarning>("MasterWarning").implement({
  description: "Something in a master a studio should know before its files are rendered.",
  authScopes: { staff: true },
  fields: (t) => ({
    code: t.field({ type: MasterWarningCodeEnum, resolve: (warning) => warning.code }),
    message: t.exposeString("message", { description: "What was found, with its figures, and what it means for the delivered files." }),
  }),
});

export const MasterCheckRef = builder.objectRef<MasterCheck>("MasterCheck").implement({
  description: "What the master check found when the master was uploaded: levels, faults and silences, with a waveform.",
  authScopes: { staff: true },
  fields: (t) => ({
    durationMs: t.exposeInt("durationMs"),
    sampleRate: t.exposeInt("sampleRate", { description: "Hz, as recorded." }),
    channels: t.exposeInt("channels", { nullable: true, description: "Null: not recorded when this master was checked." }),
    peakDbfs: t.exposeFloat("peakDbfs", { description: "Highest sample, dBFS." }),
    clippedSamples: t.exposeInt("clippedSamples", { description: "Samples at full scale next to another one at full scale." }),
    dcOffsetPercent: t.exposeFloat("dcOffsetPercent", { description: "Mean sample value, per cent of full scale (signed)." }),
    noiseFloorDbfs: t.exposeFloat("noiseFloorDbfs", { nullable: true, description: "Level of the quietest tenth of the recording, dBFS; null: digital silence." }),
    humHz: t.exposeInt("humHz", { nullable: true, description: "Mains hum found in the pauses: 50 or 60; null: none." }),
    humDbfs: t.exposeFloat("humDbfs", { nullable: true, description: "The hum's level, dBFS; null: none." }),
    activeLevelDbm0: t.exposeFloat("activeLevelDbm0", { nullable: true, description: "ITU-T P.56 active speech level, dBm0 (−19 dBm0 = active RMS 2600 on 16-bit); null: no speech found." }),
    targetLevelDbm0: t.exposeFloat("targetLevelDbm0", { description: "The level every delivered speech file is rendered at, dBm0." }),
    activityPercent: t.exposeFloat("activityPercent", { description: "Share of the recording that is active speech (P.56), per cent." }),
    leadingSilenceMs: t.exposeInt("leadingSilenceMs", { description: "Before the first word." }),
    trailingSilenceMs: t.exposeInt("trailingSilenceMs", { description: "After the last word." }),
    longestPauseMs: t.exposeInt("longestPauseMs", { description: "The longest pause between words." }),
    waveform: t.exposeFloatList("waveform", {
      description: "The waveform as min/max pairs over equal stretches of the recording, flattened: [min₀, max₀, min₁, max₁, …], each −1 to 1 of full scale, three decimals.",
    }),
    warnings: t.field({ type: [MasterWarningRef], description: "In the order a studio would fix them; empty: nothing found.", resolve: (check) => check.warnings }),
  }),
});
