// The generic validator messages of the specification (seed.md §5), word for word.
export const messages = {
  notEmpty: "should not be empty",
  uuid: "must be a UUID",
  email: "must be an email",
  string: "must be a string",
  object: "must be an object",
  number: "must be a number conforming to the specified constraints",
  array: "must be an array",
  maxLength: (n: number) => `must be shorter than or equal to ${n} characters`,
  minLength: (n: number) => `must be longer than or equal to ${n} characters`,
  url: "must be a URL address",
  enum: (values: readonly string[]) => `must be one of the following values: ${values.join(", ")}`,
  integer: "must be an integer number",
  min: (n: number) => `must not be less than ${n}`,
  max: (n: number) => `must not be greater than ${n}`,
} as const;
