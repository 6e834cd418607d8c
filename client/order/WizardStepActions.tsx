// Back, and on to the next step (or, from the review, to payment).
import { Button, Group } from "@mantine/core";
import { Icon } from "../ui/Icon.tsx";

export function WizardStepActions(props: {
  canGoBack: boolean;
  onBack(): void;
  /** The next step's label; null on the last step, which continues to payment. */
  nextLabel: string | null;
  onNext(): void;
  onContinueToPayment(): void;
  leaving: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="default" onClick={props.onBack} disabled={!props.canGoBack} leftSection={<Icon name="arrowLeft" />}>
        Back
      </Button>
      {props.nextLabel === null ? (
        <Button size="md" color="amber.5" c="dark.9" loading={props.leaving} onClick={props.onContinueToPayment}>
          Continue to payment
        </Button>
      ) : (
        <Button onClick={props.onNext}>Continue to {props.nextLabel.toLowerCase()}</Button>
      )}
    </Group>
  );
}
