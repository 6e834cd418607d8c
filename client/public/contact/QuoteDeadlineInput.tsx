// The quote's deadline field, a module of its own: VoiceContactRoute loads it apart (the date
// picker and dayjs are a quarter of the page's code), hydrated once its code has come.
import "@mantine/dates/styles.css";
import { DateInput, type DateInputProps } from "@mantine/dates";

export function QuoteDeadlineInput(props: DateInputProps) {
  return <DateInput {...props} />;
}
