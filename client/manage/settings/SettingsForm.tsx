// The one form of /manage/settings, in sections. It sends every setting; the server changes only
// those that differ, and its ValidationError goes under the fields it names (the referral rate in
// percent and the file-size cap in MB map from the server's basis points and bytes).
import { Anchor, Button, Fieldset, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { SHOP_CURRENCIES } from "../../../common/currencies.ts";
import type { SettingsForm_settings$key } from "../../__generated__/SettingsForm_settings.graphql.ts";
import { countryOptions } from "../../ui/billingCountries.ts";
import { countryFilter } from "../../ui/countrySearch.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { PercentInput } from "../PercentInput.tsx";
import { MoneyInput } from "../services/MoneyInput.tsx";
import { useEditorForm } from "../useEditorForm.ts";
import { REFERRAL_MAX_PERCENT, SETTINGS_SERVER_FIELD_NAMES, settingsFormValues, settingsInput, validateSettingsForm, type SettingsFormValues } from "./settingsForm.ts";
import { useUpdateSettingsMutation } from "./useUpdateSettingsMutation.ts";

const CURRENCY_OPTIONS = SHOP_CURRENCIES.map((code) => ({ value: code, label: code }));

export function SettingsForm({ settings: settingsKey, onSaved }: { settings: SettingsForm_settings$key; onSaved: () => void }) {
  const settings = useFragment(
    graphql`
      fragment SettingsForm_settings on AdminSettings {
        studioName
        description
        contactEmail
        contactPhone
        address
        country
        currency
        vatNumber
        wordsPerMinute
        freeRevisions
        revisionWindowDays
        extraRevisionPrice
        approvalWindowDays
        audioLeadMs
        audioTailMs
        masterMaxMinutes
        referralRateBasisPoints
        referralCommissionOn
        referralMonths
        commissionHoldingDays
        payoutMinimum
      }
    `,
    settingsKey,
  );
  const [update] = useUpdateSettingsMutation();
  const form = useEditorForm<SettingsFormValues>(settingsFormValues(settings), validateSettingsForm);
  const values = form.getValues();
  const country = values.country;
  const countries = useMemo(() => countryOptions(country), [country]);

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) => update(settingsInput(values)),
    success: "AdminSettings",
    notify: () => "The settings are saved.",
    onSuccess: onSaved,
    fieldNames: SETTINGS_SERVER_FIELD_NAMES,
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Studio settings" gap="lg">
      <Fieldset legend="Studio and contact">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput size="sm" label="Studio name" description="Shown across the site, in e-mails and on invoices" required maxLength={100} {...form.getInputProps("studioName")} />
            <TextInput size="sm" label="Contact e-mail" description="Where customers write to the studio" required type="email" {...form.getInputProps("contactEmail")} />
            <TextInput size="sm" label="Contact phone" maxLength={40} {...form.getInputProps("contactPhone")} />
          </SimpleGrid>
          <TextInput size="sm" label="Description" description="One line about the studio, used for the site's page descriptions" maxLength={300} {...form.getInputProps("description")} />
          <Textarea size="sm" label="Address" description="The studio's postal address, printed on invoices" autosize minRows={2} maxRows={6} maxLength={500} {...form.getInputProps("address")} />
        </Stack>
      </Fieldset>

      <Fieldset legend="Invoices and tax">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label="Country"
            description="The billing country offered first; decides EU reverse charge"
            data={countries}
            searchable
            filter={countryFilter}
            nothingFoundMessage="No country matches"
            allowDeselect={false}
            required
            maxDropdownHeight={280}
            {...form.getInputProps("country")}
          />
          <Select
            label="Currency"
            description="For new services, discount codes and partner payouts; existing services keep theirs"
            data={CURRENCY_OPTIONS}
            allowDeselect={false}
            required
            {...form.getInputProps("currency")}
          />
          <TextInput size="sm" label="VAT number" description="Printed on invoices, with its country prefix; empty: none" spellCheck={false} autoCapitalize="characters" {...form.getInputProps("vatNumber")} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Production">
        <Stack gap="sm">
          <NumberInput
            label="Words per minute"
            description="Reading speed for the estimated spoken duration of scripts (80 to 250)"
            allowDecimal={false}
            allowNegative={false}
            hideControls
            maw={280}
            {...form.getInputProps("wordsPerMinute")}
          />
          <Text size="sm" c="dimmed">
            Turnaround times and rush fees are set per service, on{" "}
            <Anchor component={Link} to="/manage/services" size="sm" underline="always">
              Services
            </Anchor>
            .
          </Text>
        </Stack>
      </Fieldset>

      <Fieldset legend="Revisions and approval">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput label="Free revisions" description="Per delivery (0 to 10)" allowDecimal={false} allowNegative={false} hideControls {...form.getInputProps("freeRevisions")} />
          <NumberInput label="Revision window" description="Days after a delivery to ask for a free one (1 to 90)" rightSection={<Unit>days</Unit>} rightSectionWidth={48} allowDecimal={false} allowNegative={false} hideControls {...form.getInputProps("revisionWindowDays")} />
          <MoneyInput label="Extra revision" description="Price of one beyond the free ones, net of tax; 0: not sold" currency={values.currency} {...form.getInputProps("extraRevisionPrice")} />
          <NumberInput label="Approval window" description="Days after a delivery until it counts as approved (1 to 90)" rightSection={<Unit>days</Unit>} rightSectionWidth={48} allowDecimal={false} allowNegative={false} hideControls {...form.getInputProps("approvalWindowDays")} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Audio delivery rules">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput label="Silence before speech" description="0 to 2000 ms" rightSection={<Unit>ms</Unit>} allowDecimal={false} allowNegative={false} hideControls {...form.getInputProps("audioLeadMs")} />
          <NumberInput label="Silence after speech" description="0 to 2000 ms" rightSection={<Unit>ms</Unit>} allowDecimal={false} allowNegative={false} hideControls {...form.getInputProps("audioTailMs")} />
          <NumberInput label="Longest master" description="1 to 180 minutes" rightSection={<Unit>min</Unit>} allowDecimal={false} allowNegative={false} hideControls {...form.getInputProps("masterMaxMinutes")} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Referral programme and payouts">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PercentInput label="Referral rate" description={`Of a referred customer's paid order, net of tax (0 to ${REFERRAL_MAX_PERCENT} %)`} {...form.getInputProps("referralRate")} />
            <NumberInput label="Holding period" description="Days before a commission is approved: the refund window (0 to 365)" rightSection={<Unit>days</Unit>} rightSectionWidth={48} allowDecimal={false} allowNegative={false} hideControls {...form.getInputProps("commissionHoldingDays")} />
            <MoneyInput label="Minimum payout" description="The smallest payout a partner can ask for" currency={values.currency} {...form.getInputProps("payoutMinimum")} />
          </SimpleGrid>
          <Radio.Group label="Which orders earn a commission" {...form.getInputProps("referralCommissionOn")}>
            <Stack gap="xs" mt="xs">
              <Radio value="FIRST_ORDER" label="The referred customer's first paid order" />
              <Radio value="ORDERS_WITHIN_MONTHS" label="Every paid order within the months below of signing up" />
            </Stack>
          </Radio.Group>
          <NumberInput
            label="Months"
            description="How long a referred customer's orders earn, with “every paid order” (1 to 60)"
            rightSection={<Unit>months</Unit>}
            rightSectionWidth={64}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            maw={280}
            {...form.getInputProps("referralMonths")}
          />
        </Stack>
      </Fieldset>

      <Group justify="flex-end">
        <Button type="submit" loading={submitting}>
          Save settings
        </Button>
      </Group>
    </SubmitForm>
  );
}

function Unit({ children }: { children: string }) {
  return (
    <Text span size="sm" c="dimmed" aria-hidden="true">
      {children}
    </Text>
  );
}
