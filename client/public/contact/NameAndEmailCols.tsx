// The sender's name and e-mail address, side by side in a form's grid.
import { Grid, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";

export function NameAndEmailCols({ getInputProps }: { getInputProps: (field: "name" | "email") => GetInputPropsReturnType }) {
  return (
    <>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput label="Name" autoComplete="name" required {...getInputProps("name")} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput label="E-mail" type="email" autoComplete="email" required {...getInputProps("email")} />
      </Grid.Col>
    </>
  );
}
