// The password length the server enforces (server/accounts/passwords.ts), for the forms' hints and
// client-side checks; the messages themselves come from common/validation.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`;
