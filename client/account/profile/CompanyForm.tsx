// The customer's company, if they order for one: its name, VAT number, address and country go on
// their invoices, and new orders are billed in its country (an EU VAT number from another EU
// country than the studio's means no VAT: reverse charge). Saving the first time creates it.
import { Button, Group, SimpleGrid, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import type { CompanyForm_user$data, CompanyForm_user$key } from "../../__generated__/CompanyForm_user.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { isResultError } from "../../ui/resultError.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { useLeaveOwnCompanyMutation } from "./useLeaveOwnCompanyMutation.ts";
import { useSaveOwnCompanyMutation } from "./useSaveOwnCompanyMutation.ts";
import { CountrySelect } from "../../ui/CountrySelect.tsx";
import { isStaffRole } from "../../../common/staffRoles.ts";

type Values = { name: string; vatNumber: string; addressLine1: string; postalCode: string; city: string; country: string | null };

function valuesOf(company: CompanyForm_user$data["company"]): Values {
  return {
    name: company?.name ?? "",
    vatNumber: company?.vatNumber ?? "",
    addressLine1: company?.addressLine1 ?? "",
    postalCode: company?.postalCode ?? "",
    city: company?.city ?? "",
    country: company?.country ?? null,
  };
}

export function CompanyForm({ user: userKey }: { user: CompanyForm_user$key }) {
  const user = useFragment(
    graphql`
      fragment CompanyForm_user on User {
        role
        company {
          id
          name
          vatNumber
          addressLine1
          postalCode
          city
          country
        }
      }
    `,
    userKey,
  );
  const [save] = useSaveOwnCompanyMutation();
  const [leave, leaving] = useLeaveOwnCompanyMutation();
  const form = useForm<Values>({ mode: "controlled", initialValues: valuesOf(user.company), validate: { name: (value) => (value.trim() ? null : "is required") } });

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) => save({ ...values, country: values.country ?? "" }),
    success: "OwnCompanyPayload",
    notify: (result) => `${result.user.company?.name ?? "Your company"} is saved.`,
    onSuccess: (result) => {
      const saved = valuesOf(result.user.company);
      form.setValues(saved);
      form.resetDirty(saved);
    },
  });

  const leaveNow = async () => {
    try {
      const result = await leave();
      if (isResultError(result)) {
        notifications.show({ color: "red", message: result.message });
        return;
      }
      form.setValues(valuesOf(null));
      form.resetDirty(valuesOf(null));
      notifications.show({ color: "teal", message: "You order as a private person now.", autoClose: TOAST_MS });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not leave the company", message: requestErrorMessage(error) });
    }
  };
  const onLeave = () =>
    askToConfirm({
      title: `Stop ordering for ${user.company?.name ?? "your company"}?`,
      question: "New orders are billed to you as a private person. Orders already placed keep their invoices.",
      confirm: "Stop ordering for it",
      danger: true,
      onConfirm: () => void leaveNow(),
    });

  if (isStaffRole(user.role)) return null;
  return (
    <ProfileSection
      title="Company"
      description="Ordering for a business? Its details go on your invoices and new orders are billed in its country. With an EU VAT number from another EU country than ours, no VAT is charged (reverse charge)."
    >
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Your company">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Company name" required {...form.getInputProps("name")} />
          <TextInput label="VAT number" description="With the country's prefix, e.g. DE123456789" spellCheck={false} autoCapitalize="characters" {...form.getInputProps("vatNumber")} />
          <TextInput label="Address" {...form.getInputProps("addressLine1")} />
          <TextInput label="Postal code" {...form.getInputProps("postalCode")} />
          <TextInput label="City" {...form.getInputProps("city")} />
          <CountrySelect {...form.getInputProps("country")} />
        </SimpleGrid>
        <Group justify="space-between">
          {user.company && user.role !== "RESELLER" ? (
            <Button variant="subtle" color="red" onClick={onLeave} loading={leaving}>
              Stop ordering for this company
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {user.company ? "Your reseller account belongs to this company." : "No company: you order as a private person."}
            </Text>
          )}
          <Button type="submit" loading={submitting}>
            {user.company ? "Save company" : "Add company"}
          </Button>
        </Group>
      </SubmitForm>
    </ProfileSection>
  );
}
