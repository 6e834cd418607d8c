// The viewer's name, e-mail address and phone number, and a customer's consent to payment
// reminders, saved with updateProfile.
import { Button, Checkbox, Group, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import { updateProfileSchema } from "../../../common/validation/accountSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import type { ProfileForm_user$key } from "../../__generated__/ProfileForm_user.graphql.ts";
import { SubmitForm } from "../SubmitForm.tsx";
import { ProfileSection } from "./ProfileSection.tsx";
import { useUpdateProfileMutation } from "./useUpdateProfileMutation.ts";
import { useFormSubmit } from "../useFormSubmit.ts";

const schema = updateProfileSchema;

export function ProfileForm({ user: userKey }: { user: ProfileForm_user$key }) {
  const user = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        name
        email
        phone
        role
        remindUnpaidOrders
      }
    `,
    userKey,
  );
  const [updateProfile, saving] = useUpdateProfileMutation();
  // The studio's staff order nothing for themselves.
  const ordersForThemselves = user.role === "CUSTOMER" || user.role === "RESELLER";
  const form = useForm({
    mode: "controlled",
    initialValues: { name: user.name, email: user.email, phone: user.phone ?? "", remindUnpaidOrders: user.remindUnpaidOrders },
    validate: formValidator(schema),
  });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => updateProfile({ name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null, remindUnpaidOrders: values.remindUnpaidOrders }),
    success: "UserPayload",
    notify: () => "Your profile is saved.",
    onSuccess: (_result, values) => {
      form.setValues({ name: values.name.trim(), email: values.email.trim().toLowerCase(), phone: values.phone.trim(), remindUnpaidOrders: values.remindUnpaidOrders });
      form.resetDirty();
    },
  });

  return (
    <ProfileSection title="Personal details" description="How we address you, and where we send order updates and invoices.">
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Personal details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps("name")} />
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <TextInput label="Phone" type="tel" autoComplete="tel" description="Optional, for questions about an order." {...form.getInputProps("phone")} />
        </SimpleGrid>
        {ordersForThemselves && (
          <Checkbox
            label="If I leave an order unpaid, you may send me one reminder with the link to pay it"
            {...form.getInputProps("remindUnpaidOrders", { type: "checkbox" })}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || saving}>
            Undo changes
          </Button>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save details
          </Button>
        </Group>
      </SubmitForm>
    </ProfileSection>
  );
}
