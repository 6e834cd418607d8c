// A tag list input (seed.md §5): comma is the separator, and comma, Tab and Enter confirm the
// typed tag; duplicates are refused and the count is limited. Typed and pasted tags are
// normalised (language tags get BCP 47 letter case) and checked by the field's TagRules; what
// cannot be added is explained under the field until the next change.
import { TagsInput } from "@mantine/core";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { addTags, type TagRules } from "./tags.ts";

const CONFIRM_KEYS = [",", "Enter", "Tab"];

export type TagsFieldProps = {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  rules: TagRules;
  value: string[];
  onChange: (value: string[]) => void;
  /** The form's (or the server's) message for the field. */
  error?: ReactNode;
  required?: boolean;
  /** Known tags offered while typing. */
  suggestions?: readonly string[];
};

export function TagsField({ label, description, placeholder, rules, value, onChange, error, required, suggestions = [] }: TagsFieldProps) {
  const [search, setSearch] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const add = (text: string, base: readonly string[] = value) => {
    const result = addTags(base, text, rules);
    setProblem(result.problem);
    if (result.tags.length !== base.length || result.tags.some((tag, index) => tag !== base[index])) onChange(result.tags);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!CONFIRM_KEYS.includes(event.key) || event.nativeEvent.isComposing) return;
    if (search.trim() === "") {
      if (event.key === ",") event.preventDefault();
      return;
    }
    // Enter on a highlighted suggestion picks that suggestion (Mantine's own handling).
    if (event.key === "Enter" && document.querySelector("[data-combobox-option][data-combobox-selected]")) return;
    event.preventDefault();
    add(search);
    setSearch("");
  };

  return (
    <TagsInput
      label={label}
      description={description ?? `Comma, Tab or Enter adds a tag; at most ${rules.max}.`}
      placeholder={value.length < rules.max ? placeholder : undefined}
      value={value}
      searchValue={search}
      onSearchChange={(next) => {
        // Typing again clears the last refusal; leaving the field does not (the message stays
        // under the field, and the layout does not move under the pointer).
        if (problem && next !== "" && next !== search) setProblem(null);
        setSearch(next);
      }}
      onChange={(next) => {
        // Removals pass through; additions (a suggestion, a paste, the text left on blur) are
        // normalised and checked like typed tags.
        const kept = next.filter((tag) => value.includes(tag));
        const added = next.filter((tag) => !value.includes(tag));
        if (added.length === 0) {
          setProblem(null);
          onChange(kept);
        } else {
          add(added.join(","), kept);
        }
      }}
      onKeyDown={onKeyDown}
      splitChars={[","]}
      maxTags={rules.max}
      onMaxTags={() => setProblem(`at most ${rules.max} can be added`)}
      onDuplicate={(tag) => setProblem(`${rules.normalize(tag)} is already in the list`)}
      data={suggestions.filter((tag) => !value.includes(tag))}
      error={problem ?? error}
      required={required}
      clearable
      acceptValueOnBlur
    />
  );
}
