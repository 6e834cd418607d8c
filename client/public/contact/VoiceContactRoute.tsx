// /voice-contact — the quote request for custom voice work: service, languages, word count or
// duration, deadline, script upload and notes, behind the bot-check. It reaches the studio as a
// quote to answer with a payable order. `?service=<slug>` and `?voice=<slug>` preselect.
import "@mantine/dates/styles.css";
import { Alert, Button, Grid, NumberInput, SegmentedControl, Select, Stack, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo, useState, type KeyboardEvent } from "react";
import { graphql } from "react-relay";
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { MESSAGE_MAX_LENGTH } from "../../../common/validation/contactFields.ts";
import type { VoiceContactRouteQuery as VoiceContactRouteQueryType } from "../../__generated__/VoiceContactRouteQuery.graphql.ts";
import { NameAndEmailCols } from "./NameAndEmailCols.tsx";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { AltchaField, useAltcha } from "../../ui/AltchaField.tsx";
import { deferredFormValidator } from "../../ui/deferredFormValidator.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { FormFields } from "../../ui/FormFields.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { thankYouPath } from "../pages/thankYou.ts";
import { languageName } from "../../ui/languages.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { datePickerRange, isPastDate } from "./dateRange.ts";
import { durationText, quoteInput, serviceOptions, type QuoteFormValues } from "./quoteForm.ts";
import { ScriptDropzone } from "./ScriptDropzone.tsx";
import { scriptFileProblem } from "./scriptUpload.ts";
import { StudioContactCard } from "./StudioContactCard.tsx";
import { useRequestQuoteMutation } from "./useRequestQuoteMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useRouteQuery } from "../../ui/routeLoaders.ts";
import { hydratedLater } from "../../ui/hydratedLater.tsx";

// The date picker (Mantine's calendar and dayjs) is the biggest of this form's fields, and the
// deadline is optional: the other fields take input without it.
const DateInput = hydratedLater(() => import("@mantine/dates").then((module) => module.DateInput));

const VoiceContactRouteQuery = graphql`
  query VoiceContactRouteQuery($voiceSlug: String!, $withVoice: Boolean!) {
    services {
      slug
      name
      pricingModel
    }
    voiceFacets {
      languages
    }
    voice(slug: $voiceSlug) @include(if: $withVoice) {
      name
      languages
    }
    settings {
      ...StudioContactCard_settings
    }
  }
`;

const MAX_LANGUAGES = 20;

const validateQuoteRequest = deferredFormValidator(() => import("../../../common/validation/contactSchemas.ts").then((schemas) => schemas.quoteRequestSchema));
const COMMON_LANGUAGES = ["English", "German", "French", "Spanish", "Italian", "Dutch", "Portuguese", "Polish", "Swedish", "Danish", "Norwegian", "Finnish", "Czech", "Turkish", "Arabic", "Mandarin Chinese", "Japanese"];

export function loader({ request }: LoaderFunctionArgs) {
  const voiceSlug = new URL(request.url).searchParams.get("voice") ?? "";
  return loadRouteQuery<VoiceContactRouteQueryType>(VoiceContactRouteQuery, { voiceSlug, withVoice: voiceSlug !== "" });
}

export function Component() {
  usePageMeta({
    title: "Request a quote",
    description: "Describe your voice-over project — service, languages, length and deadline — attach your script and receive a fixed quote from the studio.",
  });
  const data = useRouteQuery<VoiceContactRouteQueryType>(VoiceContactRouteQuery);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [request, requesting] = useRequestQuoteMutation();
  const altcha = useAltcha();
  const [languageSearch, setLanguageSearch] = useState("");
  // Why the dropzone refused the last file; stays until another file is chosen.
  const [scriptRefusal, setScriptRefusal] = useState<string | null>(null);
  const range = useMemo(() => datePickerRange(), []);

  const requestedService = searchParams.get("service");
  const voice = data.voice ?? null;
  const form = useForm<QuoteFormValues>({
    name: "quote",
    mode: "controlled",
    initialValues: {
      name: "",
      email: "",
      phone: "",
      company: "",
      serviceSlug: data.services.some((service) => service.slug === requestedService) ? (requestedService ?? "") : "",
      languages: voice ? voice.languages.map(languageName) : [],
      lengthKind: "words",
      wordCount: "",
      durationSeconds: "",
      deadline: null,
      script: null,
      notes: voice ? `I would like ${voice.name} to record this.` : "",
      altcha: "",
    },
    validate: altcha.validateWith((values) => {
      const errors: Record<string, string> = validateQuoteRequest(quoteInput(values));
      const scriptProblem = values.script ? scriptFileProblem(values.script) : null;
      if (scriptProblem) errors.script = scriptProblem;
      return errors;
    }),
  });

  const languageSuggestions = useMemo(() => [...new Set([...data.voiceFacets.languages.map(languageName), ...COMMON_LANGUAGES])], [data.voiceFacets.languages]);
  const addLanguage = (value: string) => {
    const language = value.trim();
    const current = form.getValues().languages;
    if (language && !current.includes(language) && current.length < MAX_LANGUAGES) form.setFieldValue("languages", [...current, language]);
  };
  // Tab confirms a typed language too (seed.md §5: comma, Tab and Enter confirm a tag).
  const onLanguageKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Tab" && !event.shiftKey && languageSearch.trim()) {
      event.preventDefault();
      addLanguage(languageSearch);
      setLanguageSearch("");
    }
  };

  const { onSubmit, alert } = useFormSubmit(form, {
    submit: (values) => request(quoteInput(values), values.script),
    success: "ContactMessageSentPayload",
    onSuccess: (result) => navigate(thankYouPath("quote"), { state: { message: result.message } }),
    onSettled: () => altcha.reset(),
  });

  const values = form.getValues();
  return (
    <>
      <PageHeader
        eyebrow="Quote request"
        title="Request a quote"
        lead="Tell us about your project and we reply with a fixed price and a delivery date, usually within one working day. Once you accept, you pay online and we start recording."
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <form onSubmit={onSubmit} noValidate aria-label="Request a quote">
            <FormFields gap="md">
              <FormAlert>{alert}</FormAlert>
              {voice && (
                <Alert variant="light" color="studio" icon={<Icon name="mic" />}>
                  You asked for {voice.name}. Mention any other voice you would like to hear in the notes.
                </Alert>
              )}
              <Select
                label="Service"
                placeholder="Choose a service"
                data={serviceOptions(data.services)}
                required
                allowDeselect={false}
                size="md"
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("serviceSlug")}
              />
              <TagsInput
                label="Languages"
                description="Type a language and press Enter, Tab or comma. Add every language you need."
                placeholder={values.languages.length ? undefined : "e.g. English, German"}
                data={languageSuggestions}
                maxTags={MAX_LANGUAGES}
                splitChars={[","]}
                clearable
                required
                size="md"
                searchValue={languageSearch}
                onSearchChange={setLanguageSearch}
                onKeyDown={onLanguageKeyDown}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("languages")}
              />
              <Stack gap={6}>
                <Text size="md" fw={500} id="quote-length-label">
                  Length of the script
                </Text>
                <SegmentedControl
                  aria-labelledby="quote-length-label"
                  data={[
                    { value: "words", label: "Word count" },
                    { value: "duration", label: "Duration" },
                  ]}
                  w="fit-content"
                  {...form.getInputProps("lengthKind")}
                />
                {values.lengthKind === "words" ? (
                  <NumberInput
                    label="Word count"
                    description="Optional. Roughly 150 words make a minute of speech."
                    min={1}
                    max={1_000_000}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=","
                    size="md"
                    {...form.getInputProps("wordCount")}
                  />
                ) : (
                  <NumberInput
                    label="Duration in seconds"
                    description={`Optional. ${durationText(values.durationSeconds) ?? "For example 30 for a radio spot or 90 for a minute and a half."}`}
                    min={1}
                    max={24 * 60 * 60}
                    allowDecimal={false}
                    allowNegative={false}
                    size="md"
                    {...form.getInputProps("durationSeconds")}
                  />
                )}
              </Stack>
              <DateInput
                label="Deadline"
                description="Optional. The day you need the recordings."
                placeholder="Pick a date"
                valueFormat="D MMMM YYYY"
                clearable
                size="md"
                minDate={range.minDate}
                maxDate={range.maxDate}
                excludeDate={(date) => isPastDate(date)}
                popoverProps={{ withinPortal: true }}
                {...form.getInputProps("deadline")}
              />
              <ScriptDropzone
                value={values.script}
                onChange={(file) => {
                  form.setFieldValue("script", file);
                  form.clearFieldError("script");
                  setScriptRefusal(null);
                }}
                onReject={setScriptRefusal}
                error={form.errors.script ?? scriptRefusal}
              />
              <Textarea
                label="Notes"
                description="Optional: where the recording will be used, pronunciation of names, the tone you have in mind."
                autosize
                minRows={4}
                maxRows={12}
                maxLength={MESSAGE_MAX_LENGTH}
                size="md"
                {...form.getInputProps("notes")}
              />
              <Grid gap="md">
                <NameAndEmailCols getInputProps={form.getInputProps} />
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <TextInput label="Phone" type="tel" autoComplete="tel" description="Optional" {...form.getInputProps("phone")} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <TextInput label="Company" autoComplete="organization" description="Optional" {...form.getInputProps("company")} />
                </Grid.Col>
              </Grid>
              <AltchaField {...altcha.fieldProps} {...form.getInputProps("altcha")} />
              <div>
                <Button type="submit" size="md" loading={requesting}>
                  Send quote request
                </Button>
              </div>
            </FormFields>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <StudioContactCard settings={data.settings} title="Prefer to talk it through?" />
        </Grid.Col>
      </Grid>
    </>
  );
}
